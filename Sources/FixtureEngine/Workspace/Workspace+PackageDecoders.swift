import Foundation
import JSONFragment
import WorkbenchContext

extension Workspace {
  /// This workspace with each model whose fixtures its own decoding does not decode, and one of
  /// the package's static decoders that no configuration names decodes more of
  /// (``packageDecodings``), decoded by that one (``WorkspaceModel/foundDecoder``), the first by
  /// name where several decode as many.
  /// A model the configuration gives a decoder keeps it. What was chosen is kept for the next run
  /// under the fixtures' names and bytes, with ``caches``.
  public func choosingPackageDecoders(in context: AppContext) -> Workspace {
    guard !packageDecodings.isEmpty, canFit else { return self }
    let fixtures = Dictionary(
      grouping: fixtureFiles(in: context).filter { !$0.isMeantToFail && $0.modelName != nil }, by: { $0.modelName! })
    let chosen = mappingModels { model in
      guard model.decoding.packageDecoder == nil, let files = fixtures[model.name] else { return model }
      let payloads = files.prefix(8).compactMap { try? context.files.read($0.path) }
      guard !payloads.isEmpty else { return model }
      var digest = FNV1a()
      for (file, bytes) in zip(files, payloads) {
        digest.add(file.name.utf8)
        digest.add([0])
        digest.add(bytes)
      }
      if let kept = caches?.decoders.value(for: model.name), kept.fixtures == digest.hex {
        guard let expression = kept.decoder, let options = packageDecodings[expression] else { return model }
        return model.decoded(by: expression, options: options) ?? model
      }
      let decoded = { (candidate: WorkspaceModel) in
        payloads.count { candidate.inspect($0, comparisonLimit: 0).decodes }
      }
      // A fixture that is really broken decodes with none: the decoder that decodes the most wins.
      var found: (String, WorkspaceModel)?
      var most = decoded(model)
      if most < payloads.count {
        for expression in packageDecodings.keys.sorted() {
          guard let options = packageDecodings[expression],
            let candidate = model.decoded(by: expression, options: options)
          else { continue }
          let count = decoded(candidate)
          if count > most {
            (found, most) = ((expression, candidate), count)
          }
          if most == payloads.count { break }
        }
      }
      caches?.decoders.set(KeptDecoder(fixtures: digest.hex, decoder: found?.0), for: model.name)
      return found?.1 ?? model
    }
    caches?.decoders.flush()
    return chosen
  }
}

extension WorkspaceRegistry {
  /// ``Workspace/choosingPackageDecoders(in:)`` of every workspace.
  public func choosingPackageDecoders(in context: AppContext) -> WorkspaceRegistry {
    WorkspaceRegistry(workspaces.map { $0.choosingPackageDecoders(in: context) })
  }
}
