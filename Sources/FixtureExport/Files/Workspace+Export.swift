import FixtureEngine
import Foundation
import JSONFragment
import WorkbenchContext

extension Workspace {
  /// The absolute path of the folder exports are written to.
  public var exportRoot: String { path(exportFolder) }

  /// Works out the files `request` writes for `model`, and what writing each would do, without
  /// writing anything.
  /// A request's destination is the path the user typed: a relative one starts from the context's
  /// current folder. Without one, files go into the export folder under names made from the
  /// state's name, sanitized so they stay inside it.
  /// - Throws: ``ExportError`` for code or a matrix that cannot be made.
  public func planExport(_ request: ExportRequest, model: WorkspaceModel, in context: AppContext) throws(ExportError)
    -> ExportPlan
  {
    let model = collectionForm(of: model)
    let destination = request.destination.map(context.absolutePath)
    var planned: [(String, Data)] = []
    // Each fixture planned into a `failing` folder, and where it fails: a line of that folder's manifest.
    var failing: [(path: String, at: JSONPath)] = []
    var caseCount: Int?
    switch request.kind {
    case .fixture:
      let outcome = model.expectedOutcome(for: request.payload)
      let path =
        destination ?? fixturePath(in: exportRoot + "/Fixtures", name: request.name, failing: outcome != .decodes)
      planned.append((path, Self.fixtureBytes(request.payload)))
      if destination == nil, case .fails(let at) = outcome { failing.append((path, at)) }
    case .swift(let framework):
      let testPath =
        destination ?? exportRoot + "/"
        + SwiftCodeExporter(model: model).stateTest(named: request.name, payload: request.payload, framework: framework)
        .name
      let folder = URL(fileURLWithPath: testPath).deletingLastPathComponent().path
      if let refusal = model.contextRefusal(for: request.payload) {
        throw .swiftCode(.needsContext(model: model.name, refusal: refusal))
      }
      let exporter = exporter(for: model, payload: request.payload, folder: folder, in: context)
      if model.expectedOutcome(for: request.payload) == .decodes, let nothing = exporter.nothingCompared {
        throw .swiftCode(nothing)
      }
      let test = exporter.stateTest(named: request.name, payload: request.payload, framework: framework)
      planned += exporter.fragmentFiles().map { (folder + "/" + $0.name, Data($0.contents.utf8)) }
      planned.append((testPath, Data(test.contents.utf8)))
    case .matrix(let strategy, let withFixtures):
      let folder = destination ?? exportRoot
      let cases: [ScenarioCase]
      do {
        // A list's matrix is its element's, around the first element, in a list of one.
        let (matrixModel, base) = ScenarioMatrix.varied(model, base: request.payload)
        let matrix = try ScenarioMatrix(
          model: matrixModel, base: base,
          options: ScenarioMatrix.Options(isolatesFailingChoices: strategy == .pairwise))
        cases = try matrix.cases(strategy).map { scenario in
          guard matrixModel.name != model.name else { return scenario }
          let listed = JSONValue.array([scenario.payload])
          return ScenarioCase(
            name: scenario.name, payload: listed, expected: model.expectedOutcome(for: listed),
            choices: scenario.choices)
        }
      } catch {
        throw .matrix(error)
      }
      caseCount = cases.count
      let exporter = exporter(for: model, payload: request.payload, folder: folder, in: context)
      let test: GeneratedSwiftFile
      do {
        test = try exporter.scenarioMatrixTest(named: "\(request.name) \(strategy.rawValue)", cases: cases)
      } catch {
        throw .swiftCode(error)
      }
      planned += exporter.fragmentFiles().map { (folder + "/" + $0.name, Data($0.contents.utf8)) }
      planned.append((folder + "/" + test.name, Data(test.contents.utf8)))
      if withFixtures {
        let fixtures =
          folder + "/Fixtures/" + ExportFileName.sanitized("\(model.name)-\(request.name)-\(strategy.rawValue)")
        for scenario in cases {
          let path = fixturePath(in: fixtures, name: scenario.name, failing: scenario.expected != .decodes)
          planned.append((path, Self.fixtureBytes(scenario.payload)))
          if case .fails(let at) = scenario.expected { failing.append((path, at)) }
        }
      }
    }
    planned += FailingFixtures.manifests(listing: failing, in: context)
    let files = planned.map { path, contents in
      ExportPlan.File(path: path, contents: contents, status: status(of: path, contents: contents, in: context))
    }
    return ExportPlan(files: files, caseCount: caseCount)
  }

  /// Writes the plan's new and changed files, each atomically (a temporary file, then a rename).
  /// - Parameters:
  ///   - plan: the files to write, with what writing each would do.
  ///   - overwriting: whether files with other contents may be replaced.
  ///   - context: the context whose files are written.
  /// - Returns: the files written.
  /// - Throws: ``ExportError/wouldOverwrite(_:)`` before anything is written, when a file would be
  ///   replaced and `overwriting` is false; ``ExportError/cannotWrite(path:reason:)`` when writing fails.
  @discardableResult
  public func write(_ plan: ExportPlan, overwriting: Bool, in context: AppContext) throws(ExportError) -> [ExportPlan
    .File]
  {
    let overwrites = plan.overwrites
    if !overwriting, !overwrites.isEmpty { throw .wouldOverwrite(overwrites.map(\.path)) }
    let pending = plan.pendingWrites
    for file in pending {
      let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
      do {
        if !context.files.isDirectory(folder) { try context.files.createDirectory(folder) }
        try context.files.replace(file.path, file.contents)
      } catch {
        throw .cannotWrite(path: file.path, reason: FileErrorText.reason(error))
      }
    }
    return pending
  }

  /// The Swift code that composes `payload` from `model`'s fragment, as a Swift export into the
  /// export folder would write it in its test (see ``SwiftCodeExporter/stateSnippet(payload:)``):
  /// the changes are made to the generated fragment already in that folder, when there is one.
  public func stateSnippet(for payload: JSONValue, model: WorkspaceModel, in context: AppContext) -> String {
    exporter(for: collectionForm(of: model), payload: payload, folder: exportRoot, in: context).stateSnippet(
      payload: payload)
  }

  /// The exporter whose generated fragment is the one already in `folder` when there is one (so
  /// tests exported earlier keep working), else one whose defaults are `payload`'s values.
  private func exporter(for model: WorkspaceModel, payload: JSONValue, folder: String, in context: AppContext)
    -> SwiftCodeExporter
  {
    let reach = propertyReach(in: context)
    let fresh = SwiftCodeExporter(model: model, fragmentDefaults: payload, reach: reach)
    guard let fragmentFile = fresh.fragmentFiles().first,
      let existing = try? context.files.read(folder + "/" + fragmentFile.name),
      let defaults = SwiftCodeExporter.recordedDefaults(inFragmentSource: String(decoding: existing, as: UTF8.self))
    else { return fresh }
    return SwiftCodeExporter(model: model, fragmentDefaults: defaults, reach: reach)
  }

  /// Pretty JSON in the payload's key order, with a trailing newline.
  static func fixtureBytes(_ payload: JSONValue) -> Data {
    Data(JSONPrinter.bytes(of: payload, style: .pretty) + [UInt8(ascii: "\n")])
  }

  private func fixturePath(in folder: String, name: String, failing: Bool) -> String {
    folder + (failing ? "/failing/" : "/") + ExportFileName.sanitized(name) + ".json"
  }

  private func status(of path: String, contents: Data, in context: AppContext) -> ExportPlan.File.Status {
    guard context.files.exists(path) else { return .new }
    return (try? context.files.read(path)) == contents ? .unchanged : .changed
  }
}
