import JSONCore
import JSONTrace

/// One failing field a test expects: where (the JSON path, keys as the payload spells them) and
/// what kind of failure. `expectFailures(_:as:_:)`, in `JSONFragment`, compares a list of them with
/// every field that fails.
///
/// ```swift
/// [.missingKey("city_id"), .wrongType("wind.deg"), .unknownEnumValue("hours[0].condition")]
/// ```
public struct ExpectedFailure: Sendable, Hashable, CustomStringConvertible {
  /// The failing value's JSON path.
  public var path: JSONPath
  /// The kind of failure.
  public var kind: FieldFailure.Kind

  /// An expected failure of `kind` at `path`.
  public init(_ path: JSONPath, _ kind: FieldFailure.Kind) {
    self.path = path
    self.kind = kind
  }

  /// The expectation a failing field meets.
  public init(_ failure: FieldFailure) {
    self.init(failure.path, failure.kind)
  }

  /// A required key the payload lacks.
  public static func missingKey(_ path: JSONPath) -> Self { Self(path, .missingKey) }
  /// `null` where the model requires a value.
  public static func nullValue(_ path: JSONPath) -> Self { Self(path, .nullValue) }
  /// A value of another JSON type.
  public static func wrongType(_ path: JSONPath) -> Self { Self(path, .wrongType) }
  /// A value that is not one of an enum's raw values.
  public static func unknownEnumValue(_ path: JSONPath) -> Self { Self(path, .unknownEnumValue) }
  /// A value of the right JSON type that the model still refuses.
  public static func invalidValue(_ path: JSONPath) -> Self { Self(path, .invalidValue) }

  /// `.wrongType("wind.deg")`: how a test writes it.
  public var description: String {
    return ".\(kind.caseName)(\(JSONValue.string(path.description).compactText))"
  }
}
