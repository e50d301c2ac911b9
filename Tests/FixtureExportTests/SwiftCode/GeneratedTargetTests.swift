import FixtureEngine
import FixtureExport
import SwiftTypeCheck
import Testing

struct GeneratedTargetTests {
  @Test func aFileThatDoesNotCompileIsReported() throws {
    var target = GeneratedTarget()
    target.add([
      GeneratedSwiftFile(name: "Broken.swift", contents: "import JSONFragment\nlet field: Field<Int> = \"six\"\n")
    ])
    let errors = try #require(try target.typeCheckErrors())
    #expect(errors.contains("error"))
  }
}
