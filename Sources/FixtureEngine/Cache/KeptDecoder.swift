import JSONTrace

/// Which of the package's own decoders a model's fixtures were found to need, as kept: under the
/// model's name, with a digest of the names, sizes and times of the fixtures it was chosen over.
package struct KeptDecoder: Codable, Sendable, Equatable {
  var fixtures: String
  /// The decoder's expression, or `nil` where the model's own decoding decodes them.
  var decoder: String?
  /// The date strategy they need, where neither reads their dates.
  var dates: DecodingOptions.Dates? = nil
}
