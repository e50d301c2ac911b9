import FixtureEngine
import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// A supplier whose every key but its name is optional: its snake_case fixtures decode with the
/// default keys too, reading nothing but the name.
struct ReadingSupplier: Decodable, Sendable {
  let name: String
  let tradingName: String?
  let contactEmail: String?
}

/// A supplier that spells one key in snake_case and reads the other by its property's name.
struct TiedSupplier: Decodable, Sendable {
  let name: String
  let tradingName: String?
  let contactEmail: String?

  enum CodingKeys: String, CodingKey {
    case name, contactEmail
    case tradingName = "trading_name"
  }
}

/// Where every fixture decodes either way, the package's decoder (or snake_case keys) that reads
/// more of their keys is the package's decoding; one that reads no more is not chosen.
struct ReadingMoreInferenceTests {
  func workspace(decoders: [String: DecodingOptions]) -> Workspace {
    var workspace = Workspace("Suppliers", directory: "/ws", models: [.model(ReadingSupplier.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    workspace.packageDecodings = decoders
    return workspace
  }

  let files = InMemoryFileSystem(
    [
      "/ws/Fixtures/reading-supplier.json": #"{"name": "Acme", "trading_name": "Acme Ltd", "contact_email": "a@acme"}"#,
      "/ws/Fixtures/reading-supplier-2.json": #"{"name": "Bolt", "trading_name": "Bolt & Sons"}"#,
    ].mapValues { Data($0.utf8) })

  @Test func thePackagesDecoderThatReadsMoreOfTheFixturesIsChosen() throws {
    let chosen = workspace(decoders: [
      "API.plain": DecodingOptions(), "API.decoder": DecodingOptions(keys: .convertFromSnakeCase),
    ]).choosingPackageDecoders(in: .test(files: files))
    let model = try chosen.model(named: "ReadingSupplier")
    #expect(model.foundDecoder == "API.decoder")
    #expect(
      chosen.packageDecoding?.lines == [
        "decoder: API.decoder, found in the package; 2 of 2 fixtures decode with it, 2 without; "
          + "the keys of 2 fixtures left unread: 0 with it, 3 without"
      ])
  }

  @Test func withNoDecoderReachedSnakeCaseKeysThatReadMoreAreInferred() throws {
    let chosen = workspace(decoders: [:]).choosingPackageDecoders(in: .test(files: files))
    #expect(try chosen.model(named: "ReadingSupplier").decoding.keys == .convertFromSnakeCase)
    #expect(
      chosen.packageDecoding?.lines == [
        "keys: convertFromSnakeCase, inferred from the keys of 2 fixtures left unread: 0 with it, 3 without"
      ])
  }

  @Test func aDeclaredDecoderThatReadsAsManyIsTakenAndAnInferredStrategyIsNot() throws {
    // With default keys `contact_email` is left unread; with snake_case keys, `trading_name`.
    let files = InMemoryFileSystem(
      ["/ws/Fixtures/tied-supplier.json": #"{"name": "Acme", "trading_name": "A", "contact_email": "a"}"#]
        .mapValues { Data($0.utf8) })
    let tied = { (decoders: [String: DecodingOptions]) in
      var workspace = Workspace("Suppliers", directory: "/ws", models: [.model(TiedSupplier.self)])
      workspace.fitsInThisProcess = true
      workspace.findsDecoding = true
      workspace.packageDecodings = decoders
      return workspace.choosingPackageDecoders(in: .test(files: files))
    }
    let declared = tied(["API.decoder": DecodingOptions(keys: .convertFromSnakeCase)])
    #expect(try declared.model(named: "TiedSupplier").foundDecoder == "API.decoder")
    #expect(declared.packageDecoding?.unreadKeys == 1)
    #expect(declared.packageDecoding?.unreadKeysWithout == 1)
    #expect(tied([:]).packageDecoding == nil)
  }

  @Test func fixturesWhoseKeysAreAllReadChooseNothing() throws {
    let files = InMemoryFileSystem(
      ["/ws/Fixtures/reading-supplier.json": #"{"name": "Acme", "tradingName": "Acme Ltd"}"#].mapValues {
        Data($0.utf8)
      })
    let chosen = workspace(decoders: ["API.decoder": DecodingOptions(keys: .convertFromSnakeCase)])
      .choosingPackageDecoders(in: .test(files: files))
    #expect(chosen.packageDecoding == nil)
    #expect(try chosen.model(named: "ReadingSupplier").foundDecoder == nil)
  }
}
