import FixtureEngine
import Foundation
import JSONCore
import ModelAdapter
import ModelProbe
import PackageDiscovery
import WorkbenchContext

/// A fixture read from disk and decoded as its model: what it does today, before it is held
/// against what it is meant to do.
struct DecodedFixture: Sendable {
  /// What reading and decoding gave.
  enum Observed: Sendable {
    /// The file could not be read, or names no model: the finding says which.
    case notChecked(LintFinding)
    /// The model's verdict on the file, and where the keys it never read sit in the text.
    case inspected(PayloadInspection, unreadKeys: [JSONPath: TextLocation])
  }

  var fixture: FixtureFile
  var place: FixturePlace
  var observed: Observed
  /// Where the file has commas that close no element, which `JSONDecoder` reads past.
  var trailingCommas: [TextLocation] = []

  /// `fixture` read and decoded, by the worker of `lane` when its model's code runs in workers.
  init(_ fixture: FixtureFile, in workspace: Workspace, context: AppContext, lane: Int = 0) {
    self.fixture = fixture
    self.place = FixturePlace(fixture, in: workspace)
    if fixture.assignment == .unassigned {
      observed = .notChecked(LintFinding(.warning, .unassigned, message: Self.unassignedMessage(fixture, workspace)))
      return
    }
    if let leftOut = fixture.leftOutModel {
      observed = .notChecked(LintFinding(.warning, .modelLeftOut, message: Self.leftOutMessage(leftOut)))
      return
    }
    guard let model = fixture.modelName.flatMap({ try? workspace.model(named: $0) }) else {
      observed = .notChecked(
        LintFinding(.error, .unknownModelFolder, message: Self.noModelMessage(fixture, workspace, place)))
      return
    }
    do {
      let bytes = try context.files.read(fixture.path)
      let inspection = model.lintInspection(
        of: bytes, at: fixture.path, cache: workspace.caches?.inspections, lane: lane)
      observed = .inspected(inspection, unreadKeys: inspection.unreadKeyLocations)
      let commas = JSONParser.trailingCommaOffsets(in: bytes)
      if !commas.isEmpty {
        trailingCommas = Array(bytes).withUnsafeBufferPointer { buffer in
          commas.map { TextLocation(of: $0, in: buffer) }
        }
      }
    } catch {
      observed = .notChecked(
        LintFinding(.error, .unreadable, message: "cannot read the file: \(error.localizedDescription)"))
    }
  }

  /// Whether the fixture was decoded, and decodes.
  var decodes: Bool {
    if case .inspected(let inspection, _) = observed { return inspection.decodes }
    return false
  }

  /// Where `JSONDecoder` stops, when the fixture was decoded and failed.
  var failure: DecodingDiagnosis? {
    guard case .inspected(let inspection, _) = observed, case .fails(let diagnosis) = inspection.verdict else {
      return nil
    }
    return diagnosis
  }

  private static func unassignedMessage(_ fixture: FixtureFile, _ workspace: Workspace) -> String {
    let stem = URL(fileURLWithPath: fixture.name).lastPathComponent
    let example = (fixture.misfits.first?.model ?? workspace.models.first?.name ?? "model").lowercased()
    return "fits no model of workspace \(workspace.name): "
      + fixture.misfits.map(\.description).joined(separator: "; ")
      + "; if it is meant to fail, move it into failing/; else name it after its model (\(example)-\(stem))"
      + " or put it in a folder named after its model"
  }

  private static func leftOutMessage(_ model: ModelSources.LeftOutModel) -> String {
    "not checked: it is named like \(model.name), which this host leaves out (\(model.file): \(model.reason));"
      + " check it where the app builds, or rename it if it is another model's"
  }

  private static func noModelMessage(_ fixture: FixtureFile, _ workspace: Workspace, _ place: FixturePlace) -> String {
    guard let folder = fixture.modelFolder, let first = workspace.models.first else {
      return "workspace \(workspace.name) has no models to decode it as"
    }
    let root = String(place.file.dropLast(fixture.name.count))
    return "the folder \(folder) names no model of workspace \(workspace.name) (models: "
      + workspace.models.map(\.name).joined(separator: ", ")
      + "); move the file into a folder named after its model, or directly into \(root) with a name that"
      + " starts with its model's (\(first.name.lowercased())-\(URL(fileURLWithPath: fixture.name).lastPathComponent))"
  }
}
