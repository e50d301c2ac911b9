import Foundation
import JSONFragment

extension Workspace {
  /// The payload a model is learned over: its first fixture meant to decode, parsed, with its
  /// name as the workspace shows it (`Fixtures/central-park.json`); `nil` when it has none.
  func firstSample(for model: WorkspaceModel, in context: AppContext = .live) -> (name: String, payload: JSONValue)? {
    let fixtures = fixtureFiles(in: context).filter { $0.modelName == model.name && !$0.isMeantToFail }
    for fixture in fixtures {
      guard let data = try? context.files.read(fixture.path), let payload = try? JSONParser.parse(data) else {
        continue
      }
      return (fixtureFolders.first.map { "\($0)/\(fixture.name)" } ?? fixture.name, payload)
    }
    return nil
  }
}
