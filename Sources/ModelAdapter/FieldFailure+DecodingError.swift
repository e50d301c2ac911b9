import JSONCore
import JSONTrace

extension FieldFailure {
  /// The one failing field `JSONDecoder` names in `error`, for a diagnosis without a trace.
  init(_ error: DecodingError, explained: DecodingErrorExplanation, found: JSONValue?, location: TextLocation?) {
    let kind: Kind
    let expected: String
    switch error {
    case .keyNotFound: (kind, expected) = (.missingKey, "a value")
    case .valueNotFound(let type, _): (kind, expected) = (.nullValue, DecodingErrorExplanation.name(of: type))
    case .typeMismatch(let type, _): (kind, expected) = (.wrongType, DecodingErrorExplanation.name(of: type))
    default: (kind, expected) = (.invalidValue, "a valid value")
    }
    self.init(
      path: explained.path, kind: kind, expected: expected, found: found?.summary, message: explained.message,
      location: location)
  }
}
