import FixtureEngine
import Foundation
import Testing
import WorkbenchContext

/// A name that ends in a plural after other words is a list of that word's things: where the fit
/// decides, a list or an envelope of a model whose name holds the word comes before one that reads
/// more of the file (SpotifyKit's `audiobook_chapters.json`, a `Page<SimplifiedChapter>` that a
/// `Page<PlaylistTrack>` reads more of).
struct ListSubjectFitTests {
  struct Shelf<Item: Decodable & Sendable>: Decodable, Sendable {
    let items: [Item]
    let total: Int
  }

  struct Audiobook: Decodable, Sendable {
    let name: String
    let authors: [String]
  }

  struct SimplifiedChapter: Decodable, Sendable {
    let id: String
    let name: String
    let number: Int
  }

  struct PlaylistTrack: Decodable, Sendable {
    let id: String
    let name: String
    let number: Int?
    let duration: Int?
    let explicit: Bool?
  }

  static let shelves = {
    var workspace = Workspace(
      "Shelves", directory: "/ws",
      models: [.model(Audiobook.self), .model(Shelf<PlaylistTrack>.self), .model(Shelf<SimplifiedChapter>.self)])
    workspace.fitsInThisProcess = true
    return workspace
  }()

  static let chapters =
    #"{"items": [{"id": "c1", "name": "One", "number": 1, "duration": 310, "explicit": false}, {"id": "c2", "name": "Two", "number": 2, "duration": 290, "explicit": false}], "total": 2}"#

  func fitted(_ files: [String: String]) -> [String: FixtureFile] {
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let fitted = Self.shelves.assigningByFit(Self.shelves.fixtureFiles(in: context), in: context)
    return Dictionary(uniqueKeysWithValues: fitted.map { ($0.name, $0) })
  }

  @Test func anOwnersPluralIsAListOfThem() throws {
    let fixtures = fitted([
      "/ws/Fixtures/audiobook_chapters.json": Self.chapters, "/ws/Fixtures/playlist_entries.json": Self.chapters,
    ])
    let chapters = try #require(fixtures["audiobook_chapters.json"])
    #expect(chapters.modelName?.hasSuffix("Shelf<SimplifiedChapter>") == true, "\(chapters.modelName ?? "none")")
    #expect(chapters.assignment == .fit)
    #expect(chapters.namedLike?.hasSuffix("Audiobook") == true)
    // No model's name holds `entry`: the one that reads the most of it wins, as before.
    let entries = try #require(fixtures["playlist_entries.json"])
    #expect(entries.modelName?.hasSuffix("Shelf<PlaylistTrack>") == true, "\(entries.modelName ?? "none")")
  }
}
