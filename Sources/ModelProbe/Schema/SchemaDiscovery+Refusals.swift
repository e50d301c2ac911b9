import JSONCore
import JSONTrace

extension SchemaDiscovery {
  /// `type` described with `overrides` handed out. A model that refuses a placeholder it checks
  /// (`maxAttempts` must be greater than one, a duration written `"1s"`, a media type it knows) is
  /// handed others there (``RefusablePlaceholder/alternatives(heldAtItsKeyIn:)``), so that what it
  /// reads after that is learned too; so on, for a few values refused one after another. In a
  /// branch or a case tried, as at first. With a `start`, only the part of the model its reader
  /// read is described, and that part's type is returned. The values `broken` (payloads the model
  /// no longer decodes) holds at a refused placeholder's key are handed there too.
  static func describe<Model: Decodable>(
    _ type: Model.Type, options: DecodingOptions, stop: JSONPath?, sample: JSONValue?, seen: [JSONValue],
    broken: [JSONValue] = [], overrides base: [JSONPath: Any],
    from start: (path: JSONPath, reader: DiscoverySession.Reader)? = nil
  ) -> (root: SchemaType, session: DiscoverySession) {
    let run = { (session: DiscoverySession) in session.describe(type, from: start) }
    var session = DiscoverySession(options: options, stop: stop, sample: sample, seen: seen, overrides: base)
    var root = run(session)
    var overrides = base
    let samples = [sample].compactMap { $0 } + seen + broken
    for _ in 0..<mostRefusedPlaceholders {
      guard let refused = session.refusedPlaceholder else { break }
      let better = refused.alternatives(heldAtItsKeyIn: samples).lazy.compactMap { alternative in
        var trying = overrides
        trying[refused.path] = alternative
        let retry = DiscoverySession(options: options, stop: stop, sample: sample, seen: seen, overrides: trying)
        let retried = run(retry)
        let learnedMore = (retried.fieldCount, -retry.gaps.count) > (root.fieldCount, -session.gaps.count)
        return learnedMore ? (retry, retried, trying) : nil
      }.first
      guard let better else { break }
      (session, root, overrides) = better
    }
    return (root, session)
  }
}
