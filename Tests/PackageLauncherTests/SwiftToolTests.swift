import Testing

@testable import PackageLauncher

/// Running swift and the launcher: time limits, and what is shown of a build's output.
struct SwiftToolTests {
  /// The launcher lists the models by making the package's decoders, code of the user's: one that
  /// never returns must not keep the workbench waiting.
  @Test func aRunPastItsTimeLimitIsKilledAndSaysSo() throws {
    let stuck = try SwiftTool(executable: "/bin/sleep").run(["30"], in: "/", timeLimit: .milliseconds(200))
    #expect(stuck.timedOut)
    #expect(!stuck.succeeded)
    let quick = try SwiftTool(executable: "/bin/echo").run(["listed"], in: "/", timeLimit: .seconds(30))
    #expect(!quick.timedOut)
    #expect(quick.succeeded && quick.output == "listed\n")
  }

  @Test func aBuildFolderMovedWithItsPackageIsToldFromACompileError() {
    let moved = """
      <module-includes>:1:10: note: in file included from <module-includes>:1:
      error: module file '/old/place/.build/debug/ModuleCache/ABC/SwiftShims-1.pcm' was compiled with module cache path '/old/place/.build/debug/ModuleCache/ABC', but the path is currently '/new/place/.build/debug/ModuleCache/ABC'
      """
    #expect(CompilerErrors.isFromAMovedBuild(moved))
    #expect(!CompilerErrors.isFromAMovedBuild("/p/Sources/Shop/Broken.swift:1:48: error: cannot convert value"))
  }

  @Test func errorsComeFirstWithTheirCodeAndTheWarningsAreCounted() {
    let warnings = (1...40).map { "/p/Sources/Shop/W\($0).swift:\($0):1: warning: var 'x' was never mutated" }
    let output =
      (["[1/9] Compiling Shop W.swift"] + warnings + [
        "/p/Sources/Shop/W1.swift:1:1: note: change 'var' to 'let'",
        "/p/Sources/Shop/Order.swift:7:12: error: cannot find 'Totl' in scope",
        " 7 |   let sum = Totl()",
        "   |             `- error: cannot find 'Totl' in scope",
        "/p/Sources/Shop/W2.swift:2:1: warning: var 'x' was never mutated",
        "/p/Sources/Shop/Item.swift:3:9: error: missing return",
        "error: emit-module command failed with exit code 1 (use -v to see invocation)",
        "/p/Sources/Shop/Order.swift:7:12: error: cannot find 'Totl' in scope",
      ]).joined(separator: "\n")
    let report = CompilerErrors.report(in: output)
    #expect(
      report.errors == """
        /p/Sources/Shop/Order.swift:7:12: error: cannot find 'Totl' in scope
         7 |   let sum = Totl()
           |             `- error: cannot find 'Totl' in scope
        /p/Sources/Shop/Item.swift:3:9: error: missing return
        """)
    #expect(report.warnings == 40)
  }

  @Test func theFirstErrorsAreShownOnce() {
    let output = """
      [3/9] Compiling Shop Order.swift
      /p/Sources/Shop/Broken.swift:1:48: error: cannot convert value
      1 | struct Broken { var x: Int = "no" }
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      /p/Sources/Shop/Broken.swift:1:48: error: cannot convert value
      1 | struct Broken { var x: Int = "no" }
      """
    #expect(
      CompilerErrors.first(in: output)
        == "/p/Sources/Shop/Broken.swift:1:48: error: cannot convert value\n1 | struct Broken { var x: Int = \"no\" }")
  }
}
