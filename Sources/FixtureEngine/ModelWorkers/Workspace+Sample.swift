import Foundation
import JSONCore
import WorkbenchContext

extension Workspace {
  /// The payloads a model is learned over: its fixtures meant to decode, parsed, each with its name
  /// as the workspace shows it (`Fixtures/central-park.json`), at most `limit` of them. The model
  /// is learned over the first; the others show the values a discriminator takes.
  func samples(for model: WorkspaceModel, in context: AppContext = .live, limit: Int = 64)
    -> [(name: String, payload: JSONValue)]
  {
    samples(forModelNamed: model.name, in: context, limit: limit)
  }

  /// ``samples(for:in:limit:)`` of the model named `name`.
  func samples(forModelNamed name: String, in context: AppContext = .live, limit: Int = 64)
    -> [(name: String, payload: JSONValue)]
  {
    let fixtures = fixtureFiles(in: context).filter { $0.modelName == name && !$0.isMeantToFail }
    var samples: [(name: String, payload: JSONValue)] = []
    for fixture in fixtures.prefix(limit) {
      guard let data = try? context.files.read(fixture.path), let payload = try? JSONParser.parse(data) else {
        continue
      }
      samples.append((fixtureFolders.first.map { "\($0)/\(fixture.name)" } ?? fixture.name, payload))
    }
    return samples
  }

  /// A digest of the names and bytes of the fixtures ``samples(for:in:limit:)`` reads: what a
  /// model learned over them is kept under.
  /// `among` is the workspace's fixture files, when the caller listed them already.
  func sampleDigest(
    for model: WorkspaceModel, in context: AppContext = .live, limit: Int = 64, among listed: [FixtureFile]? = nil
  ) -> String {
    var digest = FNV1a()
    let fixtures = listed ?? fixtureFiles(in: context)
    for fixture in fixtures.filter({ $0.modelName == model.name && !$0.isMeantToFail }).prefix(limit) {
      digest.add(fixture.name.utf8)
      digest.add([0])
      digest.add((try? context.files.read(fixture.path)) ?? Data())
      digest.add([0])
    }
    return digest.hex
  }
}
