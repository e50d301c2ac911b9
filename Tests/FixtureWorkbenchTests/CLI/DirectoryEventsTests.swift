import Foundation
import Testing

@testable import FixtureWorkbench

/// The kernel tells a watch of changes under a folder, in folders made since too, and of none in
/// its hidden folders, so an idle watch does no work.
struct DirectoryEventsTests {
  @Test(.enabled(if: DirectoryEvents(root: NSTemporaryDirectory()) != nil, "the kernel tells no events here"))
  func aChangeUnderTheFolderIsToldAndQuietIsNot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let events = try #require(DirectoryEvents(root: root.path))
    #expect(!events.wait(.milliseconds(50)))

    try Data("struct Order {}".utf8).write(to: root.appendingPathComponent("Order.swift"))
    #expect(events.wait(.seconds(2)))
    #expect(!events.wait(.milliseconds(50)))

    try Data("built".utf8).write(to: root.appendingPathComponent(".build/Order.o"))
    #expect(!events.wait(.milliseconds(50)))

    let models = root.appendingPathComponent("Sources/Models")
    try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
    #expect(events.wait(.seconds(2)))
    try Data("struct Item {}".utf8).write(to: models.appendingPathComponent("Item.swift"))
    #expect(events.wait(.seconds(2)))
  }
}
