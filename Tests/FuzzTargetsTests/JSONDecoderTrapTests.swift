import Catalog
import Foundation
import Testing

@testable import FuzzTargets

/// Found when the differential test first ran over the parser's fuzz corpus: 513 `[` crash
/// `JSONDecoder` (Swift 6.3's Foundation traps while reporting the nesting as too deep). A
/// Foundation bug: the test pins it (when it fails, Foundation is fixed; drop `JSONDecoderTrap`),
/// and the decoder comparison does not hand such input to `JSONDecoder`.
struct JSONDecoderTrapTests {
  @Test func jsonDecoderCrashesWhenTheLastByteOpensThe513thLevel() async {
    await #expect(processExitsWith: .failure) {
      _ = try? JSONDecoder().decode(DataModel.self, from: Data(String(repeating: "[", count: 513).utf8))
    }
  }

  @Test(arguments: [
    (String(repeating: "[", count: 513), true),
    ("[" + String(repeating: #"{"a":"#, count: 511) + "[", true),
    (#"["[[[","# + String(repeating: "[", count: 512), true),
    (String(repeating: "[", count: 512), false),
    (String(repeating: "[", count: 514), false),
    (String(repeating: "[", count: 513) + " ", false),
    (String(repeating: "[", count: 512) + "{", false),
  ])
  func theTrapIsRecognized(_ text: String, _ traps: Bool) {
    #expect(JSONDecoderTrap.traps(on: Data(text.utf8)) == traps)
  }

  @Test func theComparisonSkipsInputThatCrashesJSONDecoder() {
    for agreement in DecoderAgreement.bundled {
      #expect(agreement.disagreement(on: Data(String(repeating: "[", count: 513).utf8)) == nil)
    }
  }
}
