import FixtureEngine
import FixtureLint
import Foundation
import Locations
import Synchronization
import Testing
import WorkbenchContext

/// A lint says how far it is as it goes: each fixture fitted, then each fixture checked.
struct LintProgressTests {
  @Test func eachFittedAndEachCheckedFixtureIsHeardWithTheTotal() {
    var places = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    places.fitsInThisProcess = true
    let files = [
      "/ws/Fixtures/cvs.json": #"{"locationId": 1, "name": "CVS"}"#,
      "/ws/Fixtures/home.json": #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#,
      "/ws/Fixtures/location-pin.json": #"{"locationId": 2}"#,
    ]
    let heard = Mutex<[LintProgress]>([])
    let report = places.lint(in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))) { step in
      heard.withLock { $0.append(step) }
    }
    let steps = heard.withLock { $0 }
    #expect(report.fixtures.count == 3)
    // The two no name assigns, and the one named like Location: the name proposes, the fit decides.
    #expect(steps.prefix(3) == [.fitting(1, of: 3), .fitting(2, of: 3), .fitting(3, of: 3)])
    #expect(Set(steps.dropFirst(3)) == [.checking(1, of: 3), .checking(2, of: 3), .checking(3, of: 3)])
    #expect(steps.last?.description == "checking 3/3 fixtures")
  }
}
