extension FieldFailure.Kind {
  /// The case's Swift name (`missingKey`), as test code spells it.
  public var caseName: String {
    switch self {
    case .missingKey: "missingKey"
    case .nullValue: "nullValue"
    case .wrongType: "wrongType"
    case .unknownEnumValue: "unknownEnumValue"
    case .invalidValue: "invalidValue"
    }
  }
}
