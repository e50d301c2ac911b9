import FixtureWorkbench
import JSONTrace
import ModelProbe
import Testing

/// How a command's report words the dates hint: the flag that tries the strategy, quoted for the
/// shell.
@Suite struct DatesHintWordingTests {
  @Test func aNamedStrategyIsPassedAsItIs() {
    #expect(
      DatesHint.commandLineMessage(for: .secondsSince1970)
        == #"dates look like seconds since 1970: set "dates": "secondsSince1970" in fixture-workbench.json, or pass --dates secondsSince1970"#
    )
  }

  @Test func aFormatIsQuotedForTheShellAndForJSON() {
    #expect(
      DatesHint.commandLineMessage(for: .formatted("yyyy-MM-dd'T'HH:mm:ss"))
        == #"dates look like text in the format yyyy-MM-dd'T'HH:mm:ss: set "dates": "yyyy-MM-dd'T'HH:mm:ss" in fixture-workbench.json, or pass --dates 'yyyy-MM-dd'\''T'\''HH:mm:ss'"#
    )
  }
}
