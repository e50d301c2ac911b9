import FixtureEngine
import Foundation
import FuzzTargets
import JSONFragment
import SwiftTypeCheck
import Testing

/// The code the Swift code fuzz target writes for hostile key names and payloads type-checks.
@Suite(.serialized)
struct SwiftCodeFuzzingTests {
  static let hostileInputs = [
    #"{"class": "x", "2fa": true, "content-type": "a", "ä b": 1.5, "🔥": null, "": [1], "a_b": ["s"], "aB": 0, "keys": 1, "Model": "m", "Type": false}"#,
    ##"{"say \"hi\" \\(x)": "\u0000\u2028\"\\(1)", "self": "", "init": 3, "_": 1e3, "__": -0, "1": [], "#if": "#endif"}"##,
    #"{"name": 9, "types": "fire", "height": [true], "id": null}"#,
    #"{"n": 1e400, "m": -12345678901234567890, "tiny": 5e-324, "x": 0.1, "big": 18446744073709551616}"#,
    #"[1, {"a": 2}]"#,
    // Found by fuzzing: 500 nested arrays written as one Swift literal took the type-checker minutes.
    String(repeating: "[", count: 500) + String(repeating: "]", count: 500),
    #"{"deep": "# + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}",
  ]

  @Test func hostileInputsExportOneFolderEachWithTypesNamedAfterTheInput() throws {
    let first = SwiftCodeFuzzing.export(Data(Self.hostileInputs[0].utf8))
    let second = SwiftCodeFuzzing.export(Data(Self.hostileInputs[1].utf8))
    #expect(first.contains { $0.name.hasPrefix("Keys") && $0.name.hasSuffix("Fragment.swift") })
    #expect(Set(first.map(\.name)).isDisjoint(with: second.map(\.name).filter { !$0.contains("+JSONRepresentable") }))
    #expect(SwiftCodeFuzzing.export(Data("not json".utf8)).isEmpty)
  }

  @Test func exportingIsDeterministic() {
    for input in Self.hostileInputs {
      #expect(SwiftCodeFuzzing.disagreement(in: Data(input.utf8)).problem == nil)
    }
  }

  @Test func generatedCodeForHostileKeysAndPayloadsTypeChecks() throws {
    var target = GeneratedTarget()
    for input in Self.hostileInputs {
      target.add(SwiftCodeFuzzing.export(Data(input.utf8)))
    }
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")")
  }
}
