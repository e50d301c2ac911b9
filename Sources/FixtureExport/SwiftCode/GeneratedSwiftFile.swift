/// A Swift source file made by the exporter, to be written into a test target.
public struct GeneratedSwiftFile: Sendable, Hashable {
  /// The file name (`ReleaseFragment.swift`). Files of the same name always hold the same text,
  /// so writing one twice is harmless.
  public var name: String
  /// The source text, ending with a newline.
  public var contents: String

  /// A file made of its parts.
  public init(name: String, contents: String) {
    self.name = name
    self.contents = contents
  }
}

/// The test framework generated tests use.
public enum TestFramework: String, Sendable, Hashable, CaseIterable {
  /// `XCTestCase` subclasses.
  case xcTest
  /// Swift Testing's `@Test` functions.
  case swiftTesting
}

/// Why Swift code could not be generated, and what to do about it.
public enum SwiftCodeExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A scenario's payload is not a JSON object, so no fragment can express it.
  case scenarioIsNotAnObject(name: String)
  /// No key of the model's generated fragment is tied to a property, so a test that decodes and
  /// compares would check nothing beyond decoding.
  case nothingCompared(model: String, firstReason: String?)
  /// The model refuses the payload only for want of what its package's code passes in
  /// `decoder.userInfo`: a test would fail for that, whatever the payload holds.
  case needsContext(model: String, refusal: String)
  /// A scenario matrix varies one object, and the model is a map, or a list or map of plain values.
  case collectionScenario(model: String)

  public var description: String {
    switch self {
    case .scenarioIsNotAnObject(let name):
      "scenario '\(name)' is not a JSON object, so no fragment can express it; export it as a single state test instead"
    case .nothingCompared(let model, let reason):
      "no key of \(model)'s payload is tied to a model property"
        + (reason.map { " (\($0))" } ?? "")
        + ", so its test would compare nothing: no test was written; the comparison of a fixture shows why each key is not compared"
    case .collectionScenario(let model):
      "a scenario matrix varies one object, and \(model) is a map or holds plain values; export its payloads one by one"
    case .needsContext(let model, let refusal):
      "\(model) refuses this payload only for want of the context its package's code passes in decoder.userInfo, "
        + "so its test would fail whatever the payload holds: no test was written; name a decoder of the package "
        + "that holds that context (\"decoder\" in fixture-workbench.json) and export again. The refusal: \(refusal)"
    }
  }
}
