import JSONFragment
import Testing

struct FragmentChangingTests {
  @Test func changingReturnsAChangedCopyAndLeavesTheOriginal() {
    let original = BadgeFragment()
    let changed = original.changing { $0.name = .null }
    #expect(changed.name == .null)
    #expect(original.name == BadgeFragment().name)
    #expect(changed.jsonString(style: .compact) != original.jsonString(style: .compact))
  }
}
