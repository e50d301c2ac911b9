import Foundation
import FuzzTargets
import Testing

struct JSONRoundTripTests {
  @Test(arguments: [
    #"{"a":[1,-2.5e3,true,null,"\u00e9\ud83d\ude00\n"],"b":{},"c":[]}"#,
    " [ 0 , 1E+2 , \"\\/\" ] ",
    #""\u0000\u001f""#,
    "-0",
  ])
  func parsedJSONPrintsAndParsesBack(_ text: String) {
    #expect(JSONRoundTrip.disagreement(in: Data(text.utf8)) == nil)
  }

  @Test(arguments: ["", "{", "[1,]", "nul", "\u{FEFF}{}"])
  func bytesThatAreNotJSONHaveNothingToDisagreeAbout(_ text: String) {
    #expect(JSONRoundTrip.disagreement(in: Data(text.utf8)) == nil)
  }
}
