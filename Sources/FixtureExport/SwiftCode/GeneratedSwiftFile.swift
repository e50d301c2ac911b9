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

  public var description: String {
    switch self {
    case .scenarioIsNotAnObject(let name):
      "scenario '\(name)' is not a JSON object, so no fragment can express it; export it as a single state test instead"
    }
  }
}
