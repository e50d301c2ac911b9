import Foundation
import Testing

@testable import FixtureAssignment

/// Each rule is stated once, and its examples are its tests: the file names it reads, and those
/// it must not read.
struct AssignmentRuleTests {
  @Test(arguments: AssignmentRule.all.flatMap { rule in rule.examples.map { (rule.id, $0) } })
  func eachExampleReadsAsItsRuleSays(_ id: AssignmentRule.ID, _ example: AssignmentRule.Example) {
    let index = ModelNameIndex(example.models.map { ($0, $0, example.module) })
    let reading = index.reading(example.stem)
    let named = reading.map { reading in
      let model = example.models[reading.position]
      return reading.plural ? "[\(model)]" : model
    }
    #expect(named == example.names, "\(id.rawValue): \(example.stem) among \(example.models)")
    if let reading, id != .pluralName {
      #expect(reading.rule == id, "\(example.stem) was read by \(reading.rule.rawValue)")
    }
  }

  @Test func everyRuleIsStatedWithItsJustification() {
    #expect(AssignmentRule.all.map(\.id) == AssignmentRule.ID.allCases)
    for rule in AssignmentRule.all {
      #expect(!rule.summary.isEmpty && !rule.justification.isEmpty, "\(rule.id.rawValue)")
    }
    let nameRules: [AssignmentRule.ID] = [.leadingName, .subjectName, .abbreviatedName, .pluralName]
    for id in nameRules {
      let examples = AssignmentRule.rule(id).examples
      #expect(examples.contains { $0.names != nil }, "\(id.rawValue) has no example it reads")
    }
  }

  /// The DocC article states every rule by its name, as `lint --explain` prints it.
  @Test func theArticleStatesEveryRule() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Sources/FixtureAssignment/FixtureAssignment.docc/FixtureAssignment.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    let flowing = words(text)
    for rule in AssignmentRule.all {
      #expect(text.contains("### `\(rule.id.rawValue)`"), "the article does not state \(rule.id.rawValue)")
      #expect(flowing.contains(words(rule.summary)), "the article states \(rule.id.rawValue) otherwise")
    }
  }
}
