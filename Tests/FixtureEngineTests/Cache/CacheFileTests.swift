import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// A cache file keeps values for the next run of the same build, and a file of another build or
/// form, or one that is not such a file at all, is ignored and rewritten, never trusted.
struct CacheFileTests {
  let path = "/p/.build/fixture-workbench/cache/Shop-fits.json"

  func cache(_ files: InMemoryFileSystem, build: String = "b1") -> CacheFile<KeptFit> {
    CacheFile(path: path, build: build, files: files.fileSystem)
  }

  let fit = KeptFit(digest: "12-ab", model: "Order", misfits: [])

  @Test func aValueKeptIsReadByTheNextRunOfTheSameBuild() {
    let files = InMemoryFileSystem()
    let first = cache(files)
    #expect(first.value(for: "order.json") == nil)
    first.set(fit, for: "order.json")
    first.flush()
    #expect(cache(files).value(for: "order.json") == fit)
  }

  @Test func aProvisionalFileReadsTheValuesOfAnyBuildAndWritesNone() {
    let files = InMemoryFileSystem()
    let first = cache(files)
    first.set(fit, for: "order.json")
    first.flush()
    let written = files.contents(of: path)

    let provisional = CacheFile<KeptFit>(path: path, build: "b2", files: files.fileSystem, isProvisional: true)
    #expect(provisional.value(for: "order.json") == fit, "the choice of the build before holds until made anew")
    provisional.set(KeptFit(digest: "12-ab", model: "Invoice", misfits: []), for: "order.json")
    provisional.flush()
    #expect(files.contents(of: path) == written, "nothing provisional is kept")
    #expect(cache(files, build: "b2").value(for: "order.json") == nil, "the new build's own run still chooses")
  }

  @Test func flushesPutOffAreOneWriteAtTheEnd() {
    let files = InMemoryFileSystem()
    let file = cache(files)
    file.flushingOnce {
      for name in ["a.json", "b.json", "c.json"] {
        file.set(fit, for: name)
        file.flush()
        #expect(files.contents(of: path) == nil, "written before the end")
      }
    }
    #expect(file.writes == 1)
    #expect(cache(files).values.keys.sorted() == ["a.json", "b.json", "c.json"])
  }

  @Test func keepingOnlySomeKeysForgetsTheOthers() {
    let files = InMemoryFileSystem()
    let first = cache(files)
    first.set(fit, for: "order.json")
    first.set(fit, for: "gone.json")
    first.flush()
    let second = cache(files)
    second.keepOnly(["order.json", "new.json"])
    second.flush()
    #expect(cache(files).values.keys.sorted() == ["order.json"])
    let written = files.contents(of: path)
    let third = cache(files)
    third.keepOnly(["order.json"])
    third.flush()
    #expect(files.contents(of: path) == written)
  }

  @Test func nothingIsWrittenWhenNothingChanged() {
    let files = InMemoryFileSystem()
    cache(files).flush()
    #expect(files.contents(of: path) == nil)
    let kept = cache(files)
    kept.set(fit, for: "order.json")
    kept.flush()
    let written = files.contents(of: path)
    let again = cache(files)
    again.set(fit, for: "order.json")
    again.flush()
    #expect(files.contents(of: path) == written)
  }

  @Test func aFileOfAnotherBuildIsIgnoredAndRewrittenForThisOne() throws {
    let files = InMemoryFileSystem()
    let old = cache(files, build: "b1")
    old.set(fit, for: "order.json")
    old.flush()
    let new = cache(files, build: "b2")
    #expect(new.value(for: "order.json") == nil)
    new.set(KeptFit(digest: "3-c", model: nil, misfits: [["Order", "id: missing"]]), for: "mystery.json")
    new.flush()
    let text = String(decoding: try #require(files.contents(of: path)), as: UTF8.self)
    #expect(text.contains(#""build":"b2""#))
    #expect(!text.contains("order.json"), "the other build's values are gone: \(text)")
  }

  @Test(arguments: [
    "not json at all",
    #"{"format":1,"build":"b1","values":{"order.json":{"digest":"12-ab","mod"#,
    #"{"format":99,"build":"b1","values":{"order.json":{"digest":"12-ab","model":"Order","misfits":[]}}}"#,
    #"{"format":1,"build":"b1","values":{"order.json":{"digest":12}}}"#,
    #"["a", "list"]"#,
    "",
  ])
  func aFileThatIsNoCacheOfThisFormIsIgnoredAndRewritten(text: String) throws {
    let files = InMemoryFileSystem([path: Data(text.utf8)])
    let kept = cache(files)
    #expect(kept.value(for: "order.json") == nil)
    kept.set(fit, for: "order.json")
    kept.flush()
    #expect(cache(files).value(for: "order.json") == fit)
  }

  @Test func valuesNotAskedForAreWrittenBackAsTheyWereRead() throws {
    let files = InMemoryFileSystem()
    let first = cache(files)
    let others = (0..<20).map { KeptFit(digest: "\($0)-ff", model: "Model\($0)", misfits: [["Model\($0)", "a: b"]]) }
    for (index, other) in others.enumerated() { first.set(other, for: "f\(index).json") }
    first.flush()
    let second = cache(files)
    second.set(fit, for: "order.json")
    second.flush()
    let text = String(decoding: try #require(files.contents(of: path)), as: UTF8.self)
    // The same text as a run that decoded every value writes.
    let whole = cache(files)
    #expect(whole.values.count == 21)
    whole.set(KeptFit(digest: "0-0", model: nil, misfits: []), for: "zz.json")
    whole.set(fit, for: "zz.json")
    whole.keepOnly(Set(whole.values.keys).subtracting(["zz.json"]))
    whole.flush()
    #expect(String(decoding: try #require(files.contents(of: path)), as: UTF8.self) == text)
    let third = cache(files)
    for (index, other) in others.enumerated() { #expect(third.value(for: "f\(index).json") == other) }
    #expect(third.value(for: "order.json") == fit)
  }

  @Test func aValueThatNoLongerDecodesIsAsGoodAsNoneAndTheOthersStay() throws {
    let files = InMemoryFileSystem()
    let first = cache(files)
    first.set(fit, for: "order.json")
    first.set(KeptFit(digest: "7-77", model: "Refund", misfits: []), for: "refund.json")
    first.flush()
    var text = String(decoding: try #require(files.contents(of: path)), as: UTF8.self)
    text = text.replacingOccurrences(of: #""digest":"7-77""#, with: #""digest":77"#)
    try files.fileSystem.replace(path, Data(text.utf8))
    let edited = cache(files)
    #expect(edited.value(for: "refund.json") == nil)
    #expect(edited.value(for: "order.json") == fit)
    #expect(edited.values.keys.sorted() == ["order.json"])
  }

  @Test func aFileWrittenWholeByAnEncoderIsRead() throws {
    struct Stored: Encodable {
      var format: Int
      var build: String
      var values: [String: KeptFit]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let stored = Stored(format: CacheFile<KeptFit>.format, build: "b1", values: ["order.json": fit])
    let files = InMemoryFileSystem([path: try encoder.encode(stored)])
    #expect(cache(files).value(for: "order.json") == fit)
    #expect(cache(files, build: "b2").value(for: "order.json") == nil)
  }

  @Test func aFileThatCannotBeWrittenIsNoError() {
    var files = InMemoryFileSystem().fileSystem
    files.replace = { path, _ in throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
    let kept = CacheFile<KeptFit>(path: path, build: "b1", files: files)
    kept.set(fit, for: "order.json")
    kept.flush()
    #expect(kept.value(for: "order.json") == fit)
  }
}
