import FixtureEngine
import Foundation
import JSONCore
import Testing

@testable import APIContract
@testable import ContractCheck

/// Two changes the model decodes each alone can be refused together: the pairwise rows find them,
/// and each refused row is narrowed to the two.
@Suite struct ChangesTogetherTests {
  /// Tracked by a number or a carrier: either may be missing, not both.
  struct Shipment: Decodable, Sendable {
    enum Status: String, Decodable, Sendable { case pending, sent }
    var id: Int
    var trackingNumber: String?
    var carrierCode: String?
    var note: String?
    var status: Status

    enum CodingKeys: String, CodingKey {
      case id, note, status
      case trackingNumber = "tracking_number"
      case carrierCode = "carrier_code"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(Int.self, forKey: .id)
      trackingNumber = try container.decodeIfPresent(String.self, forKey: .trackingNumber)
      carrierCode = try container.decodeIfPresent(String.self, forKey: .carrierCode)
      note = try container.decodeIfPresent(String.self, forKey: .note)
      status = try container.decode(Status.self, forKey: .status)
      guard trackingNumber != nil || carrierCode != nil else {
        throw DecodingError.dataCorruptedError(
          forKey: .carrierCode, in: container, debugDescription: "a shipment is tracked by a number or a carrier")
      }
    }
  }

  static let document = """
    openapi: 3.0.3
    info:
      title: Shipments
      version: "1.0"
    paths: {}
    components:
      schemas:
        Shipment:
          type: object
          required: [id, status]
          properties:
            id:
              type: integer
            tracking_number:
              type: string
              nullable: true
            carrier_code:
              type: string
              nullable: true
            note:
              type: string
            status:
              type: string
              enum: [pending, sent, lost]
    """

  private let workspace = Workspace(
    "Shipments", summary: "shipments", sourceFile: #filePath, models: [.model(Shipment.self, name: "Shipment")])

  @Test func twoChangesEachDecodedAloneAreRefusedTogether() throws {
    let report = workspace.checkContract(try ContractDocument(text: Self.document, file: "api.yaml"))
    let together = report.refusals.filter { !$0.together.isEmpty }
    // Absent or null, the number with the carrier: four pairs, each found once.
    let pairs = Set(
      together.map { refusal in
        Set(([refusal.change!] + refusal.together).map { "\($0.path) \($0.kind.rawValue)" })
      })
    #expect(
      pairs == [
        ["tracking_number absent", "carrier_code absent"], ["tracking_number absent", "carrier_code null"],
        ["tracking_number null", "carrier_code absent"], ["tracking_number null", "carrier_code null"],
      ])
    #expect(together.count == 4)
    // `lost` is refused alone, and so never made with another change.
    #expect(report.refusals.filter(\.together.isEmpty).map(\.allowance) == [#"allows "lost" (enum)"#])
    for refusal in together {
      let refused = workspace.models[0].inspect(Data(JSONPrinter.bytes(of: refusal.payload, style: .compact)))
      #expect(!refused.decodes)
      let from = try #require(refusal.from)
      #expect(workspace.models[0].inspect(Data(JSONPrinter.bytes(of: from, style: .compact))).decodes)
    }
    let schema = try #require(report.schemas.first { $0.title == "Shipment" })
    #expect(schema.together > 0)
  }

  /// The same rule, refused at the shipment as a whole: no field to begin narrowing at.
  struct WholeShipment: Decodable, Sendable {
    var shipment: Shipment

