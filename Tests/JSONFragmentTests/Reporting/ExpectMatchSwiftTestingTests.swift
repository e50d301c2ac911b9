import Foundation
import JSONFragment
import Testing

struct ExpectMatchSwiftTestingTests {
  @Test func aMatchingModelRecordsNoIssue() throws {
    let fragment = TrainerFragment()
    let trainer = try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
    let report = expectMatch(fragment, trainer)
    #expect(report.isMatch)
  }

  @Test func eachMismatchRecordsOneIssueNamingItsPath() throws {
    let fragment = TrainerFragment()
    var trainer = try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
    trainer.name = "Gary"
    trainer.badges[0].gym = nil
    let expectedMessages = [
      #"at name: expected "Ash", got "Gary""#,
      #"at badges[0].gym: expected "Pewter", got nil"#,
    ]
    var report = ComparisonReport([])
    withKnownIssue {
      report = expectMatch(fragment, trainer)
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return expectedMessages.contains { message.contains($0) }
    }
    #expect(report.mismatches.count == 2)
  }

  @Test func documentsReportMismatchesOfTheirElements() throws {
    let document = [BadgeFragment(), BadgeFragment(name: "Cascade", gym: "Cerulean")].toJSONArray()
    var badges = try JSONDecoder().decode([Trainer.Badge].self, from: document.data())
    badges[1].name = "Soul"
    withKnownIssue {
      expectMatch(document, badges)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("[1].name")
    }
  }
}
