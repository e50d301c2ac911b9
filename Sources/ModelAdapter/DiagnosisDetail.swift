/// How much a ``ModelMapperAdapter`` works out about a payload that does not decode.
public enum DiagnosisDetail: Sendable, Hashable, Codable {
  /// Every failing field: the tracing decoder walks the payload once more after `JSONDecoder`
  /// failed (a payload that decodes costs nothing extra). The default.
  ///
  /// The model's `init(from:)` runs again then, with plausible placeholders (`"text"`, `1`, a real
  /// URL) where the payload's values are missing or broken. A model that traps on such values
  /// (a `precondition` on what it reads) would trap there too: give it ``firstField``.
  case everyField
  /// Only the field `JSONDecoder` stopped at, for callers that trace the payload themselves.
  case firstField
}
