import Foundation
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// A long run's progress is one line rewritten on a terminal's standard error, wiped at the end,
/// and nothing at all where standard error is not a terminal.
struct ProgressLineTests {
  @Test func onATerminalTheLineIsRewrittenInPlaceAndWipedAtTheEnd() {
    let sandbox = Sandbox()
    var context = sandbox.context
    context.errorIsTerminal = true
    let line = ProgressLine(context: context, delay: .zero, interval: .zero)
    line.update("lint Shop: checking 1/2 fixtures")
    line.update("lint Shop: checking 2/2 fixtures")
    line.finish()
    #expect(
      sandbox.errorText
        == "\r\u{1B}[Kworkbench: lint Shop: checking 1/2 fixtures\r\u{1B}[Kworkbench: lint Shop: checking 2/2 fixtures\r\u{1B}[K"
    )
  }

  @Test func aQuickRunShowsNothing() {
    let sandbox = Sandbox()
    var context = sandbox.context
    context.errorIsTerminal = true
    let line = ProgressLine(context: context)
    line.update("lint Shop: checking 1/2 fixtures")
    line.finish()
    #expect(sandbox.errorText.isEmpty)
  }

  @Test func whereStandardErrorIsNoTerminalNothingIsWritten() {
    let sandbox = Sandbox()
    let line = ProgressLine(context: sandbox.context, delay: .zero, interval: .zero)
    line.update("lint Shop: checking 1/2 fixtures")
    line.finish()
    #expect(sandbox.errorText.isEmpty)
  }
}
