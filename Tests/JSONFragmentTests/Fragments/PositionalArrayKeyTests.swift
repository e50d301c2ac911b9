import Foundation
import JSONFragment
import Testing

private struct Reading {
  var time: Int
  var value: Double
}

private struct Coordinate {
  var longitude: Double
  var latitude: Double
}

private struct Chart {
  var points: [Reading]
  var origin: Coordinate
  var target: Coordinate?
}

private struct ChartFragment: ModelJSONFragment {
  typealias Model = Chart
  var points: Field<[[JSONValue]]> = .value([[1_710_201_600, 18.2], [1_710_205_200, 17.9]])
  var origin: Field<[JSONValue]> = .value([13.4, 52.5])
  var target: Field<[JSONValue]> = .absent

  static let keys: FragmentKeys<Self> = [
    .init("points", \.points, model: \.points, positions: [.value(\.time), .value(\.value)]),
    .init("origin", \.origin, model: \.origin, positions: [.value(\.longitude), .value(\.latitude)]),
    .init("target", \.target, model: \.target, positions: [.value(\.longitude), .value(\.latitude)]),
  ]
}

/// An array the model reads by position (`[1710201600, 18.2]` as a time and a value) is written as
/// it is and compared position by position with the element's own properties.
struct PositionalArrayKeyTests {
  private let chart = Chart(
    points: [Reading(time: 1_710_201_600, value: 18.2), Reading(time: 1_710_205_200, value: 17.9)],
    origin: Coordinate(longitude: 13.4, latitude: 52.5), target: nil)

  private func mismatches(_ fragment: ChartFragment, _ chart: Chart) -> [String] {
    fragment.compare(to: chart, at: JSONPath()).filter { $0.verdict != .match }.map(\.path.description)
  }

  @Test func eachPositionIsComparedWithItsOwnProperty() throws {
    #expect(mismatches(ChartFragment(), chart) == [])
    var moved = chart
    moved.points[1].value = 18
    moved.origin.latitude = 52.6
    #expect(mismatches(ChartFragment(), moved) == ["points[1][1]", "origin[1]"])
    let compared = ChartFragment().compare(to: chart, at: JSONPath()).map(\.path.description)
    #expect(compared.contains("points[1][0]") && compared.contains("origin[0]"), "\(compared)")
  }

  @Test func theArraysAreWrittenAsTheyAre() throws {
    let json = try #require(String(data: ChartFragment().jsonData(), encoding: .utf8))
    #expect(json.contains(#""points":[[1710201600,18.2],[1710205200,17.9]]"#), "\(json)")
    #expect(json.contains(#""origin":[13.4,52.5]"#), "\(json)")
  }

  @Test func anOptionalOneIsNilWhenAbsentAndComparedWhenSent() {
    var fragment = ChartFragment()
    var chart = chart
    #expect(mismatches(fragment, chart) == [])
    chart.target = Coordinate(longitude: 1, latitude: 2)
    #expect(mismatches(fragment, chart) == ["target"])
    fragment.target = .value([1, 2.5])
    #expect(mismatches(fragment, chart) == ["target[1]"])
  }

  @Test func aPayloadIsComparedPositionByPosition() throws {
    let payload = try JSONParser.parse(Data(#"{"points": [[1710201600, 18.25]], "origin": [13.4, 52.5, 9]}"#.utf8))
    let results = ChartFragment.compare(payload: payload, to: chart)
    #expect(results.filter { $0.verdict == .mismatch }.map(\.path.description) == ["points", "points[0][1]"])
    #expect(results.first { $0.path.description == "origin[2]" }.map { $0.verdict == .match } == false)
  }
}
