import Foundation
import Testing
import WorkbenchContext

/// What a watch sees of a package's files, and when a burst of changes is over.
struct WatchingTests {
  @Test func aBurstIsAnsweredOnceWhenQuietOrAtTheLatestAfterTheLongestWait() {
    var window = BurstWindow(quiet: .milliseconds(300), longest: .seconds(2))
    var closed = window.closes(at: .seconds(1))
    #expect(!closed)
    // An editor's save: a temporary file, a rename, a second write.
    window.noteChange(at: .milliseconds(1000))
    window.noteChange(at: .milliseconds(1040))
    window.noteChange(at: .milliseconds(1200))
    #expect(window.isOpen)
    closed = window.closes(at: .milliseconds(1400))
    #expect(!closed)
    closed = window.closes(at: .milliseconds(1500))
    #expect(closed)
    #expect(!window.isOpen)
    closed = window.closes(at: .milliseconds(1900))
    #expect(!closed)

    // A file written without pause is still answered.
    for step in 0..<30 { window.noteChange(at: .seconds(5) + .milliseconds(100 * step)) }
    closed = window.closes(at: .seconds(7))
    #expect(closed)
  }

  @Test func aSnapshotNamesTheFilesAddedChangedAndRemovedAndSkipsDotFoldersAndOtherKinds() throws {
    let memory = InMemoryFileSystem([
      "/pkg/Package.swift": Data("// manifest".utf8),
      "/pkg/Sources/Shop/Order.swift": Data("struct Order {}".utf8),
      "/pkg/Tests/ShopTests/Fixtures/order.json": Data("{}".utf8),
      "/pkg/.build/debug/Order.swift": Data("built".utf8),
      "/pkg/README.md": Data("# Shop".utf8),
    ])
    let files = memory.fileSystem
    let before = WatchedFiles(root: "/pkg", files: files)
    #expect(
      before.stamps.keys.sorted() == [
        "Package.swift", "Sources/Shop/Order.swift", "Tests/ShopTests/Fixtures/order.json",
      ])
    try files.replace("/pkg/Sources/Shop/Order.swift", Data("struct Order { var id: Int }".utf8))
    try files.replace("/pkg/Tests/ShopTests/Fixtures/order-2.json", Data("{}".utf8))
    try files.remove("/pkg/Tests/ShopTests/Fixtures/order.json")
    try files.replace("/pkg/.build/debug/Order.swift", Data("built again".utf8))
    try files.replace("/pkg/README.md", Data("# Shop!".utf8))
    let after = WatchedFiles(root: "/pkg", files: files)
    #expect(
      after.changes(since: before) == [
        "Sources/Shop/Order.swift", "Tests/ShopTests/Fixtures/order-2.json", "Tests/ShopTests/Fixtures/order.json",
      ])
    #expect(after.changes(since: after).isEmpty)
  }
}
