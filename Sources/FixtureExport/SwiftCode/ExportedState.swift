import FixtureEngine
import Foundation
import JSONCore

/// What a generated state test was exported from, recorded in its header so that a later
/// `lint --fix` can write it again once the model changes: the state's name and payload, the
/// test framework, and the path it was expected to fail at (`nil` when it was expected to decode).
public struct ExportedState: Sendable, Hashable {
  /// The state's name (`stable-release`).
  public var name: String
  /// The payload the test composes.
  public var payload: JSONValue
  /// The framework of the test.
  public var framework: TestFramework
  /// The first failing path the test expects, or `nil` for a test of a payload that decodes.
  public var failsAt: String?

  /// A state as an export records it.
  public init(name: String, payload: JSONValue, framework: TestFramework, failsAt: String?) {
    self.name = name
    self.payload = payload
    self.framework = framework
    self.failsAt = failsAt
  }

  /// Starts the header line that records the state.
  static let marker = "// Exported state: "

  /// The header line that records the state, ending in a newline.
  var headerLine: String {
    var members: [JSONMember] = [
      JSONMember("name", .string(name)), JSONMember("framework", .string(framework.rawValue)),
    ]
    if let failsAt { members.append(JSONMember("failsAt", .string(failsAt))) }
    members.append(JSONMember("payload", payload))
    return Self.marker + JSONValue.object(JSONObject(members)).compactText + "\n"
  }

  /// The state a generated state test records, or `nil` when `source` is not such a test (or was
  /// exported before tests recorded their state).
  public init?(inTestSource source: String) {
    guard let line = source.split(separator: "\n", maxSplits: 3).first(where: { $0.hasPrefix(Self.marker) }),
      let record = try? JSONParser.parse(Data(line.dropFirst(Self.marker.count).utf8)),
      case .string(let name)? = record["name"], case .string(let framework)? = record["framework"],
      let known = TestFramework(rawValue: framework), let payload = record["payload"]
    else { return nil }
    var failsAt: String?
    if case .string(let path)? = record["failsAt"] { failsAt = path }
    self.init(name: name, payload: payload, framework: known, failsAt: failsAt)
  }
}
