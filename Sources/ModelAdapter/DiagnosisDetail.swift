/// How much a ``ModelMapperAdapter`` works out about a payload that does not decode.
public enum DiagnosisDetail: Sendable, Hashable, Codable {
  /// Every failing field: the tracing decoder walks the payload once more after `JSONDecoder`
  /// failed (a payload that decodes costs nothing extra). The default.
  case everyField
  /// Only the field `JSONDecoder` stopped at, for callers that trace the payload themselves.
  case firstField
}
