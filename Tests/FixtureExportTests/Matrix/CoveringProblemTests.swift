import JSONFragment
import Testing

@testable import FixtureEngine
@testable import FixtureExport

/// The three strategies on abstract factors (choice counts with parents), checked against the
/// full product, which is small enough here to enumerate.
struct CoveringProblemTests {
  @Test func eachChoiceNeedsAsManyRowsAsTheLargestFlatFactor() {
    let problem = CoveringProblem(factors: [.init(size: 2), .init(size: 5), .init(size: 3)])
    let rows = problem.eachChoiceRows()
    #expect(rows.count == 5)
    #expect(Coverage.singles(in: rows) == Coverage.singles(in: problem.fullRows()))
  }

  @Test func eachChoiceMakesRoomForChoicesThatRemoveChildren() {
    // An object (value, null, absent) whose child has four choices: the child needs four rows
    // with the object present, and the object's null and absent need two more.
    let parent = CoveringFactor(size: 3, keepsChildren: [true, false, false])
    let problem = CoveringProblem(factors: [parent, .init(size: 4, parent: 0)])
    let rows = problem.eachChoiceRows()
    #expect(rows.count == 6)
    #expect(Coverage.singles(in: rows) == Coverage.singles(in: problem.fullRows()))
  }

  @Test func theFirstRowOfEveryStrategyIsTheDefaultRow() {
    let problem = CoveringProblem(factors: [
      .init(size: 3, defaultChoice: 1, keepsChildren: [false, true, false]),
      .init(size: 4, defaultChoice: 2, parent: 0),
      .init(size: 2, defaultChoice: 1),
    ])
    #expect(problem.eachChoiceRows().first == [1, 2, 1])
    #expect(problem.pairwiseRows().first == [1, 2, 1])
    #expect(problem.fullRows().contains([1, 2, 1]))
  }

  @Test func eachChoiceCoversEveryChoiceTheFullProductCovers() {
    var random = SplitMix64(seed: 11)
    for _ in 0..<300 {
      let problem = Self.randomProblem(using: &random)
      let rows = problem.eachChoiceRows()
      #expect(Coverage.singles(in: rows) == Coverage.singles(in: problem.fullRows()), "\(problem)")
      #expect(rows.allSatisfy(problem.isWellFormed), "\(problem)")
      #expect(Set(rows).count == rows.count, "\(problem)")
    }
  }

