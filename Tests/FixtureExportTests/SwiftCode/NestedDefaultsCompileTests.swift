import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import SwiftTypeCheck
import Testing

/// Models whose fragments nest three deep, with one model (`WebLinks`) nested at two depths.
struct Playlist: Decodable, Equatable {
  var title: String
  var tracks: [Track]
}

struct Track: Decodable, Equatable {
  var links: WebLinks
  var artists: [Artist]
}

struct Artist: Decodable, Equatable {
  var name: String
  var links: WebLinks
}

struct WebLinks: Decodable, Equatable {
  var web: String
}

/// A fragment's defaults that differ element by element name each nested fragment type as the
/// code they are written in reaches it: a type nested two levels down, and one of two types of
/// the same name at different depths, are the ones meant, and the code type-checks.
@Suite(.serialized)
struct NestedDefaultsCompileTests {
  static let payload: JSONValue = [
    "title": "Mix",
    "tracks": [
      ["links": ["web": "a"], "artists": [["name": "Ada", "links": ["web": "x"]]]],
      [
        "links": ["web": "b"],
        "artists": [["name": "Bo", "links": ["web": "y"]], ["name": "Cy", "links": ["web": "z"]]],
      ],
    ],
  ]

  @Test func elementsThatDifferFromTheDefaultsTypeCheck() throws {
    let exporter = SwiftCodeExporter(model: .model(Playlist.self), fragmentDefaults: Self.payload)
    let files = exporter.fragmentFiles()
    let code = files.map(\.contents).joined()
    #expect(code.contains("TrackFragment.ArtistFragment().changing"), "\(code)")
    #expect(code.contains("TrackFragment.ArtistFragment.WebLinksFragment().changing"), "\(code)")
    var target = GeneratedTarget()
    target.add(files)
    target.add([exporter.stateTest(named: "mix", payload: Self.payload, framework: .swiftTesting)])
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")")
  }
}
