import FixtureWorkbench
import Testing

struct JSONFileFormatterTests {
  @Test func prettyPrintsToStandardOutputWithATrailingNewline() {
    let memory = Sandbox(files: ["a.json": #"{"b":[1,2],"a":0.10}"#])
    let status = JSONFileFormatter(style: .pretty, mode: .print, context: memory.context).run(["a.json"])
    #expect(status == .success)
    #expect(memory.outputText == "{\n  \"b\": [\n    1,\n    2\n  ],\n  \"a\": 0.10\n}\n")
    #expect(memory.errorText.isEmpty)
  }

  @Test func compactAndStandardInput() {
    let memory = Sandbox(standardInput: "[ 1 ,\n 2 ]")
    let status = JSONFileFormatter(style: .compact, mode: .print, context: memory.context).run(["-"])
    #expect(status == .success)
    #expect(memory.outputText == "[1,2]\n")
  }

  @Test func invalidJSONIsReportedAsFileLineColumnAndExitsOne() {
    let memory = Sandbox(files: ["good.json": "1", "bad.json": "{\n  \"a\": 1,\n}"])
    let status = JSONFileFormatter(style: .pretty, mode: .print, context: memory.context).run(["bad.json", "good.json"])
    #expect(status == .failure)
    #expect(memory.errorText == "bad.json:3:1: trailing comma before '}'; remove the comma or add a member\n")
    #expect(memory.outputText == "1\n")
  }

  @Test func checkExitsOneForUnformattedFilesAndPrintsNothing() {
    let memory = Sandbox(files: ["ok.json": "{\n  \"a\": 1\n}\n", "messy.json": "{\"a\":1}"])
    let formatter = JSONFileFormatter(style: .pretty, mode: .check, context: memory.context)
    #expect(formatter.run(["ok.json"]) == .success)
    #expect(formatter.run(["ok.json", "messy.json"]) == .failure)
    #expect(memory.outputText.isEmpty)
    #expect(memory.errorText == "messy.json: not formatted; to fix it run: workbench fmt --write messy.json\n")
  }

  @Test func anUnreadableFileIsAnIOErrorWithStatusTwo() {
    let memory = Sandbox()
    let status = JSONFileFormatter(style: .pretty, mode: .print, context: memory.context).run(["missing.json"])
    #expect(status == .usageError)
    #expect(memory.errorText.hasPrefix("missing.json: cannot read the file: "))
  }

  @Test func writeReplacesOnlyFilesThatChange() {
    let memory = Sandbox(files: ["ok.json": "[]\n", "messy.json": "[1,\n2]"])
    let status = JSONFileFormatter(style: .pretty, mode: .write, context: memory.context).run(["ok.json", "messy.json"])
    #expect(status == .success)
    #expect(memory.file("messy.json") == "[\n  1,\n  2\n]\n")
    #expect(memory.file("ok.json") == "[]\n")
    #expect(memory.outputText.isEmpty)
  }

  @Test func writeLeavesAnInvalidFileUntouched() {
    let memory = Sandbox(files: ["bad.json": "[1,"])
    let status = JSONFileFormatter(style: .pretty, mode: .write, context: memory.context).run(["bad.json"])
    #expect(status == .failure)
    #expect(memory.file("bad.json") == "[1,")
  }
}
