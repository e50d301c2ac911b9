import Foundation
import JSONFragment
import WorkbenchContext

extension Workspace {
  /// The payloads a model is learned over: its fixtures meant to decode, parsed, each with its name
  /// as the workspace shows it (`Fixtures/central-park.json`), at most `limit` of them. The model
  /// is learned over the first; the others show the values a discriminator takes.
  func samples(for model: WorkspaceModel, in context: AppContext = .live, limit: Int = 64)
    -> [(name: String, payload: JSONValue)]
  {
    let fixtures = fixtureFiles(in: context).filter { $0.modelName == model.name && !$0.isMeantToFail }
    var samples: [(name: String, payload: JSONValue)] = []
    for fixture in fixtures.prefix(limit) {
      guard let data = try? context.files.read(fixture.path), let payload = try? JSONParser.parse(data) else {
        continue
      }
      samples.append((fixtureFolders.first.map { "\($0)/\(fixture.name)" } ?? fixture.name, payload))
    }
    return samples
  }
}
