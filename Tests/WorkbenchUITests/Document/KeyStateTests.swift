import JSONFragment
import ModelProbe
import Testing

@testable import WorkbenchUI

/// The keys pane marks a value that is not what the schema expects (`[!]`): an `Int` enum's case
/// written as a number is what it expects.
struct KeyStateTests {
  let tier = SchemaType.enumeration(name: "Tier", cases: ["1", "2", "3"])

  @Test func anIntEnumsCaseIsAValueAndAnotherNumberIsNot() {
    #expect(KeyRows.state(of: .number(2), as: tier) == .value("2"))
    #expect(KeyRows.state(of: .number(7), as: tier) == .raw("7"))
  }
}