  @Test func pairwiseCoversEveryPairTheFullProductCovers() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let problem = Self.randomProblem(using: &random)
      let rows = problem.pairwiseRows()
      let full = problem.fullRows()
      #expect(Coverage.pairs(in: rows) == Coverage.pairs(in: full), "\(problem)")
      #expect(Coverage.singles(in: rows) == Coverage.singles(in: full), "\(problem)")
      #expect(rows.allSatisfy(problem.isWellFormed), "\(problem)")
      #expect(Set(rows).count == rows.count, "\(problem)")
      #expect(rows.count <= full.count, "\(problem)")
    }
  }

  @Test func pairwiseGivesIsolatedChoicesRowsOfTheirOwn() {
    var random = SplitMix64(seed: 21)
    for _ in 0..<300 {
      let problem = Self.randomProblem(isolating: true, using: &random)
      let rows = problem.pairwiseRows()
      let full = problem.fullRows()
      let isolatedCount = { (row: ChoiceRow) in
        row.indices.filter { factor in row[factor].map { problem.factors[factor].isolated[$0] } ?? false }.count
      }
      let clean = rows.filter { isolatedCount($0) == 0 }
      let passingPairs = Coverage.pairs(in: full).filter {
        !problem.isIsolated($0.first) && !problem.isIsolated($0.second)
      }
      #expect(Coverage.pairs(in: clean).isSuperset(of: passingPairs), "\(problem)")
      let alone = rows.filter { isolatedCount($0) == 1 }
      let isolatedSingles = Coverage.singles(in: full).filter(problem.isIsolated)
      #expect(Coverage.singles(in: alone).isSuperset(of: isolatedSingles), "\(problem)")
      #expect(Coverage.singles(in: clean + alone) == Coverage.singles(in: full), "\(problem)")
      #expect(rows.dropFirst().allSatisfy { isolatedCount($0) <= 1 }, "\(problem)")
      #expect(rows.allSatisfy(problem.isWellFormed), "\(problem)")
    }
  }

  @Test func pairwiseOfTwoFactorsIsTheirProduct() {
    for (first, second) in [(2, 2), (3, 5), (7, 1), (4, 4)] {
      let problem = CoveringProblem(factors: [.init(size: first), .init(size: second)])
      #expect(problem.pairwiseRows().count == first * second)
    }
  }

  /// Two factors need their product; a greedy cover of a few more stays near it (the best covers
  /// known need about 1.25 times it for four factors of two, 1.5 times for ten factors of three).
  @Test(arguments: [(3...5, 1.5), (6...10, 1.75)])
  func pairwiseStaysCloseToTheProductOfTheTwoLargestFactors(factorCounts: ClosedRange<Int>, bound: Double) {
    var random = SplitMix64(seed: 3)
    for _ in 0..<100 {
      let sizes = (0..<Int.random(in: factorCounts, using: &random)).map { _ in Int.random(in: 2...5, using: &random) }
      let problem = CoveringProblem(factors: sizes.map { CoveringFactor(size: $0) })
      let largest = sizes.sorted(by: >)
      let product = largest[0] * largest[1]
      let count = problem.pairwiseRows().count
      #expect(count >= product)
      #expect(Double(count) <= Double(product) * bound, "\(sizes): \(count) rows")
    }
  }

  @Test func fullCountMatchesTheRowsAndCollapsesRemovedChildren() {
    var random = SplitMix64(seed: 5)
    for _ in 0..<200 {
      let problem = Self.randomProblem(using: &random)
      let rows = problem.fullRows()
      #expect(problem.fullCount() == rows.count, "\(problem)")
      #expect(Set(rows).count == rows.count, "\(problem)")
      #expect(rows.allSatisfy(problem.isWellFormed), "\(problem)")
    }
    let flat = CoveringProblem(factors: [.init(size: 7), .init(size: 3), .init(size: 3)])
    #expect(flat.fullCount() == 63)
    let parent = CoveringFactor(size: 3, keepsChildren: [true, false, false])
    let nested = CoveringProblem(factors: [
      parent, .init(size: 5, parent: 0), .init(size: 3, parent: 0), .init(size: 2),
    ])
    #expect(nested.fullCount() == (5 * 3 + 2) * 2)
  }

  @Test func fullCountReportsOverflowInsteadOfWrapping() {
    let fits = CoveringProblem(factors: Array(repeating: CoveringFactor(size: 2), count: 62))
    #expect(fits.fullCount() == 1 << 62)
    let tooMany = CoveringProblem(factors: Array(repeating: CoveringFactor(size: 2), count: 63))
    #expect(tooMany.fullCount() == nil)
    let wide = CoveringProblem(factors: Array(repeating: CoveringFactor(size: 3), count: 40))
    #expect(wide.fullCount() == nil)
  }

  @Test func noFactorsMakeOneEmptyRow() {
    let problem = CoveringProblem(factors: [])
    #expect(problem.eachChoiceRows() == [[]])
    #expect(problem.pairwiseRows() == [[]])
    #expect(problem.fullRows() == [[]])
    #expect(problem.fullCount() == 1)
  }

  @Test func theSameProblemGivesTheSameRows() {
    var random = SplitMix64(seed: 99)
    for _ in 0..<50 {
      let problem = Self.randomProblem(using: &random)
      #expect(problem.pairwiseRows() == problem.pairwiseRows())
      #expect(problem.eachChoiceRows() == problem.eachChoiceRows())
    }
  }

  /// Two to six factors of one to six choices; some are children of earlier factors, and a parent
  /// keeps its children on some of its choices (at least one).
  /// With `isolating`, some choices are isolated, never the one that surely keeps children.
  static func randomProblem(isolating: Bool = false, using random: inout SplitMix64) -> CoveringProblem {
    var factors: [CoveringFactor] = []
    for index in 0..<Int.random(in: 2...6, using: &random) {
      let size = Int.random(in: 1...6, using: &random)
      let parent = index > 0 && Bool.random(using: &random) ? Int.random(in: 0..<index, using: &random) : nil
      var keeps = (0..<size).map { _ in Bool.random(using: &random) }
      let keeping = Int.random(in: 0..<size, using: &random)
      keeps[keeping] = true
      var isolated = (0..<size).map { _ in isolating && Int.random(in: 0..<3, using: &random) == 0 }
      isolated[keeping] = false
      factors.append(
        CoveringFactor(
          size: size, defaultChoice: Int.random(in: 0..<size, using: &random), parent: parent, keepsChildren: keeps,
          isolated: isolated))
    }
    return CoveringProblem(factors: factors)
  }
}

/// What a set of rows covers, counting only factors that take effect.
enum Coverage {
  struct Single: Hashable { var factor: Int, choice: Int }
  struct Pair: Hashable { var first: Single, second: Single }

  static func singles(in rows: [ChoiceRow]) -> Set<Single> {
    Set(
      rows.flatMap { row in row.indices.compactMap { factor in row[factor].map { Single(factor: factor, choice: $0) } }
      })
  }

  static func pairs(in rows: [ChoiceRow]) -> Set<Pair> {
    var pairs = Set<Pair>()
    for row in rows {
      for first in row.indices {
        guard let a = row[first] else { continue }
        for second in row.indices where second > first {
          guard let b = row[second] else { continue }
          pairs.insert(Pair(first: Single(factor: first, choice: a), second: Single(factor: second, choice: b)))
        }
      }
    }
    return pairs
  }
}

extension CoveringProblem {
  func isIsolated(_ single: Coverage.Single) -> Bool {
    factors[single.factor].isolated[single.choice]
  }

  /// A factor has a choice exactly when its parent has one that keeps it.
  func isWellFormed(_ row: ChoiceRow) -> Bool {
    guard row.count == factors.count else { return false }
    return factors.indices.allSatisfy { index in
      let factor = factors[index]
      let reached =
        factor.parent.map { parent in row[parent].map { factors[parent].keepsChildren[$0] } ?? false } ?? true
      guard let choice = row[index] else { return !reached }
      return reached && (0..<factor.size).contains(choice)
    }
  }
}
