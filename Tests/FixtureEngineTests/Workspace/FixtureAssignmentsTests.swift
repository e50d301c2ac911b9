import Testing

@testable import FixtureEngine

/// A workspace's fixture files are made again only from listings other than those they were made
/// from, or from a listing that is not kept.
struct FixtureAssignmentsTests {
  @Test func theFilesMadeFromKeptListingsAreMadeOnceForThoseListings() {
    let assignments = FixtureAssignments()
    var made = 0
    func listed(_ generations: [Int?]) -> [String] {
      assignments.listedFiles(generations: generations) {
        made += 1
        return [FixtureFile(name: "made-\(made).json", path: "/f/made-\(made).json", isMeantToFail: false)]
      }.map(\.name)
    }
    #expect(listed([3, 7]) == ["made-1.json"])
    #expect(listed([3, 7]) == ["made-1.json"])
    #expect(listed([3, 8]) == ["made-2.json"])
    #expect(listed([3, nil]) == ["made-3.json"])
    #expect(listed([3, nil]) == ["made-4.json"])
    #expect(listed([3, 8]) == ["made-2.json"], "a listing not kept replaces nothing kept")
  }
}
