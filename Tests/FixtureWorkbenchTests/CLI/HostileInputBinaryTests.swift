import Foundation
import Testing

/// Bad input given to the real `workbench` binary: each gives a `FILE:LINE:COLUMN: message` or a
/// message naming the file, and the documented exit status; never a crash or a hang.
struct HostileInputBinaryTests {
  let binary = WorkbenchBinaryTests()
  static let inspectPokemon = ["--workspace", "Pokedex", "--model", "Pokemon"]

  /// A file holding `bytes` in a folder of its own; `remove()` deletes both.
  struct ScratchFile {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    let path: String

    init(_ name: String, _ bytes: Data) throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      path = folder.appendingPathComponent(name).path
      try bytes.write(to: URL(fileURLWithPath: path))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  static let pngHeader = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])

  static func randomBytes(_ count: Int) -> Data {
    var generator = SystemRandomNumberGenerator()
    var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    bytes[0] = 0xA4  // never a byte a JSON text may start with
    return Data(bytes)
  }

  static let cases: [(name: String, bytes: Data, location: String, message: String)] = [
    ("empty.json", Data(), "1:1", "the input is empty; expected a JSON value"),
    ("random.bin", randomBytes(4096), "1:1", "unexpected byte 0xA4 (byte offset 0); expected a value"),
    ("header.png", pngHeader, "1:1", "unexpected byte 0x89 (byte offset 0); expected a value"),
    (
      "latin1.json", Data(#"{"name": "Pik"#.utf8) + Data([0xFF]) + Data(#"chu"}"#.utf8), "1:14",
      "invalid UTF-8 byte 0xFF at byte offset 13; save the file as UTF-8"
    ),
    (
      "deep.json", Data(String(repeating: "[", count: 100_000).utf8), "1:513",
      "arrays and objects are nested deeper than 512 levels"
    ),
  ]

  @Test(arguments: cases.indices)
  func invalidInputGivesFileLineColumnAndExitsOne(index: Int) throws {
    let (name, bytes, location, message) = Self.cases[index]
    let file = try ScratchFile(name, bytes)
    defer { file.remove() }
    let expected = "\(file.path):\(location): \(message)\n"

    let formatted = try binary.run(["fmt", file.path])
    #expect(formatted.status == 1)
    #expect(formatted.errors == expected)
    #expect(formatted.output.isEmpty)

    let inspected = try binary.run(["inspect", file.path] + Self.inspectPokemon)
    #expect(inspected.status == 1)
    #expect(inspected.errors == expected)
    #expect(inspected.output.contains("verdict: not JSON: \(location): \(message)"))

    let checked = try binary.run(["fmt", "--check", file.path])
    #expect(checked.status == 1)
  }

  @Test func aFiftyMegabyteStringIsFormattedWhole() throws {
    let value = String(repeating: "é", count: 25_000_000)  // 50,000,000 bytes of UTF-8
    let file = try ScratchFile("long.json", Data(#"{"name":"\#(value)"}"#.utf8))
    defer { file.remove() }
    let run = try binary.run(["fmt", file.path])
    #expect(run.status == 0)
    #expect(run.output.utf8.count == 50_000_000 + "{\n  \"name\": \"\"\n}\n".utf8.count)
    #expect(run.output.hasPrefix("{\n  \"name\": \"éé"))
  }

  @Test func aLongStringIsInspectedAndShownShortened() throws {
    let value = String(repeating: "x", count: 10_000_000)
    let file = try ScratchFile("long.json", Data(#"{"name":"\#(value)","baseType":"fire","pokedexIndex":6}"#.utf8))
    defer { file.remove() }
    let run = try binary.run(["inspect", file.path, "--all"] + Self.inspectPokemon)
    #expect(run.status == 0)
    #expect(run.output.contains("comparison: 3 of 3 values match the model"))
    #expect(run.output.contains("… (9999802 more characters)"), "\(run.output.prefix(500))")
    #expect(run.output.utf8.count < 2_000)
  }

  /// `JSONDecoder` refuses a number its property's type cannot hold as "not valid JSON" at the
  /// root; the tracer names the field, its line and column.
  @Test(arguments: ["1e400", "-1e400", "123456789012345678901234567890", "9223372036854775808"])
  func aNumberBeyondIntIsNamedByTheTracer(number: String) throws {
    let file = try ScratchFile(
      "number.json", Data(#"{"baseType": "fire", "name": "Mew", "pokedexIndex": \#(number)}"#.utf8))
    defer { file.remove() }
    let run = try binary.run(["inspect", file.path] + Self.inspectPokemon)
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "verdict: does not decode; JSONDecoder stops at 1:1: $: JSONDecoder refuses the payload as not valid JSON, though it is JSON"
      ))
    #expect(
      run.output.contains("failing fields: 1\n  1:53  pokedexIndex  invalid value  \(number) does not fit in Int\n"),
      "\(run.output)")
    #expect(try binary.run(["fmt", "--compact", file.path]).output.contains("\"pokedexIndex\":\(number)}"))
  }

  @Test func duplicateKeysAreKeptByFmtAndWarnedAboutByInspect() throws {
    let file = try ScratchFile(
      "twice.json",
      Data(#"{"name": "Mew", "baseType": "psychic", "name": "Mewtwo", "baseType": "fire", "pokedexIndex": 151}"#.utf8))
    defer { file.remove() }
    let formatted = try binary.run(["fmt", "--compact", file.path])
    #expect(formatted.status == 0)
    #expect(
      formatted.output == #"{"name":"Mew","baseType":"psychic","name":"Mewtwo","baseType":"fire","pokedexIndex":151}"#
        + "\n")

    let run = try binary.run(["inspect", file.path] + Self.inspectPokemon)
    #expect(
      run.errors == """
        \(file.path):1:10: warning: name appears 2 times in one object; JSONDecoder reads the first (here) and ignores the others; remove the repeats
        \(file.path):1:29: warning: baseType appears 2 times in one object; JSONDecoder reads the first (here) and ignores the others; remove the repeats

        """)
    // The first baseType, "psychic", is what JSONDecoder reads: not a case of Pokemon.Kind.
    #expect(run.status == 1)
    #expect(run.output.contains("unknown enum value  the string \"psychic\" is not a case of"), "\(run.output)")
  }
}
