import Foundation
import GoldenRecording
import Testing
import WorkbenchUI

/// The keymap is the one place the app's keys are written: complete, without clashes, and the
/// source of the help overlay and the README's table.
struct KeymapTests {
  @Test func everyActionHasKeys() {
    let bound = Set(Keymap.bindings.flatMap { $0.actions.map(\.action) })
    #expect(Set(KeyAction.allCases).subtracting(bound).isEmpty)
    #expect(Keymap.bindings.allSatisfy { $0.actions.allSatisfy { !$0.keys.isEmpty } })
  }

  @Test func noKeyDoesTwoThingsInOneScope() {
    for scope in KeyBinding.Scope.allCases {
      let keys = Keymap.bindings.filter { $0.scopes.contains(scope) }.flatMap { $0.actions.flatMap(\.keys) }
      let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys
      #expect(repeated.isEmpty, "\(scope.rawValue): \(Array(repeated))")
    }
  }

  @Test func aKeyLooksUpItsActionInTheFirstScopeThatBindsIt() {
    #expect(Keymap.action(for: .character("n"), in: [.keysPane]) == .toggleNull)
    #expect(Keymap.action(for: .character("n"), in: [.jsonPane]) == .nextMatch)
    #expect(Keymap.action(for: .character("j"), in: [.moving]) == .down)
    #expect(Keymap.action(for: .right, in: [.lists]) == .open)
    #expect(Keymap.action(for: .character("Z"), in: KeyBinding.Scope.allCases) == nil)
  }

  /// The help overlay fits the smallest terminal the app is used in, 80 by 24, with its box.
  @Test func theHelpFitsEightyByTwentyFour() {
    let lines = Keymap.helpLines(width: 80 - 8)
    #expect(lines.count <= 24 - 4)
    #expect(lines.allSatisfy { TextWidth.of($0) <= 80 - 8 })
    for binding in Keymap.bindings {
      #expect(lines.contains { $0.contains(binding.help) }, "\(binding.help) is in the help")
      #expect(TextWidth.of(binding.help) <= Keymap.helpWidth, "\(binding.help) fits its column")
      #expect(TextWidth.of(binding.label) <= Keymap.labelWidth, "\(binding.label) fits its column")
    }
  }

  /// The README's table of keys is the keymap's: `WORKBENCH_RECORD=1` writes it after a change.
  @Test func theReadmesTableIsTheKeymaps() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../README.md"
    ).standardizedFileURL
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = "<!-- keymap:begin -->\n"
    let end = "<!-- keymap:end -->"
    let start = try #require(text.range(of: begin), "README.md has no \(begin)")
    let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), "no \(end)")
    let table = Keymap.markdown + "\n"
    if String(text[start.upperBound..<stop.lowerBound]) != table {
      if GoldenRecording.isOn {
        try (text[..<start.upperBound] + table + text[stop.lowerBound...]).write(
          to: readme, atomically: true, encoding: .utf8)
      } else {
        Issue.record("README.md's key table is not the keymap's: run \(GoldenRecording.variable)=1 ./dev test")
      }
    }
  }
}
