import Foundation
import JSONFragment
import ModelAdapter
import ModelProbe
import Testing

/// Values inside arrays of arrays and other standard collections are read by position, and
/// floating-point numbers are compared as numbers, sign included.
struct NestedCollectionComparisonTests {
  struct Grid: Decodable {
    var rows: [[Double]]
    var weights: ContiguousArray<Int>
    var origin: Double
  }

  static let payload: JSONValue = ["rows": [[1.5, -0.0], [2]], "weights": [1, 2, 3], "origin": 0.25]

  private func compare(_ grid: Grid) -> [FieldComparison] {
    let schema = SchemaDiscovery.discover(Grid.self)
    let map = KeyPropertyMapper.map(Grid.self, schema: schema, samples: [Self.payload])
    return ModelComparison(schema: schema, map: map, options: DecodingOptions()).compare(
      payload: Self.payload, model: grid)
  }

  private func decoded() throws -> Grid {
    try JSONDecoder().decode(Grid.self, from: Data(Self.payload.compactText.utf8))
  }

  @Test func everyValueOfNestedCollectionsMatches() throws {
    let results = compare(try decoded())
    #expect(
      results.map(\.path.description) == [
        "rows[0][0]", "rows[0][1]", "rows[1][0]", "weights[0]", "weights[1]", "weights[2]", "origin",
      ])
    #expect(results.allSatisfy { $0.verdict == .match }, "\(results.filter { $0.verdict != .match })")
  }

  @Test func aChangedNumberOrSignIsAMismatchWhereverItSits() throws {
    var grid = try decoded()
    grid.rows[0][1] = 0
    grid.rows[1][0] = 2.5
    grid.weights[2] = 4
    grid.origin = 0.5
    let mismatches = compare(grid).filter(\.isMismatch).map(\.path.description)
    #expect(mismatches == ["rows[0][1]", "rows[1][0]", "weights[2]", "origin"])
  }
}
