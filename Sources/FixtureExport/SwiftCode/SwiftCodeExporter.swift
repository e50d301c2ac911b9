import FixtureEngine
import Foundation
import JSONFragment
import JSONTrace

/// Writes Swift code for a model's test target: a fragment type for a model that has none, a test
/// of one payload state, and a parameterized test of a scenario matrix. The functions are pure:
/// the same input gives the same text, byte for byte.
///
/// ```swift
/// let exporter = SwiftCodeExporter(model: releaseModel, fragmentDefaults: payload)
/// let files = exporter.fragmentFiles() + [exporter.stateTest(named: "stable-release", payload: payload, framework: .swiftTesting)]
/// ```
public struct SwiftCodeExporter: Sendable {
  /// The model the code is for.
  public let model: WorkspaceModel
  /// The fragment the tests compose: the hand-written one, or the generated one.
  let fragment: FragmentOutline
  let parts: TestCodeParts
  /// Whether the fragment is hand-written (the model's own, or its element's for an array).
  let isHandWritten: Bool
  /// For a list or a map of plain values (`[Bool]`, `[String: Double]`), the kind of its literal:
  /// its payload is written as a value of the model's type, compared by `==`, and no fragment.
  let plainValues: FieldKind?

  /// An exporter for `model`. A model without a hand-written fragment gets a generated one whose
  /// defaults are `fragmentDefaults` (the payload the user composed; a plausible payload of every
  /// key when `nil`); a hand-written fragment's defaults are its own.
  /// An array model (`[Ticket]`) is composed of its element's fragments (`TicketFragment`), one
  /// per element, whose defaults are the first element's, and a map model (`[String: Rate]`) of
  /// one per key; a list or a map of plain values is written as a value of its type. A key whose
  /// property `reach` says a test cannot read (a `private` one) is written, not compared.
  public init(model: WorkspaceModel, fragmentDefaults: JSONValue? = nil, reach: PropertyReach = PropertyReach()) {
    self.model = model
    var parts = TestCodeParts(model: model)
    if model.decoding.keys == .convertFromWords, model.decoding.keySpellings.isEmpty {
      parts.decoding.keySpellings = (model.arrayElement ?? model.mapElement ?? model).facts().keySpellings
    }
    self.parts = parts
    plainValues = Self.plainValues(of: model)
    let composed = model.arrayElement ?? model.mapElement ?? model
    isHandWritten = composed.fragmentType != nil
    var defaults = fragmentDefaults
    switch fragmentDefaults {
    case .array(let elements)? where model.arrayElement != nil: defaults = elements.first
    case .object(let entries)? where model.mapElement != nil: defaults = entries.first?.value
    default: break
    }
    if let fragmentType = composed.fragmentType {
      self.fragment = HandWrittenFragmentReflection.outline(of: fragmentType)
    } else {
      let schema = composed.schema()
      let facts = composed.facts()
      let planner = GeneratedFragmentPlanner(
        schema: schema, map: composed.propertyMap(), facts: facts, reach: reach
      ).namingServerChosenKeys(in: defaults ?? facts.fullPayload)
      let name = SwiftIdentifier.upperCamel(SwiftTypeName.words(composed.name), fallback: "Model") + "Fragment"
      self.fragment = planner.plan(
        name: name, modelTypeName: composed.typeName, payload: defaults ?? facts.fullPayload)
    }
  }

  /// Whether a test of a payload that decodes would compare nothing: a generated fragment none of
  /// whose keys is tied to a property (the error says why the first is not).
  public var nothingCompared: SwiftCodeExportError? {
    guard !isHandWritten, plainValues == nil, !fragment.comparesAnyValue else { return nil }
    return .nothingCompared(model: model.name, firstReason: fragment.firstNote)
  }

  /// The fragment type tests compose (`PokemonFragment`).
  public var fragmentTypeName: String { fragment.qualifiedName }

  /// The JSON object the fragment's `init()` writes: what tests change to reach a state.
  public var fragmentPayload: JSONValue { .object(fragment.defaults) }

