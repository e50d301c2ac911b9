import FixtureEngine
import JSONFragment
import JSONTrace
import ModelAdapter

/// The pieces every generated test shares: the header, the imports and the app's decoding path
/// (a stub client under the error mapper under the model mapper).
struct TestCodeParts {
  let typeName: String
  let moduleName: String
  /// The module of the package's decoder the test decodes by, when it is another.
  let decoderModule: String?
  var decoding: DecodingOptions
  /// The name of the variable holding the decoded model (`release`).
  let modelVariable: String

  init(model: WorkspaceModel) {
    self.typeName = model.typeName
    self.moduleName = model.moduleName
    self.decoderModule =
      model.decoding.packageDecoder != nil && model.foundDecoderModule != model.moduleName
      ? model.foundDecoderModule : nil
    self.decoding = model.decoding
    var scope = IdentifierScope(
      reserved: ["payload", "fragment", "client", "adapter", "request", "diagnosis", "scenario", "data"],
      reservedSuffix: "Model")
    self.modelVariable = SwiftIdentifier.escaped(
      scope.claim(SwiftIdentifier.lowerCamel(SwiftTypeName.words(model.name))))
  }

  static func header(_ what: String) -> String {
    "// \(what)\n\(SwiftCodeExporter.generatedMarker): regenerate it rather than edit it.\n"
  }

  func imports(_ framework: TestFramework) -> String {
    let frameworkImport = framework == .xcTest ? "import XCTest" : "import Testing"
    return """
      import Foundation
      import JSONFragment
      import ModelAdapter
      \(frameworkImport)
      \(moduleName == "Swift" ? "" : "@testable import \(moduleName)\n")\
      \(decoderModule.map { "@testable import \($0)\n" } ?? "")
      #if canImport(FoundationNetworking)
        import FoundationNetworking
      #endif

      """
  }

  /// Lines that decode `data` the way the app does, ending with `adapter` and `request`.
  func adapterLines(data: String, indent: String) -> [String] {
    [
      "let client = HTTPClientErrorMapperDecorator(decoratee: StubHTTPClient(body: \(data)))",
      "let adapter = ModelMapperAdapter(client: client, decoding: \(decodingExpression))",
      "let request = URLRequest(url: URL(string: \"https://api.example.invalid/fixture\")!)",
    ].map { indent + $0 }
  }

  var loadExpression: String { "try await adapter.load(request, as: \(typeName).self)" }

  /// The app's decoding options as Swift code (`DecodingOptions(keys: .convertFromSnakeCase)`),
  /// or the package's own decoder made by its expression.
  var decodingExpression: String {
    if let decoder = decoding.packageDecoder {
      return
        "DecodingOptions(packageDecoder: PackageDecoder(\(SwiftLiteral.string(decoder.expression))) { \(decoder.expression) })"
    }
    var arguments: [String] = []
    if decoding.keys == .convertFromWords, !decoding.keySpellings.isEmpty {
      arguments.append("keySpellings: [\(decoding.keySpellings.map(SwiftLiteral.string).joined(separator: ", "))]")
    } else if decoding.keys != .useDefaultKeys {
      arguments.append("keys: .\(decoding.keys.rawValue)")
    }
    if decoding.dates != .deferredToDate { arguments.append("dates: \(SwiftLiteral.dateStrategy(decoding.dates))") }
    return "DecodingOptions(\(arguments.joined(separator: ", ")))"
  }

  /// Decodes and, when a fragment describes the payload, compares: the same in both frameworks.
  private func decodedCheck(document: String?, indent: String) -> [String] {
    guard let document else { return ["_ = \(loadExpression)"].map { indent + $0 } }
    return ["let \(modelVariable) = \(loadExpression)", "expectMatch(\(document), \(modelVariable))"].map {
      indent + $0
    }
  }

  /// The check of a failing payload in both frameworks: every failing field, in decoding order.
  /// `document` names a fragment (passed as it is) or `nil` (the bytes `data` are passed).
  func failuresCheck(_ failures: [FieldFailure], data: String, document: String?, indent: String) -> [String] {
    let payload = document ?? data
    var lines = ["expectFailures(\(payload), as: \(typeName).self, decoding: \(decodingExpression), ["]
    lines += failures.map { "  .\($0.kind.caseName)(\(SwiftLiteral.path($0.path)))," }
    lines.append("])")
    return lines.map { indent + $0 }
  }

  /// The check of a decoded or failing payload, for Swift Testing.
  func swiftTestingCheck(_ expected: ExpectedOutcome, document: String?, indent: String) -> [String] {
    switch expected {
    case .decodes:
      return decodedCheck(document: document, indent: indent)
    case .fails(let path):
      return [
        "let diagnosis = await #expect(throws: DecodingDiagnosis.self) {",
        "  _ = \(loadExpression)",
        "}",
        "#expect(diagnosis?.path == \(SwiftLiteral.path(path)))",
      ].map { indent + $0 }
    }
  }

  /// The check of a decoded or failing payload, for XCTest.
  func xcTestCheck(_ expected: ExpectedOutcome, document: String?, indent: String) -> [String] {
    switch expected {
    case .decodes:
      return decodedCheck(document: document, indent: indent)
    case .fails(let path):
      return [
        "do {",
        "  _ = \(loadExpression)",
        "  XCTFail(\(SwiftLiteral.string("expected decoding to fail at \(path)")))",
        "} catch let diagnosis as DecodingDiagnosis {",
        "  XCTAssertEqual(diagnosis.path, \(SwiftLiteral.path(path)), \"\\(diagnosis)\")",
        "}",
      ].map { indent + $0 }
    }
  }
}