    init(from decoder: any Decoder) throws {
      do {
        shipment = try Shipment(from: decoder)
      } catch DecodingError.dataCorrupted(let context) {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: context.debugDescription))
      }
    }
  }

  @Test func aRowRefusedAtNoFieldIsNarrowedToItsPairToo() throws {
    let workspace = Workspace(
      "Shipments", summary: "shipments", sourceFile: #filePath,
      models: [.model(WholeShipment.self, name: "Shipment")])
    let report = workspace.checkContract(try ContractDocument(text: Self.document, file: "api.yaml"))
    let together = report.refusals.filter { !$0.together.isEmpty }
    #expect(together.count == 4)
    for refusal in together {
      #expect(
        Set(([refusal.change!] + refusal.together).map(\.path.description)) == ["tracking_number", "carrier_code"])
    }
  }

  @Test func aRefusalTogetherSaysBothChanges() throws {
    let report = workspace.checkContract(try ContractDocument(text: Self.document, file: "api.yaml"))
    let text = ContractText.text(report)
    let refusal = try #require(report.refusals.first { !$0.together.isEmpty })
    #expect(refusal.allowance.contains(" together with "))
    #expect(text.contains("      with: \(refusal.together[0].path) → "))
    #expect(refusal.payloadName.contains("-with-"))
  }

  @Test func everyTwoChangesOfOneObjectMeetAndNoneRefusedAloneIsPaired() throws {
    let change = { (path: JSONPath, kind: PayloadChange.Kind, value: JSONValue?) in
      PayloadChange(
        kind: kind, edits: [.init(path: path, value: value)], pointer: JSONPointer(), keyword: nil, allowance: "")
    }
    let changes = [
      change("a", .absent, nil), change("a", .null, .null), change("b", .absent, nil), change("b", .null, .null),
      change("c", .enumValue, .string("lost")), change("d.x", .null, .null), change("d.y", .absent, nil),
    ]
    let pairs = ChangePairs(changes, indices: Array(changes.indices), refusedAlone: [4])
    #expect(pairs.rows.allSatisfy { $0.count >= 2 && !$0.contains(4) })
    for (first, second) in [(0, 2), (0, 3), (1, 2), (1, 3), (5, 6)] {
      #expect(pairs.rows.contains { $0.contains(first) && $0.contains(second) }, "\(first) and \(second)")
    }
    // `d.x` and `d.y` are properties of `d`, not of the body: never made with `a` or `b`.
    #expect(!pairs.rows.contains { $0.contains(5) && $0.contains { $0 < 4 } })
    // Two choices of one property are never made at once.
    #expect(!pairs.rows.contains { $0.contains(0) && $0.contains(1) })
  }
}

/// A refusal names the Swift property its failing field feeds, through the model's own keys.
@Suite struct RefusalPropertyTests {
  @Test func aRefusalNamesTheSwiftPropertyOfItsField() throws {
    let workspace = Workspace(
      "Shipments", summary: "shipments", sourceFile: #filePath,
      models: [.model(ChangesTogetherTests.Shipment.self, name: "Shipment")])
    let report = workspace.checkContract(try ContractDocument(text: ChangesTogetherTests.document, file: "api.yaml"))
    let refusal = try #require(report.refusals.first { !$0.together.isEmpty })
    #expect(refusal.field == "Shipment.carrier_code")
    #expect(refusal.modelField == "Shipment.carrierCode")
    #expect(refusal.summary.hasPrefix("Shipment.carrier_code: api.yaml:"))
    #expect(
      refusal.summary.hasSuffix("; Shipment.carrierCode refuses it: a shipment is tracked by a number or a carrier"))
  }
}

extension RefusalPropertyTests {
  /// A value the model keeps in a wrapper of its own: a case it knows, or the raw value it does not.
  enum Lenient<Known: RawRepresentable & Decodable & Sendable>: Decodable, Sendable where Known.RawValue == String {
    case known(Known)
    case unknown(rawValue: String)

    init(from decoder: any Decoder) throws {
      let raw = try decoder.singleValueContainer().decode(String.self)
      self = Known(rawValue: raw).map(Self.known) ?? .unknown(rawValue: raw)
    }
  }

  struct Task: Decodable, Sendable {
    enum Priority: String, Decodable, Sendable { case low, high }
    var id: Int
    var priority: Lenient<Priority>
  }

  @Test func aWrappersOwnStorageIsNotTheField() throws {
    let document = """
      openapi: 3.0.3
      info:
        title: Tasks
        version: "1.0"
      paths: {}
      components:
        schemas:
          Task:
            type: object
            required: [id]
            properties:
              id:
                type: integer
              priority:
                type: string
                enum: [low, high]
      """
    let workspace = Workspace(
      "Tasks", summary: "tasks", sourceFile: #filePath, models: [.model(Task.self, name: "Task")])
    let report = workspace.checkContract(try ContractDocument(text: document, file: "api.yaml"))
    let refusal = try #require(report.refusals.first)
    #expect(report.refusals.count == 1)
    #expect(refusal.modelField == "Task.priority")
  }
}
