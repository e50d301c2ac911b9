import FixtureEngine
import Foundation
import JSONCore
import ModelProbe
import Testing

/// An item of a shelf: its media, or a folder of them where it has no `ratingKey`.
enum ShelfEntry: Decodable, Sendable {
  case media(ShelfMedia)
  case folder(ShelfFolder)

  private enum CodingKeys: CodingKey {
    case ratingKey
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if try container.decodeIfPresent(String.self, forKey: .ratingKey) == nil {
      self = .folder(try ShelfFolder(from: decoder))
    } else {
      self = .media(try ShelfMedia(from: decoder))
    }
  }
}

struct ShelfMedia: Decodable, Sendable {
  let ratingKey: String
  let title: String
  let year: Int?
}

struct ShelfFolder: Decodable, Sendable {
  let title: String
  let folderKey: String?
}

/// A folder's contents: folders or media.
struct FolderContents: Decodable, Sendable {
  let items: [ShelfEntry]
}

/// A library's media, and nothing else.
struct LibraryMedia: Decodable, Sendable {
  let items: [ShelfMedia]
}

/// A library's media, and notes no payload holds.
struct AnnotatedMedia: Decodable, Sendable {
  let items: [ShelfMedia]
  let notes: String?
}

/// Where two models read a payload alike and its name tells them apart no more, the narrower one
/// (the fewer keys, the more of it the payload fills) is what the payload is.
struct NarrowTwinFitTests {
  static let albums =
    #"{"items": [{"ratingKey": "1", "title": "Abbey Road", "year": 1969}, {"ratingKey": "2", "title": "Help!"}]}"#

  func fitting(_ models: [WorkspaceModel]) throws -> ModelFit {
    ModelFit(try PayloadText(parsing: Data(Self.albums.utf8)), models: models)
  }

  /// The wrapper looks at each `ratingKey` before its case reads it again: it reads no more, and
  /// requires less.
  @Test(arguments: [false, true])
  func theNarrowerOfTwinsWins(folderFirst: Bool) throws {
    var models: [WorkspaceModel] = [.model(LibraryMedia.self), .model(FolderContents.self)]
    if folderFirst { models.reverse() }
    let fit = try fitting(models)
    let folder = try #require(fit.ranked.first { $0.model.name == "FolderContents" })
    let library = try #require(fit.ranked.first { $0.model.name == "LibraryMedia" })
    #expect(folder.inspection.decodes && library.inspection.decodes)
    #expect(folder.reading == library.reading)
    #expect(fit.best(namedLike: "albums")?.model.name == "LibraryMedia")
  }

  /// A twin with a key the payload lacks is the wider one.
  @Test(arguments: [false, true])
  func theTwinWithFewerKeysWins(annotatedFirst: Bool) throws {
    var models: [WorkspaceModel] = [.model(LibraryMedia.self), .model(AnnotatedMedia.self)]
    if annotatedFirst { models.reverse() }
    let fit = try fitting(models)
    #expect(fit.ranked.allSatisfy { $0.inspection.decodes })
    #expect(fit.best(namedLike: "albums")?.model.name == "LibraryMedia")
  }

  /// A map that takes any key names none: a model that names the payload's keys is narrower.
  @Test(arguments: [false, true])
  func aTwinThatNamesKeysBeatsAMapOfAnyKeys(mapFirst: Bool) throws {
    let stored = #"{"app.token": {"ratingKey": "1", "title": "Abbey Road"}}"#
    var models: [WorkspaceModel] = [.model([String: ShelfMedia].self), .model([String: [String: String]].self)]
    if mapFirst { models.reverse() }
    let fit = ModelFit(try PayloadText(parsing: Data(stored.utf8)), models: models)
    #expect(fit.ranked.count == 2 && fit.ranked.allSatisfy { $0.inspection.decodes })
    #expect(fit.ranked[0].reading == fit.ranked[1].reading)
    #expect(fit.best(namedLike: "local-storage")?.model.name == "[String: ShelfMedia]")
  }

  /// A name that shares a word with the wider twin still decides.
  @Test func theNameDecidesBeforeTheNarrowerOne() throws {
    let fit = try fitting([.model(LibraryMedia.self), .model(FolderContents.self)])
    #expect(fit.best(namedLike: "folder-contents")?.model.name == "FolderContents")
  }
}
