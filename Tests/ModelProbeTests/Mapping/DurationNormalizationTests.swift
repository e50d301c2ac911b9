import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A model that reads a duration from text (`"1.5s"`, protobuf's JSON form) or from a number of
/// seconds keeps what the payload meant: the value is normalized, not a mismatch.
struct DurationNormalizationTests {
  @Test(arguments: [
    ("1s", Duration.seconds(1)), ("1.5s", .milliseconds(1500)), ("250ms", .milliseconds(250)),
    ("2m", .seconds(120)), ("0.000000001s", .nanoseconds(1)), ("3h", .seconds(10_800)),
  ])
  func textWithAUnitIsADuration(text: String, duration: Duration) {
    #expect(DurationText.duration(text) == duration)
    #expect(Normalization.rule(from: .string(text), to: duration) == "a duration read from a string")
  }

  @Test func otherTextIsNone() {
    #expect(DurationText.duration("s") == nil)
    #expect(DurationText.duration("soon") == nil)
    #expect(Normalization.rule(from: "2s", to: Duration.seconds(1)) == nil)
  }

  @Test func aNumberOfSecondsOrMillisecondsIsADuration() throws {
    let seconds = try #require(JSONNumber(text: "90"))
    #expect(Normalization.rule(from: .number(seconds), to: Duration.seconds(90)) == "a duration read from a number")
    #expect(
      Normalization.rule(from: .number(seconds), to: Duration.milliseconds(90)) == "a duration read from a number")
    #expect(Normalization.rule(from: .number(seconds), to: Duration.seconds(91)) == nil)
  }
}

/// A policy that reads its delay from protobuf's duration text.
struct RetryDelay: Decodable, Sendable {
  var attempts: Int
  var delay: Duration

  enum CodingKeys: String, CodingKey { case attempts, delay }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    attempts = try container.decode(Int.self, forKey: .attempts)
    let text = try container.decode(String.self, forKey: .delay)
    guard let delay = DurationText.duration(text) else {
      throw DecodingError.dataCorruptedError(forKey: .delay, in: container, debugDescription: "not a duration")
    }
    self.delay = delay
  }
}

struct DurationPropertyTests {
  @Test func aDurationPropertyIsComparedWhole() throws {
    let payload = #"{"attempts": 3, "delay": "1.5s"}"#
    let verdicts = try IdiomComparisonTests.verdicts(RetryDelay.self, payload, samples: [payload])
    #expect(verdicts == ["attempts match", "delay normalized"])
  }
}
