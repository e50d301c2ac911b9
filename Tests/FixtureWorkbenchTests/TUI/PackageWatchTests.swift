import Testing

@testable import FixtureWorkbench

/// What the app shows of a build that failed: the compiler's errors, each once.
struct PackageWatchTests {
  @Test func theCompilersErrorsComeEachOnceAndProgressLinesNever() {
    let output = """
      workbench: building Shop to read its models…
      [1/4] Compiling Shop Merchant.swift
      Sources/Shop/Merchant.swift:64:17: error: cannot convert value of type 'String' to specified type 'Int'
      62 |   }
      64 | let oops: Int = "x"
         |                 `- error: cannot convert value of type 'String' to specified type 'Int'
      Sources/Shop/Merchant.swift:64:17: error: cannot convert value of type 'String' to specified type 'Int'
      Sources/Shop/Order.swift:3:9: error: cannot find type 'Strin' in scope
      workbench: Shop does not build: fix the errors above, then run workbench again
      """
    #expect(
      PackageWatch.firstErrors(in: output) == [
        "Sources/Shop/Merchant.swift:64:17: error: cannot convert value of type 'String' to specified type 'Int'",
        "Sources/Shop/Order.swift:3:9: error: cannot find type 'Strin' in scope",
      ])
  }

  @Test func withoutACompilerErrorTheLastLinesAreShown() {
    let output = "workbench: fixture-workbench.json:3:12: \"decoding\" must be an object\n[0/1] Planning build\n"
    #expect(
      PackageWatch.firstErrors(in: output) == ["workbench: fixture-workbench.json:3:12: \"decoding\" must be an object"]
    )
  }
}
