import Catalog
import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import Locations
import ModelAdapter
import Pokedex
import Releases
import TestPayloads
import Testing

@testable import FuzzTargets

/// The tracing decoder against `JSONDecoder` on thousands of damaged payloads: both must agree on
/// whether each payload decodes and, when it does not, on the first failing path.
struct DifferentialTests {
  struct Subject {
    let name: String
    let bases: [JSONValue]
    let outcomes: (Data) -> (decoder: DecoderVerdict, tracer: DecoderVerdict, tracerFirst: FieldFailure?)
  }

  static func subject<Model: Decodable>(
    _ type: Model.Type, name: String, bases: [JSONValue], options: DecodingOptions = DecodingOptions()
  ) -> Subject {
    Subject(name: name, bases: bases) { data in
      let decoder: DecoderVerdict
      do {
        _ = try options.makeDecoder().decode(type, from: data)
        decoder = .decodes
      } catch {
        decoder = DecoderVerdict.of(error, options: options)
      }
      let traced = try? TracingDecoder.trace(type, from: data, options: options)
      guard let traced else { return (decoder, .fails(.root), nil) }
      let first = traced.trace.firstFailure
      let tracer: DecoderVerdict = first.map { .fails(DecoderVerdict.modelSpelling($0.path, options)) } ?? .decodes
      return (decoder, tracer, first)
    }
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Workspaces")

  static func validFixtures(_ workspace: String) throws -> [JSONValue] {
    let folder = fixtures.appendingPathComponent(workspace).appendingPathComponent("Fixtures")
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
      .sorted { $0.path < $1.path }
      .map { try JSONParser.parse(Data(contentsOf: $0)) }
  }

  static func subjects() throws -> [Subject] {
    let snakeRelease: JSONValue = [
      "tag_name": "v1", "published_at": "2024-05-01T12:00:00Z", "html_url": "https://x.dev/v1",
    ]
    return [
      subject(Pokemon.self, name: "Pokemon", bases: try validFixtures("Pokedex") + [PokemonFragment().json]),
      subject(Location.self, name: "Location", bases: try validFixtures("Locations") + [LocationFragment().json]),
      subject(DataModel.self, name: "DataModel", bases: try validFixtures("Catalog")),
      subject(
        Releases.Release.self, name: "Release", bases: try validFixtures("Releases"),
        options: DecodingOptions(dates: .iso8601)),
      subject(
        SnakeCaseRelease.self, name: "snake-case Release", bases: [snakeRelease],
        options: DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601)),
      subject(
        Moveset.self, name: "Moveset",
        bases: [
          [
            "owner": "Ash", "moves": [["name": "Tackle", "power": 40], ["name": "Ember", "power": 40]],
            "badge": ["gym": "Pewter"],
          ]
        ]),
    ]
  }

  @Test func tracerAgreesWithJSONDecoderOnTenThousandDamagedPayloads() throws {
    var mutator = PayloadMutator(random: SplitMix64(seed: 2026))
    var disagreements: [String] = []
    var counts = (payloads: 0, failing: 0)
    let subjects = try Self.subjects()
    let perSubject = 10_200 / subjects.count
    for subject in subjects {
      for round in 0..<perSubject {
        let base = subject.bases[round % subject.bases.count]
        let payload = round % 10 == 0 ? base : mutator.mutate(base)
        let data = Data(JSONPrinter.bytes(of: payload, style: .compact))
        let (decoder, tracer, first) = subject.outcomes(data)
        counts.payloads += 1
        if decoder != .decodes { counts.failing += 1 }
        let agree =
          decoder == tracer || DecoderAgreement.isAcceptedQuirk(decoder: decoder, tracer: tracer, first: first)
        if !agree, disagreements.count < 20 {
          disagreements.append("\(subject.name): JSONDecoder \(decoder), tracer \(tracer)\n  \(payload.compactText)")
        }
      }
    }
    #expect(counts.payloads >= 10_000)
    #expect(counts.failing > counts.payloads / 2, "the mutations should break most payloads")
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
  }
}
