import Foundation
import JSONCore
import JSONTrace
import Synchronization
import Testing

@testable import ModelProbe

/// A large payload is probed with its long arrays cut to their first elements: each probe decodes
/// the payload again, and a probe of the whole of a large one, key after key, outlasts any time
/// limit. Keys that only the elements past the cut hold are probed in the whole payload.
struct ShortenedProbeTests {
  struct Hour: Decodable {
    var time: String
    var level: Int
    var gust: Int?
  }

  struct Forecast: Decodable {
    var station: String
    var hours: [Hour]
  }

  static func payload(hours: Int) throws -> JSONValue {
    let elements = (0..<hours).map { index in
      index == hours - 1
        ? #"{"time": "t\#(index)", "level": \#(index), "gust": 7}"# : #"{"time": "t\#(index)", "level": \#(index)}"#
    }
    return try JSONParser.parse(Data(#"{"station": "pier", "hours": [\#(elements.joined(separator: ","))]}"#.utf8))
  }

  @Test func aLargePayloadIsProbedShortenedAndEveryKeyStillLands() throws {
    let payload = try Self.payload(hours: 1_000)
    let decoded = Mutex<[Int]>([])
    let decoder = JSONDecoder()
    let probe = ValueChangeProbe(
      schema: SchemaDiscovery.discover(Forecast.self), options: DecodingOptions(),
      decode: { value in
        decoded.withLock { $0.append(ProbedSize.valueCount(value)) }
        return try? decoder.decode(Forecast.self, from: Data(JSONPrinter.bytes(of: value, style: .compact)))
      })
    let outcome = probe.learn(["station", "hours[0].time", "hours[0].level", "hours[0].gust"], from: payload)
    #expect(
      outcome.properties.mapValues(PropertyMap.describe) == [
        "station": "station", "hours[0].time": "hours[0].time", "hours[0].level": "hours[0].level",
        "hours[0].gust": "hours[0].gust",
      ])
    // Only `gust`, which the last hour alone holds, is probed in the whole payload.
    let whole = decoded.withLock { $0.filter { $0 > 100 }.count }
    #expect(whole <= 4, "\(decoded.withLock { $0 })")
    #expect(decoded.withLock { $0.count } > whole)
  }

  @Test func aSmallPayloadIsProbedWhole() throws {
    let payload = try Self.payload(hours: 5)
    #expect(ValueChangeProbe.shortened(payload) == payload)
    let large = try Self.payload(hours: 1_000)
    #expect(ValueChangeProbe.shortened(large)["hours"].map(ProbedSize.valueCount) == 10)
  }
}

enum ProbedSize {
  /// Every value and container `value` holds, itself included.
  static func valueCount(_ value: JSONValue) -> Int {
    switch value {
    case .object(let object): 1 + object.members.reduce(0) { $0 + valueCount($1.value) }
    case .array(let elements): 1 + elements.reduce(0) { $0 + valueCount($1) }
    default: 1
    }
  }
}
