import Foundation
import Testing
import WorkbenchContext

struct AppContextTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func atomicWritesCreateAndReplaceKeepingPermissions() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("fixture.json").path
    try FileSystem.live.replace(file, Data("one".utf8))
    #expect(try FileSystem.live.read(file) == Data("one".utf8))
    chmod(file, 0o600)
    try FileSystem.live.replace(file, Data("two".utf8))
    #expect(try FileSystem.live.read(file) == Data("two".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fixture.json"])
  }

  @Test func aWriteIntoAMissingFolderFailsAndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: POSIXError.self) { try FileSystem.live.replace(folder.path + "/missing/x.json", Data("x".utf8)) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func theTestContextKeepsFilesInMemoryWithAFixedClock() throws {
    let memory = InMemoryFileSystem(["/a/b.json": Data("{}".utf8)])
    let context = AppContext.test(files: memory, now: Date(timeIntervalSince1970: 42))
    #expect(context.now() == Date(timeIntervalSince1970: 42))
    #expect(context.files.isDirectory("/a"))
    #expect(try context.files.list("/a") == ["b.json"])
    try context.files.replace("/a/c.json", Data("[]".utf8))
    #expect(memory.paths == ["/a/b.json", "/a/c.json"])
    #expect(throws: (any Error).self) { try context.files.read("/nope") }
  }
}
