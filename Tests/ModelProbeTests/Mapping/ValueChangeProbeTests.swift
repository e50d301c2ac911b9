import FixtureEngine
import Foundation
import JSONFragment
import Testing

@testable import ModelProbe

/// Keys that made-up values cannot map (the model parses them itself, or refuses the sentinel)
/// are learned from a real payload, one value changed at a time.
struct ValueChangeProbeTests {
  struct Receipt: Decodable {
    var number: String
    var issued: Date
    var total: Decimal
    var note: String?
    var tip: Amount?
    var fee: Amount

    struct Amount: Decodable {
      var value: Decimal
      init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Decimal(string: text), text.contains(".") else {
          throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
        }
        self.value = value
      }
    }

    enum CodingKeys: String, CodingKey { case number, issued, total, note, tip, fee }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      number = try container.decode(String.self, forKey: .number)
      let day = try container.decode(String.self, forKey: .issued)
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withFullDate]
      guard let issued = formatter.date(from: day) else {
        throw DecodingError.dataCorruptedError(forKey: .issued, in: container, debugDescription: day)
      }
      self.issued = issued
      let total = try container.decode(String.self, forKey: .total)
      guard let amount = Decimal(string: total), total.contains(".") else {
        throw DecodingError.dataCorruptedError(forKey: .total, in: container, debugDescription: total)
      }
      self.total = amount
      let note = try container.decodeIfPresent(String.self, forKey: .note) ?? ""
      self.note = note.isEmpty ? nil : note
      tip = try container.decodeIfPresent(Amount.self, forKey: .tip)
      fee = try container.decode(Amount.self, forKey: .fee)
    }
  }

  let payload = #"{"number": "R-17", "issued": "2024-03-15", "total": "12.50", "note": "", "tip": null, "fee": "0.30"}"#

  func verdicts(_ inspection: PayloadInspection) -> [String] {
    inspection.comparison.map { result in
      switch result.verdict {
      case .match: "\(result.path) match"
      case .mismatch: "\(result.path) mismatch"
      case .normalized(let rule): "\(result.path) normalized: \(rule)"
      case .notCompared(let reason): "\(result.path) not compared: \(reason)"
      }
    }
  }

  @Test func theSentinelsAloneMapNothingOfSuchAModel() {
    let schema = SchemaDiscovery.discover(Receipt.self, options: DecodingOptions(), stoppingAt: nil)
    let map = KeyPropertyMapper.map(Receipt.self, schema: schema, options: DecodingOptions())
    #expect(map.properties.isEmpty)
  }

  @Test func aFixtureMapsEveryKeyByChangingItsValues() throws {
    let sample = try JSONParser.parse(payload)
    let schema = SchemaDiscovery.discover(Receipt.self, options: DecodingOptions(), stoppingAt: nil, sample: sample)
    let map = KeyPropertyMapper.map(Receipt.self, schema: schema, options: DecodingOptions(), samples: [sample])
    #expect(
      map.properties.mapValues(PropertyMap.describe) == [
        JSONPath("number"): "number", JSONPath("issued"): "issued", JSONPath("total"): "total",
        JSONPath("note"): "note", JSONPath("tip"): "tip", JSONPath("fee"): "fee.value",
      ])
  }

  @Test func theInspectedPayloadTeachesWhatNoFixtureDid() {
    let inspection = WorkspaceModel.model(Receipt.self).inspect(Data(payload.utf8))
    #expect(
      verdicts(inspection) == [
        "number match",
        "issued normalized: a date read from a string",
        "total normalized: a number read from a string",
        "note normalized: an empty string read as nil",
        "tip match",
        "fee normalized: a number read from a string",
      ])
  }

  struct Counter: Decodable {
    var count: Int
    var label: String
    enum CodingKeys: String, CodingKey { case count, label, ignored }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      count = try Int(container.decode(String.self, forKey: .count)).map { $0 + 1 } ?? 0
      label = "fixed"
      _ = try container.decodeIfPresent(String.self, forKey: .ignored)
    }
  }

  @Test func aValueChangedInconsistentlyIsStillAMismatchAndAnIgnoredOneIsSaidSo() {
    let inspection = WorkspaceModel.model(Counter.self).inspect(
      Data(#"{"count": "41", "label": "Visits", "ignored": "x", "extra": 3}"#.utf8))
    #expect(
      verdicts(inspection) == [
        "count mismatch",
        "label not compared: the model does not read this key",
        "ignored not compared: the model holds the same values whatever this key says",
        "extra not compared: the model does not read this key",
      ])
  }
}
