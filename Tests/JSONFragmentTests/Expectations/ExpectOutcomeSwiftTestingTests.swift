import JSONFragment
import ModelAdapter
import Testing

struct ExpectOutcomeSwiftTestingTests {
  private let snakeCase = DecodingOptions(keys: .convertFromSnakeCase)

  @Test(arguments: ProfileFragment.presenceVariants())
  func everyPresenceVariantHasItsOutcome(_ variant: FragmentVariant<ProfileFragment>) {
    expectOutcome(variant, decoding: snakeCase)
  }

  @Test func aVariantCarriesItsKeyPresenceAndExpectation() throws {
    let variant = try #require(ProfileFragment.presenceVariants().first { $0.name == "display_name = null" })
    #expect(variant.key == "display_name")
    #expect(variant.presence == .null)
    #expect(variant.expectation == .fails(at: "display_name"))
    #expect(variant.testDescription == "display_name = null")
  }

  @Test func aFragmentAsATestArgumentNamesOnlyWhatDiffers() {
    var fragment = ProfileFragment()
    #expect(fragment.testDescription == "ProfileFragment()")
    fragment.displayName = "Gary"
    fragment.nickname = .absent
    fragment.id = .null
    #expect(fragment.testDescription == "id = null, display_name = Gary, nickname absent")
  }

  @Test func aListOfFragmentsHasItsOutcomeAndEveryElementIsCompared() {
    var second = ProfileFragment()
    second.id = 2
    let profiles = expectOutcome(of: [ProfileFragment(), second].toJSONArray(), .decodes, decoding: snakeCase)
    #expect(profiles?.map(\.id) == [1, 2])
    var broken = ProfileFragment()
    broken.displayName = .null
    expectOutcome(of: [ProfileFragment(), broken].toJSONArray(), .fails(at: "[1].display_name"), decoding: snakeCase)
    withKnownIssue {
      expectOutcome(of: [ProfileFragment(), broken].toJSONArray(), .fails(at: "[0].display_name"), decoding: snakeCase)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("expected decoding to fail at [0].display_name, but it fails at")
    }
  }

  @Test func theDecodedModelIsReturned() {
    let profile = expectOutcome(ProfileFragment(), .decodes, decoding: snakeCase)
    #expect(profile == Profile(id: 1, displayName: "Ash", nickname: "Red"))
  }

  @Test func aPayloadThatFailsWhereItShouldDecodeFailsTheTest() {
    var fragment = ProfileFragment()
    fragment.id = .raw("1")
    withKnownIssue {
      expectOutcome(fragment, .decodes, decoding: snakeCase)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        #"expected the payload to decode, but it fails at 1:7: id: expected Int, found the string "1""#)
    }
  }

  @Test func aFailureAtAnotherPathFailsTheTest() {
    var fragment = ProfileFragment()
    fragment.displayName = .null
    withKnownIssue {
      expectOutcome(fragment, .fails(at: "id"), decoding: snakeCase)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("expected decoding to fail at id, but it fails at")
    }
  }

  @Test func aPayloadThatDecodesWhereItShouldFailFailsTheTest() {
    withKnownIssue {
      expectOutcome(ProfileFragment(), .fails(at: "id"), decoding: snakeCase)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("expected decoding to fail at id, but the payload decodes")
    }
  }

  @Test func theOptionsAreTheAppsOwn() {
    // Without the snake_case strategy, `display_name` never reaches `displayName`.
    withKnownIssue {
      expectOutcome(ProfileFragment(), .decodes)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("displayName")
    }
  }
}
