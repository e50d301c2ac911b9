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

  @Test func tryGoesInsideTheCall() {
    let fragment = TrainerFragment()
    let report = expectMatch(fragment, try JSONDecoder().decode(Trainer.self, from: fragment.jsonData()))
    #expect(report.isMatch)
  }

  @Test func anErrorThrownInsideTheCallIsOneIssue() {
    withKnownIssue {
      expectMatchOfABrokenDecoding()
    } matching: { issue in
      issue.error is BrokenDecoding
    }
  }

  @Test func mismatchesAreOneIssueWithACompactDiffOfOnlyTheDifferingPaths() throws {
    let fragment = TrainerFragment()
    var trainer = try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
    trainer.name = "Gary"
    trainer.badges[0].gym = nil
    var report = ComparisonReport([])
    withKnownIssue {
      report = expectMatch(fragment, trainer)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        expectMatch failed: the model differs from the fragment at 2 key paths

          − name: "Ash"
          + name: "Gary"
          − badges[0].gym: "Pewter"
          + badges[0].gym: nil

        (Expected: −, Actual: +)
        """
    }
    #expect(report.mismatches.count == 2)
  }

  @Test func theMessageLeadsTheIssue() throws {
    let fragment = TrainerFragment()
    var trainer = try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
    trainer.wins = 99
    withKnownIssue {
      expectMatch(fragment, trainer, "after the season")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("expectMatch failed: after the season\n") && text.contains("+ wins: 99")
    }
  }

  @Test func documentsReportMismatchesOfTheirElements() throws {
    let document = [BadgeFragment(), BadgeFragment(name: "Cascade", gym: "Cerulean")].toJSONArray()
    var badges = try JSONDecoder().decode([Trainer.Badge].self, from: document.data())
    badges[1].name = "Soul"
    withKnownIssue {
      expectMatch(document, badges)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"+ [1].name: "Soul""#)
    }
  }
}

/// The error of a decoding that cannot succeed.
struct BrokenDecoding: Error {}

/// A decoding that throws, to prove an error thrown inside `expectMatch` is recorded.
func brokenDecoding() throws -> Trainer {
  throw BrokenDecoding()
}

/// `expectMatch` with a `try` inside the call. (A closure that contains `try`, even inside an
/// autoclosure, is inferred to throw, so the tests call this from their closures.)
func expectMatchOfABrokenDecoding() {
  expectMatch(TrainerFragment(), try brokenDecoding(), "decoding the trainer")
}
