import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// A fixture folder's listing is kept while its folders' stamps are settled, and listed again
/// once a file is added or removed in any of them.
struct JSONFileListingTests {
  func folder() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root + "/Order/failing", withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/order-1.json"))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/Order/failing/no-id.json"))
    return root
  }

  /// Every folder's time set to one long ago: settled.
  func age(_ root: String) throws {
    let then = Date(timeIntervalSince1970: 1_000_000_000)
    for folder in [root, root + "/Order", root + "/Order/failing"] {
      try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: folder)
    }
  }

  func names(_ root: String, _ files: FileSystem = .live) -> [String] {
    JSONFileListing.files(under: root, files: files).map { "\($0.name)\($0.isMeantToFail ? " (failing)" : "")" }
      .sorted()
  }

  @Test func aSettledListingIsKeptUntilAFolderChanges() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try age(root)
    #expect(names(root) == ["Order/failing/no-id.json (failing)", "order-1.json"])
    let kept = try #require(JSONFileListing.listing(under: root, files: .live).generation)
    // A listing kept is not listed again: a file whose folder's stamp is set back as it was is
    // not seen (a folder holds the same size with one more name on the disks here).
    let size = try #require(FileManager.default.attributesOfItem(atPath: root + "/Order")[.size] as? Int)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/Order/hidden.json"))
    try #require(FileManager.default.attributesOfItem(atPath: root + "/Order")[.size] as? Int == size)
    try age(root)
    #expect(names(root) == ["Order/failing/no-id.json (failing)", "order-1.json"])
    #expect(JSONFileListing.listing(under: root, files: .live).generation == kept)
    // A folder whose time moved is listed again, and so is every folder under the root; the new
    // listing is not kept while its folder's time is recent.
    try FileManager.default.removeItem(atPath: root + "/order-1.json")
    #expect(names(root) == ["Order/failing/no-id.json (failing)", "Order/hidden.json"])
    #expect(JSONFileListing.listing(under: root, files: .live).generation == nil)
    try age(root)
    let relisted = try #require(JSONFileListing.listing(under: root, files: .live).generation)
    #expect(relisted != kept)
  }

  @Test func aListingOfFoldersChangedLatelyIsNotKept() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(names(root).count == 2)
    #expect(JSONFileListing.listing(under: root, files: .live).generation == nil)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/Order/new.json"))
    try FileManager.default.setAttributes(
      [
        .modificationDate: try #require(
          try FileManager.default.attributesOfItem(atPath: root + "/Order")[.modificationDate])
      ],
      ofItemAtPath: root + "/Order")
    #expect(names(root).count == 3)
  }

  @Test func aStampWithNoTimeIsNeverSettled() {
    #expect(!SettledStamp.isSettled("12 0ab3"))
    #expect(SettledStamp.isSettled("12 1000.5"))
    #expect(!SettledStamp.isSettled("12 \(Date().timeIntervalSince1970)"))
  }
}
