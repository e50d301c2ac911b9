import Foundation
import JSONFragment
import Testing

@testable import ModelProbe

/// A value the model keeps by a rule of its own is `normalized`, with the rule named; a value
/// lost or changed is still a mismatch.
struct NormalizationTests {
  @Test(arguments: [
    (JSONValue.string(""), nil as (any Sendable)?, "an empty string read as nil"),
    (.string("  "), nil, "a blank string read as nil"),
    (.null, 0 as (any Sendable)?, "null read as a default"),
    (.null, [Int]() as (any Sendable)?, "null read as a default"),
    (.string("12.50"), Decimal(string: "12.5")! as (any Sendable)?, "a number read from a string"),
    (.string("2"), 2 as (any Sendable)?, "a number read from a string"),
    (.string(" Ada "), "Ada" as (any Sendable)?, "a string read trimmed"),
    (.string("yes"), true as (any Sendable)?, "a boolean read from a string"),
    (.number(1), true as (any Sendable)?, "a number read as a boolean"),
    (.number(42), "42" as (any Sendable)?, "a number read as text"),
    (.string("2024-12-25"), Date(timeIntervalSince1970: 1_735_084_800) as (any Sendable)?, "a date read from a string"),
    (
      .string("2024-03-15T09:12:44Z"), Date(timeIntervalSince1970: 1_710_493_964) as (any Sendable)?,
      "a date read from a string"
    ),
    (
      .string("1574640000"), Date(timeIntervalSince1970: 1_574_640_000) as (any Sendable)?,
      "a date read from a string of a number"
    ),
    (
      .string("1740308876.000000"), Date(timeIntervalSince1970: 1_740_308_876) as (any Sendable)?,
      "a date read from a string of a number"
    ),
  ])
  func keptByTheModelsRule(value: JSONValue, actual: (any Sendable)?, rule: String) {
    #expect(Normalization.rule(from: value, to: actual) == rule)
  }

  @Test(arguments: [
    (JSONValue.string("Ada"), nil as (any Sendable)?),
    (.string("12.50"), Decimal(string: "12.6")! as (any Sendable)?),
    (.string("Ada"), "Bob" as (any Sendable)?),
    (.null, 7 as (any Sendable)?),
    (.number(2), true as (any Sendable)?),
    (.string("2024-12-25"), Date(timeIntervalSince1970: 0) as (any Sendable)?),
    (.string("1574640000"), Date(timeIntervalSince1970: 1_574_640_001.5) as (any Sendable)?),
  ])
  func lostOrChangedIsNoRule(value: JSONValue, actual: (any Sendable)?) {
    #expect(Normalization.rule(from: value, to: actual) == nil)
  }
}
