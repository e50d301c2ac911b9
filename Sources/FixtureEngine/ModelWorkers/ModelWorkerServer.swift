import Foundation
import ModelProbe
import Synchronization
import WorkerProcess

/// The worker's side: answers `ModelRequest`s through `ModelHost`, with the models of its own
/// registry, the same one the workbench that started it has. Run by the hidden `workbench worker`
/// command.
public enum ModelWorkerServer {
  /// Serves requests on standard input and output until standard input closes.
  public static func serve(_ registry: WorkspaceRegistry) {
    WorkerNotes.isEnabled = true
    let hosted = HostedModels(registry)
    WorkerServer.serve { message in ModelMessage.answer(ModelHost.answer(message, models: hosted.model(at:))) }
  }

  /// The answer to one framed request.
  package static func answer(_ message: Data, registry: WorkspaceRegistry) -> ModelAnswer {
    let listings = FixtureListings(registry.workspaces, listingOnce: false)
    return ModelHost.answer(message) { address in registry.hostedModel(at: address, listings: listings) }
  }
}

/// The models a worker hosts, each made once per address: a package's decoder found for every model
/// makes each request name one, and making a model anew for each would cost more than decoding.
final class HostedModels: Sendable {
  private let registry: WorkspaceRegistry
  private let listings: FixtureListings
  private let made = Mutex<[ModelAddress: HostedModel]>([:])

  init(_ registry: WorkspaceRegistry) {
    self.registry = registry
    listings = FixtureListings(registry.workspaces, listingOnce: false)
  }

  func model(at address: ModelAddress) -> HostedModel? {
    if let model = made.withLock({ $0[address] }) { return model }
    guard let model = registry.hostedModel(at: address, listings: listings) else { return nil }
    made.withLock { $0[address] = model }
    return model
  }
}

extension WorkspaceRegistry {
  /// The model at `address` with its fixtures as samples, and those the package's other
  /// workspaces give its type, as a worker hosts it.
  func hostedModel(at address: ModelAddress, listings: FixtureListings) -> HostedModel? {
    guard let workspace = try? workspace(named: address.workspace),
      var model = (try? workspace.model(named: address.model))
        // The element of a list of plain values (`Bool` of `[Bool]`) is addressed by its own name.
        ?? workspace.models.first?.valueModel(named: address.model)
    else { return nil }
    if let decoder = address.decoder {
      guard let options = workspace.packageDecodings[decoder],
        let decoded = model.decoded(by: decoder, options: options)
      else { return nil }
      model = decoded
    }
    if let keys = address.keys {
      guard let reading = model.reading(keys: keys) else { return nil }
      model = reading
    }
    if let dates = address.dates {
      guard let reading = model.reading(dates: dates) else { return nil }
      model = reading
    }
    let name = model.name
    let siblings = listings.siblings(of: workspace.name, freshFits: true)
    return HostedModel(
      code: model.code, samples: { workspace.samples(forModelNamed: name, siblings: siblings) },
      broken: { workspace.brokenSamples(forModelNamed: name) })
  }
}
