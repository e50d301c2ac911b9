import Foundation
import Testing

/// Runs the real `workbench` binary that `swift test` built, as a user's shell would.
struct WorkbenchBinaryTests {
  @Test func formatsABundledFixture() throws {
    let run = try run(["fmt", "Workspaces/Pokedex/Fixtures/pikachu.json"])
    #expect(run.status == 0)
    #expect(run.output == "{\n  \"baseType\": \"electric\",\n  \"name\": \"Pikachu\",\n  \"pokedexIndex\": 25\n}\n")
  }

  @Test func checkPassesOnAFormattedFixtureAndFailsOnAnother() throws {
    #expect(try run(["fmt", "--check", "Workspaces/Pokedex/Fixtures/charizard.json"]).status == 0)
    let failing = try run(["fmt", "--check", "Workspaces/Pokedex/Fixtures/pikachu.json"])
    #expect(failing.status == 1)
    #expect(failing.errors.contains("pikachu.json: not formatted"))
  }

  @Test func invalidInputOnStandardInputExitsOne() throws {
    let run = try run(["fmt", "-"], input: "[1, 2")
    #expect(run.status == 1)
    #expect(run.errors == "<stdin>:1:6: unexpected end of input; expected ',' or ']' after an array element\n")
  }

  @Test func usageErrorsExitTwo() throws {
    let noFiles = try run(["fmt"])
    #expect(noFiles.status == 2)
    #expect(noFiles.errors.contains("Name at least one JSON file"))
    #expect(try run(["fmt", "--bogus", "x.json"]).status == 2)
    #expect(try run(["frobnicate"]).status == 2)
  }

  @Test func helpExitsZero() throws {
    let help = try run(["fmt", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--check"))
  }

  @Test func writeRewritesARealFileInPlace() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fmt-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("team.json")
    try Data(#"[{"name":"Pikachu"}]"#.utf8).write(to: file)
    #expect(try run(["fmt", "--write", file.path]).status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == "[\n  {\n    \"name\": \"Pikachu\"\n  }\n]\n")
    #expect(try run(["fmt", "--check", file.path]).status == 0)
    #expect(try run(["fmt", "--check", "--write", file.path]).status == 2)
  }

  @Test func handlesAThirtyMegabyteFile() throws {
    let record =
      #"{"id":123456,"name":"Charizard é","types":["fire","flying"],"stats":{"hp":78,"speed":100.5},"legendary":false,"note":null}"#
    var text = "["
    text.reserveCapacity(31_000_000)
    var count = 0
    while text.utf8.count < 30_000_000 {
      if count > 0 { text += "," }
      text += record
      count += 1
    }
    text += "]"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("fmt-30mb-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let compact = try run(["fmt", "--compact", file.path])
    #expect(compact.status == 0)
    #expect(compact.output.utf8.count == text.utf8.count + 1)
    let pretty = try run(["fmt", file.path])
    #expect(pretty.status == 0)
    #expect(pretty.output.hasSuffix("  }\n]\n"))
  }
}
