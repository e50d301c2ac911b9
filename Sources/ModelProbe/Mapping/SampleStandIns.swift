import JSONCore
import JSONTrace

/// Made-up payloads the model refuses somewhere, made acceptable with the fixtures' own values.
enum SampleStandIns {
  /// The most values replaced in one payload.
  static let mostReplaced = 16

  /// `payload`, decoded, with each value the model refuses replaced by the first value `samples`
  /// hold at that path (any array index), or else at the nearest path above it they hold one at,
  /// or else left out where it is an object's member, until it decodes; the paths replaced.
  /// `kept` are paths never replaced whole (a polymorphic object, whose discriminator chooses what
  /// is learned). `nil` when it still does not decode.
  static func accepted<Model: Decodable>(
    _ payload: JSONValue, _ type: Model.Type, options: DecodingOptions, samples: [JSONValue], kept: Set<JSONPath>,
    decode: (JSONValue) -> Model?
  ) -> (payload: JSONValue, model: Model, replaced: [JSONPath])? {
    var payload = payload
    var replaced: [JSONPath] = []
    while replaced.count <= mostReplaced {
      if let model = decode(payload) { return (payload, model, replaced) }
      let failures = WorkerNotes.running(type) { TracingDecoder.trace(type, from: payload, options: options).trace }
        .failures
      var changed = false
      for failure in failures {
        guard
          let (path, value) = standIn(for: failure.path, in: payload, samples: samples, kept: kept, replaced: replaced)
        else { continue }
        payload = payload.replacing(path, with: value)
        replaced.append(path)
        changed = true
      }
      guard changed else { return nil }
    }
    return nil
  }

  /// Where to replace what a failure at `failing` refuses, and with what (`nil`: leave it out).
  private static func standIn(
    for failing: JSONPath, in payload: JSONValue, samples: [JSONValue], kept: Set<JSONPath>, replaced: [JSONPath]
  ) -> (JSONPath, JSONValue?)? {
    var path = failing
    while !path.components.isEmpty, !kept.contains(path) {
      if payload[path] != nil, !replaced.contains(path) {
        let zeroed = path.withIndexesZeroed.components[...]
        if let value = samples.lazy.flatMap({ $0.values(atAnyIndex: zeroed) }).first { return (path, value) }
        if case .key = path.components.last { return (path, nil) }
      }
      path = path.parent
    }
    return nil
  }
}
