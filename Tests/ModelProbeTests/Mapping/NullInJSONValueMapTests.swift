import FixtureEngine
import Foundation
import ModelProbe
import Testing

/// A `null` held by a value of no fixed type (a map of JSON values, as `user_metadata` is) is
/// found by trying other kinds of value there, and compared like the rest.
struct NullInJSONValueMapTests {
  enum Loose: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case text(String)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let flag = try? container.decode(Bool.self) {
        self = .bool(flag)
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else {
        self = .text(try container.decode(String.self))
      }
    }
  }

  /// Described as `NSNull` is: `<null>`.
  enum Described: Decodable, Sendable, CustomStringConvertible {
    case empty
    case text(String)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      self = container.decodeNil() ? .empty : .text(try container.decode(String.self))
    }

    var description: String {
      switch self {
      case .empty: "<null>"
      case .text(let text): text
      }
    }
  }

  struct Profile: Decodable, Sendable {
    var id: Int
    var metadata: [String: Loose]
    var labels: [String: Described] = [:]
  }

  @Test func aNullInAMapOfLooseValuesIsCompared() {
    let model = WorkspaceModel.model(Profile.self)
    let inspection = model.inspect(
      Data(#"{"id": 7, "metadata": {"plan": "pro", "referrer": null}, "labels": {"a": null}}"#.utf8))
    #expect(inspection.decodes)
    let verdicts = Dictionary(uniqueKeysWithValues: inspection.comparison.map { ("\($0.path)", "\($0.verdict)") })
    #expect(verdicts["metadata.plan"] == "match", "\(inspection.comparison)")
    #expect(verdicts["metadata.referrer"] == "match", "\(inspection.comparison)")
    #expect(verdicts["labels.a"] == "match", "\(inspection.comparison)")
  }
}
