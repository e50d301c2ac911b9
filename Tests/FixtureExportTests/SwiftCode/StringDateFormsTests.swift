import JSONFragment
import Testing

@testable import FixtureExport

/// A date a model parses from text is exported as a `Date` in the form the sample writes it: the
/// strategy that reads the text and writes it back unchanged.
struct StringDateFormsTests {
  @Test(arguments: [
    ("2021-06-14T08:15:30Z", JSONDateStrategy.iso8601),
    ("2024-03-15 10:02:11", .formatted("yyyy-MM-dd HH:mm:ss")),
    ("2024-12-25", .formatted("yyyy-MM-dd")),
    ("24.12.2026", .formatted("dd.MM.yyyy")),
  ])
  func theSamplesOwnFormIsFound(text: String, strategy: JSONDateStrategy) {
    #expect(StringDateForms.strategy(writing: .string(text)) == strategy)
  }

  @Test(arguments: ["", "soon", "2024-13-45", "14 Aug 2026"])
  func textThatIsNoDateInAKnownFormHasNone(text: String) {
    #expect(StringDateForms.strategy(writing: .string(text)) == nil)
  }
}
