import JSONCore

extension ModelSchema {
  /// The paths of the keys the model reads when present and does without (`decodeIfPresent`,
  /// or a key asked about with `decodeNil`), array elements as `[0]`; not the keys under a map,
  /// whose keys are data.
  package var optionalKeyPaths: [JSONPath] {
    fieldPaths.filter { path, field in
      !field.isRequired && !path.components.contains(.key(Self.anyKey))
    }.map(\.path)
  }
}
