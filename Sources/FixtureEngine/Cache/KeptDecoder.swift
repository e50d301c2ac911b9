import JSONTrace

/// Which of the package's own decoders a model's fixtures were found to need, as kept: under the
/// model's name, with a digest of the names, sizes and times of the fixtures it was chosen over.
package struct KeptDecoder: Codable, Sendable, Equatable {
  var fixtures: String
  /// The decoder's expression, or `nil` where the model's own decoding decodes them.
  var decoder: String?
  /// The date strategy they need, where neither reads their dates.
  var dates: DecodingOptions.Dates? = nil
  /// The key strategy they need over the model's own, kept beside other dates.
  var keys: DecodingOptions.Keys? = nil
  /// Whether the package-wide choice decodes them as well as any: then nothing else is kept.
  var packageWide: Bool? = nil
}
