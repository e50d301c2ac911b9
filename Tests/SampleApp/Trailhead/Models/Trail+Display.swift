extension Trail {
  /// The name and length, as the list shows them.
  var title: String { "\(name) (\(lengthKm) km)" }
}
