import JSONCore
import Testing

/// Repeated keys are named once each, in the order of their first repeat, whether an object is
/// small enough to compare its keys pairwise or large enough to hash them.
struct JSONObjectDuplicateKeyTests {
  @Test(arguments: [3, 16, 17, 40])
  func repeatsAreNamedOnceInTheOrderTheyFirstRepeat(unique: Int) {
    var object = JSONObject()
    for index in 0..<unique { object.append("k\(index)", .number(JSONNumber(index))) }
    object.append("k2", .null)
    object.append("k0", .null)
    object.append("k2", .null)
    #expect(object.duplicateKeys == ["k2", "k0"])
  }

  @Test(arguments: [0, 1, 16, 17, 40])
  func anObjectWithoutRepeatsHasNone(unique: Int) {
    var object = JSONObject()
    for index in 0..<unique { object.append("k\(index)", .bool(true)) }
    #expect(object.duplicateKeys.isEmpty)
  }
}
