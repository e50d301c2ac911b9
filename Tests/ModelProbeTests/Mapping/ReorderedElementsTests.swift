import Foundation
import JSONFragment
import JSONTrace
import Testing

@testable import ModelProbe

/// A model that keeps a list's elements in an order of its own (sorted as it decodes) holds every
/// value of each: they are normalized, with the position it keeps each at, not mismatches.
struct ReorderedElementsTests {
  struct Attachment: Decodable {
    var id: String
    var width: Int
  }

  /// A scheduled post that sorts its attachments by the ids its parameters list.
  struct Scheduled: Decodable {
    var order: [String]
    var attachments: [Attachment]

    enum CodingKeys: String, CodingKey { case order, attachments }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let order = try container.decode([String].self, forKey: .order)
      self.order = order
      attachments = try container.decode([Attachment].self, forKey: .attachments).sorted {
        (order.firstIndex(of: $0.id) ?? .max) < (order.firstIndex(of: $1.id) ?? .max)
      }
    }
  }

  static let inOrder = #"{"order": ["a", "b"], "attachments": [{"id": "a", "width": 1}, {"id": "b", "width": 2}]}"#
  static let sorted = #"{"order": ["b", "a"], "attachments": [{"id": "a", "width": 1}, {"id": "b", "width": 2}]}"#

  @Test func elementsTheModelSortsAreNormalizedByTheirPosition() throws {
    let verdicts = try CheckedKeyTests.inspected(Scheduled.self, Self.sorted, fixtures: [Self.inOrder, Self.sorted])
    #expect(verdicts["attachments[0].id"] == .normalized(ModelComparison.reorderedRule(at: 1)))
    #expect(verdicts["attachments[1].width"] == .normalized(ModelComparison.reorderedRule(at: 0)))
    #expect(verdicts["order[0]"] == .match)
    #expect(!verdicts.values.contains(.mismatch))
  }

  @Test func anElementTheModelDoesNotHoldIsStillAMismatch() throws {
    struct Changed: Decodable {
      var attachments: [Attachment]
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Scheduled.CodingKeys.self)
        attachments = try container.decode([Attachment].self, forKey: .attachments).reversed().map {
          Attachment(id: $0.id, width: $0.width + 1)
        }
      }
    }
    let verdicts = try CheckedKeyTests.inspected(Changed.self, Self.inOrder, fixtures: [Self.inOrder])
    #expect(verdicts["attachments[0].width"] == .mismatch)
    #expect(!verdicts.values.contains { if case .normalized = $0 { true } else { false } })
  }
}