  /// The generated fragment type, and one file per enum conformance it needs; empty for a model
  /// with a hand-written fragment. Conformance files are named after their enum and have the
  /// same text in every export, so two models sharing an enum declare it once. They are written
  /// for a test target in the model's own package (where `@retroactive` is refused); from another
  /// package the compiler warns that the conformance is retroactive.
  public func fragmentFiles() -> [GeneratedSwiftFile] {
    guard !isHandWritten, plainValues == nil else { return [] }
    let contents =
      TestCodeParts.header("The fragment of `\(model.typeName)`.")
      + Self.defaultsMarker + fragmentPayload.compactText + "\n"
      + "import Foundation\nimport JSONFragment\n@testable import \(model.moduleName)\n\n"
      + FragmentTypeRenderer.declaration(of: fragment) + "\n"
    let conformances = FragmentTypeRenderer.enumsNeedingConformance(fragment).map { detail in
      GeneratedSwiftFile(
        name: "\(detail.typeName)+JSONRepresentable.swift",
        contents: TestCodeParts.header("Lets `\(detail.typeName)` be a fragment field's value.")
          + "import JSONFragment\n@testable import \(model.moduleName)\n\n"
          + "extension \(detail.typeName): JSONRepresentable {}\n")
    }
    return [GeneratedSwiftFile(name: "\(fragment.localName).swift", contents: contents)] + conformances
  }

  /// Starts the second line of every file an export writes.
  public static let generatedMarker = "// Generated by Fixture Workbench"

  /// Starts the line of a generated fragment file that records the fragment's defaults, so a later
  /// export into the same folder builds its tests on the fragment already there.
  static let defaultsMarker = "// Fragment defaults: "

  /// The defaults a generated fragment file records, or `nil` when `source` is not such a file.
  public static func recordedDefaults(inFragmentSource source: String) -> JSONValue? {
    guard let line = source.split(separator: "\n").first(where: { $0.hasPrefix(defaultsMarker) }) else { return nil }
    return try? JSONParser.parse(Data(line.dropFirst(defaultsMarker.count).utf8))
  }

  /// A test that decodes `payload` through the adapter and checks what the engine expects of it:
  /// that it decodes and matches its fragment, or that it fails at exactly the fields the engine
  /// names, every one of them (`expectFailures`), so fixing one failure of four fails the test
  /// until it is exported again. Its header records the state (``ExportedState``), from which
  /// `lint --fix` writes it again once the model changes.
  public func stateTest(named name: String, payload: JSONValue, framework: TestFramework) -> GeneratedSwiftFile {
    let (expected, failures) = model.expectedVerdict(for: payload)
    let stateName = SwiftIdentifier.upperCamel(name, fallback: "State")
    let typeName = SwiftIdentifier.upperCamel(SwiftTypeName.words(model.name), fallback: "Model") + stateName + "Tests"
    let verb = expected == .decodes ? "Decodes" : "Fails"
    let composition = composition(of: payload, indent: "    ")
    let document = composition.document
    let check =
      failures.isEmpty
      ? nil : parts.failuresCheck(failures, data: composition.data, document: document, indent: "    ")
    let body = composition.lines + (check == nil ? parts.adapterLines(data: composition.data, indent: "    ") : [])
    var failsAt: String?
    if case .fails(let path) = expected { failsAt = path.description }
    let state = ExportedState(name: name, payload: payload, framework: framework, failsAt: failsAt)
    var lines = [
      TestCodeParts.header(
        "A test of the `\(model.typeName)` payload \(SwiftLiteral.string(name)), which \(outcomeText(expected, failures))."
      )
        + state.headerLine + parts.imports(framework)
    ]
    switch framework {
    case .swiftTesting:
      let title = "\(model.typeName) \(name) \(outcomeText(expected, failures))"
      lines.append("struct \(typeName) {")
      lines.append("  @Test(\(SwiftLiteral.string(title)))")
      lines.append("  func \(verb.lowercased())() async throws {")
      lines += body + (check ?? parts.swiftTestingCheck(expected, document: document, indent: "    "))
    case .xcTest:
      lines.append("final class \(typeName): XCTestCase {")
      lines.append("  func test\(verb)() async throws {")
      lines += body + (check ?? parts.xcTestCheck(expected, document: document, indent: "    "))
    }
    lines += ["  }", "}", ""]
    return GeneratedSwiftFile(name: typeName + ".swift", contents: lines.joined(separator: "\n"))
  }

  /// `decodes`, `fails at name`, or `fails at 4 fields, first at items[0].condition`.
  private func outcomeText(_ expected: ExpectedOutcome, _ failures: [FieldFailure]) -> String {
    guard failures.count > 1, case .fails(let path) = expected else { return "\(expected)" }
    return "fails at \(failures.count) fields, first at \(path)"
  }

