import Testing

@testable import FixtureLint

/// Repairs are shown as `diff -u` shows a change.
struct UnifiedDiffTests {
  @Test func oneChangedLineIsOneHunkWithItsContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff(file: "Fixtures/a.json", old: old, new: new).text == """
        --- a/Fixtures/a.json
        +++ b/Fixtures/a.json
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func anAddedLineCountsInTheNewRangeOnly() {
    let diff = UnifiedDiff(file: "a.json", old: "{\n  \"a\": 1\n}\n", new: "{\n  \"a\": 1,\n  \"b\": 2\n}\n")
    #expect(diff.text.contains("@@ -1,3 +1,4 @@\n {\n-  \"a\": 1\n+  \"a\": 1,\n+  \"b\": 2\n }\n"))
    #expect(diff.counts.added == 2 && diff.counts.removed == 1)
  }

  @Test func changesFarApartAreTwoHunks() {
    let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(
      of: "\n19\n", with: "\nnineteen\n")
    #expect(UnifiedDiff(file: "a", old: old, new: new).text.components(separatedBy: "@@ -").count == 3)
  }

  @Test func theSameTextIsNoDiff() {
    #expect(UnifiedDiff(file: "a", old: "{}\n", new: "{}\n").text.isEmpty)
  }
}
