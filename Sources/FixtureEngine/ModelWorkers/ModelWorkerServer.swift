import Foundation
import JSONFragment
import ModelProbe
import WorkerProcess

/// The worker's side: answers ``ModelRequest``s by running the models of its own registry, the
/// same one the workbench that started it has. Run by the hidden `workbench worker` command.
public enum ModelWorkerServer {
  /// Serves requests on standard input and output until standard input closes.
  public static func serve(_ registry: WorkspaceRegistry) {
    WorkerNotes.isEnabled = true
    WorkerServer.serve { message in ModelMessage.answer(answer(message, registry: registry)) }
  }

  /// The answer to one framed request.
  package static func answer(_ message: Data, registry: WorkspaceRegistry) -> ModelAnswer {
    let request: ModelRequest
    let payload: Data
    do {
      (request, payload) = try ModelMessage.readRequest(message)
    } catch {
      return .refused("the request could not be read: \(error)")
    }
    WorkerNotes.beginRequest()
    func model(_ address: ModelAddress) -> WorkspaceModel? {
      try? registry.workspace(named: address.workspace).model(named: address.model)
    }
    switch request {
    case .discover(let address, let stop):
      guard let model = model(address) else { return refusal(address) }
      let samples = (try? registry.workspace(named: address.workspace).samples(for: model)) ?? []
      return .schema(model.code.schema(stoppingAt: stop, samples: samples))
    case .mapProperties(let address, let schema):
      guard let model = model(address) else { return refusal(address) }
      let samples = (try? registry.workspace(named: address.workspace).samples(for: model)) ?? []
      return .map(model.code.mapProperties(schema, samples.map(\.payload)))
    case .inspect(let address, let limit, let dates, let learned, let listing):
      guard let model = model(address) else { return refusal(address) }
      let text: PayloadText
      do {
        text = try PayloadText(parsing: payload)
      } catch {
        return .inspection(.invalid(error, bytes: Data()))
      }
      var inspection = model.code.inspect(text, limit, dates, { learned ?? model.code.learn() }).listing(listing)
      inspection.bytes = Data()
      return .inspection(inspection)
    case .facts(let address, let learned):
      guard let model = model(address) else { return refusal(address) }
      let samples = (try? registry.workspace(named: address.workspace).samples(for: model)) ?? []
      return .facts(model.code.facts(learned, samples.map(\.payload)))
    case .observe(let address, let fields, let sizes):
      guard let model = model(address) else { return refusal(address) }
      guard sizes.allSatisfy({ $0 >= 0 }), sizes.reduce(0, +) == payload.count else {
        return .refused("the batch's sizes do not add up to its bytes")
      }
      var start = payload.startIndex
      let batch = sizes.map { size in
        defer { start += size }
        return Data(payload[start..<start + size])
      }
      return .records(model.code.observe(batch, fields))
    }
  }

  private static func refusal(_ address: ModelAddress) -> ModelAnswer {
    .refused("no model \(address.model) in workspace \(address.workspace)")
  }
}