  /// The Swift code that composes `payload`, as ``stateTest(named:payload:framework:)`` writes it
  /// into its test: the fragment, the changes from its defaults, and the members it has no key
  /// for; a payload that is not an object is written as a `JSONValue`. One statement a line, each
  /// line ending in a newline, ready to paste into a test.
  public func stateSnippet(payload: JSONValue) -> String {
    composition(of: payload, indent: "").lines.map { $0 + "\n" }.joined()
  }

  /// One Swift Testing test over `cases`: each case names its changes from the fragment's
  /// defaults and its expected outcome; the test decodes each through the adapter and checks it.
  /// - Throws: ``SwiftCodeExportError`` when a case's payload is not a JSON object.
  public func scenarioMatrixTest(named name: String, cases: [ScenarioCase]) throws(SwiftCodeExportError)
    -> GeneratedSwiftFile
  {
    guard plainValues == nil, model.mapElement == nil else { throw .collectionScenario(model: model.name) }
    let typeName =
      SwiftIdentifier.upperCamel(SwiftTypeName.words(model.name), fallback: "Model")
      + SwiftIdentifier.upperCamel(name, fallback: "Scenarios") + "Tests"
    let fragmentName = fragment.qualifiedName
    var lines = [
      TestCodeParts.header("A scenario matrix of `\(model.typeName)`: \(cases.count) payloads and what each does.")
        + parts.imports(.swiftTesting),
      "struct \(typeName) {",
      "  /// One payload: the fragment's defaults changed by `change`, with `extraMembers` added.",
      "  struct Scenario: Sendable, CustomTestStringConvertible {",
      "    var name: String",
      "    var expected: DecodingExpectation",
      "    var extraMembers: [JSONMember] = []",
      "    var change: @Sendable (inout \(fragmentName)) -> Void = { _ in }",
      "",
      "    var testDescription: String { name }",
      "  }",
      "",
      "  static let scenarios: [Scenario] = [",
    ]
    for scenario in cases {
      // A list's scenario is a list of one: its element is what varies.
      var payload = scenario.payload
      if model.arrayElement != nil, case .array(let elements) = payload, elements.count == 1 { payload = elements[0] }
      guard case .object(let object) = payload else { throw .scenarioIsNotAnObject(name: scenario.name) }
      let changes = FieldExpression.assignments(
        turning: fragment.defaults, into: object, outline: fragment, target: "$0", indent: "      ")
      var call =
        "    Scenario(name: \(SwiftLiteral.string(scenario.name)), expected: \(Self.expectation(scenario.expected))"
      if !changes.extraMembers.isEmpty {
        call += ", extraMembers: \(Self.members(changes.extraMembers, indent: "    "))"
      }
      call += ")"
      if changes.statements.isEmpty {
        lines.append(call + ",")
      } else {
        lines.append(call + " {")
        lines += changes.statements.map { "      " + $0 }
        lines.append("    },")
      }
    }
    lines += [
      "  ]",
      "",
      "  @Test(arguments: scenarios)",
      "  func scenario(_ scenario: Scenario) {",
      "    var fragment = \(fragmentName)()",
      "    scenario.change(&fragment)",
      model.arrayElement == nil
        ? "    let payload = fragment.byAdding(PlainJSONFragment(members: scenario.extraMembers))"
        : "    let payload = [fragment.byAdding(PlainJSONFragment(members: scenario.extraMembers))].toJSONArray()",
      model.arrayElement == nil
        ? "    expectOutcome(payload, scenario.expected, decoding: \(parts.decodingExpression))"
        : "    expectOutcome(of: payload, scenario.expected, decoding: \(parts.decodingExpression))",
      "  }",
      "}",
      "",
    ]
    return GeneratedSwiftFile(name: typeName + ".swift", contents: lines.joined(separator: "\n"))
  }

  private static func expectation(_ outcome: ExpectedOutcome) -> String {
    switch outcome {
    case .decodes: ".decodes"
    case .fails(let path): ".fails(at: \(SwiftLiteral.path(path)))"
    }
  }

  static func members(_ members: [JSONMember], indent: String) -> String {
    let each = members.map {
      "JSONMember(\(SwiftLiteral.string($0.key)), \(SwiftLiteral.json($0.value, indent: indent + "  ")))"
    }
    let flat = "[" + each.joined(separator: ", ") + "]"
    if flat.count + indent.count < 90, !flat.contains("\n") { return flat }
    return "[\n" + each.map { indent + "  " + $0 + ",\n" }.joined() + indent + "]"
  }
}
