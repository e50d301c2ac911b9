import Foundation
import JSONCore

/// A model as a worker holds it: its code, the named payloads (fixtures) it is learned over, and
/// those given it that it no longer decodes (`broken`), read only when a request needs them.
package struct HostedModel: Sendable {
  package let code: ModelCode
  package let samples: @Sendable () -> [(name: String, payload: JSONValue)]
  package let broken: @Sendable () -> [JSONValue]

  package init(
    code: ModelCode, samples: @escaping @Sendable () -> [(name: String, payload: JSONValue)],
    broken: @escaping @Sendable () -> [JSONValue] = { [] }
  ) {
    self.code = code
    self.samples = samples
    self.broken = broken
  }
}

/// What a worker does with one framed ``ModelRequest``: runs the addressed model's code and
/// answers. It knows models only through the lookup it is given, so a worker needs nothing above
/// this target to answer.
package enum ModelHost {
  /// The answer to one framed request, the model found by `models`.
  package static func answer(_ message: Data, models: (ModelAddress) -> HostedModel?) -> ModelAnswer {
    let request: ModelRequest
    let payload: Data
    do {
      (request, payload) = try ModelMessage.readRequest(message)
    } catch {
      return .refused("the request could not be read: \(error)")
    }
    WorkerNotes.beginRequest()
    switch request {
    case .discover(let address, let stop):
      guard let model = models(address) else { return refusal(address) }
      return .schema(model.code.schema(stoppingAt: stop, samples: model.samples(), broken: model.broken()))
    case .mapProperties(let address, let schema, let samples, let only):
      guard let model = models(address) else { return refusal(address) }
      let given = samples.compactMap { try? JSONParser.parse(Data($0.utf8)) }
      return .map(model.code.mapProperties(schema, given + model.samples().map(\.payload), only))
    case .inspect(let address, let limit, let dates, let learned, let listing):
      guard let model = models(address) else { return refusal(address) }
      let parsing = ParsingPayload(startingToParse: payload)
      // With nothing learned sent, a comparison learns the model here, over its samples, while the
      // adapter decodes, and the answer carries it back to be kept.
      let learning =
        learned == nil && limit != 0 && model.code.comparesByLearning
        ? ThreadOfItsOwn(unlessSmall: ParsingPayload.isSmall(payload)) {
          model.code.learn(samples: model.samples(), broken: model.broken())
        }
        : nil
      var inspection = model.code.inspect(
        parsing, limit, dates, listing, { learned ?? learning?.value() ?? model.code.learn() })
      ReleasedElsewhere.hand(consume parsing)
      inspection.bytes = Data()
      inspection.learned = learning?.value()
      return .inspection(inspection)
    case .facts(let address, let learned):
      guard let model = models(address) else { return refusal(address) }
      return .facts(model.code.facts(learned, model.samples().map(\.payload)))
    case .observe(let address, let fields, let sizes, let depth):
      guard let model = models(address) else { return refusal(address) }
      guard sizes.allSatisfy({ $0 >= 0 }), sizes.reduce(0, +) == payload.count else {
        return .refused("the batch's sizes do not add up to its bytes")
      }
      var start = payload.startIndex
      let batch = sizes.map { size in
        defer { start += size }
        return Data(payload[start..<start + size])
      }
      return .records(model.code.observe(batch, fields, depth))
    }
  }

  private static func refusal(_ address: ModelAddress) -> ModelAnswer {
    .refused("no model \(address.model) in workspace \(address.workspace)")
  }
}
