import Synchronization
import Testing

@testable import FixtureEngine

/// A value worked out once, or once per generation: a model learned again after a fit is kept.
struct ComputedOnceTests {
  @Test func aValueIsMadeOnceAndAgainOnlyWhenItsGenerationChanges() {
    let made = Mutex(0)
    let generation = Mutex(0)
    let value = ComputedOnce(
      {
        made.withLock {
          $0 += 1
          return $0
        }
      }, generation: { generation.withLock { $0 } })
    #expect(value.madeValue == nil)
    #expect(value.value == 1)
    #expect(value.value == 1)
    generation.withLock { $0 = 1 }
    #expect(value.madeValue == nil)
    #expect(value.value == 2)
    #expect(value.madeValue == 2)
  }

  @Test func aCacheFileCountsOnlyTheWritesThatChangedIt() throws {
    let files = KeptFitTests().memory()
    let fits = FitCache(path: "/ws/.build/fits.json", build: "b1", files: files.fileSystem)
    fits.flush()
    #expect(fits.writes == 0)
    fits.set(KeptFit(digest: "1-a", model: "Location", misfits: []), for: "cvs.json")
    fits.flush()
    fits.set(KeptFit(digest: "1-a", model: "Location", misfits: []), for: "cvs.json")
    fits.flush()
    #expect(fits.writes == 1)
  }
}
