import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import Locations
import Releases
import Testing
import Wild

struct SwiftCodeExporterTests {
  @Test func theSameInputGivesTheSameTextAndSharedEnumsTheSameConformanceFile() throws {
    let payload = try Self.fixture("Releases/Fixtures/stable-release.json")
    let release = try Workspace.releases.model(named: "Release")
    let first = SwiftCodeExporter(model: release, fragmentDefaults: payload)
    let second = SwiftCodeExporter(model: release, fragmentDefaults: payload)
    #expect(first.fragmentFiles() == second.fragmentFiles())
    #expect(
      first.stateTest(named: "s", payload: payload, framework: .xcTest)
        == second.stateTest(named: "s", payload: payload, framework: .xcTest))

    let shapes = SwiftCodeExporter(model: .model(HostileShapes.self, name: "Shapes")).fragmentFiles()
    let holder = SwiftCodeExporter(model: .model(LevelHolder.self)).fragmentFiles()
    let fromShapes = shapes.first { $0.name == "HostileShapes.Level+JSONRepresentable.swift" }
    let fromHolder = holder.first { $0.name == "HostileShapes.Level+JSONRepresentable.swift" }
    #expect(fromShapes != nil)
    #expect(fromShapes == fromHolder)
  }

  @Test func nestedObjectsAndArraysGetNestedFragmentTypesAndDatesAreComparedInTheModelsStrategy() throws {
    let payload = try Self.fixture("Releases/Fixtures/stable-release.json")
    let files = SwiftCodeExporter(model: try Workspace.releases.model(named: "Release"), fragmentDefaults: payload)
      .fragmentFiles()
    #expect(files.map(\.name) == ["ReleaseFragment.swift"])  // the Releases module declares its enums' conformances
    let text = try #require(files.first?.contents)
    #expect(text.contains("  var author: Field<AccountFragment> = .value(AccountFragment())\n"))
    #expect(
      text.contains(
        "  var assets: Field<[AssetFragment]> = .value([\n    AssetFragment(),\n    AssetFragment().changing {\n"))
    #expect(text.contains("    .init(\"tag_name\", \\.tagName, model: \\.tagName),\n"))
    #expect(text.contains("    .init(\"published_at\", \\.publishedAt, model: \\.publishedAt),\n"))
    #expect(text.contains("  var publishedAt: Field<Date> = .value(Date(timeIntervalSince1970: 1786699812))\n"))
    #expect(text.contains("    static let dateStrategy: JSONDateStrategy = .iso8601\n"))
    #expect(text.contains("  struct AccountFragment: ModelJSONFragment {\n    typealias Model = Account\n"))
    #expect(text.contains("  struct AssetFragment: ModelJSONFragment {\n    typealias Model = Asset\n"))
    #expect(text.contains("      .init(\"created_at\", \\.createdAt, model: \\.createdAt),\n"))
  }

  @Test func keysInsideEnumCasesAreComparedThroughTheCasesThatReadThem() throws {
    let text = try #require(SwiftCodeExporter(model: .model(Post.self)).fragmentFiles().first?.contents)
    #expect(
      text.contains(#".init("type", \.type),  // the discriminator: it chooses the case whose keys are compared"#))
    #expect(text.contains(#".init("url", \.url, inCases: [["image", "url"], ["link", "url"]]),"#))
    #expect(text.contains(#".init("question", \.question, inCases: [["poll", "question"]]),"#))
    #expect(text.contains(#".init("options", \.options, inCases: [["poll", "options"]]),"#))
    #expect(!text.contains("not compared\n    .init(\"width\""))
  }

  @Test func fallbacksDroppedValuesDataAndDictionariesAreWrittenOrSaidHonestly() throws {
    let text = try #require(
      SwiftCodeExporter(model: .model(HostileShapes.self, name: "Shapes")).fragmentFiles().first?.contents)
    #expect(text.contains(#".init("wins", \.wins, model: \.wins, whenMissing: 0),"#))
    #expect(
      text.contains(#".init("legacy_checksum", \.legacyChecksum),  // no model property found: written, not compared"#))
    #expect(text.contains(#".init("labels", \.labels, model: \.labels),"#))
    #expect(text.contains(#"var labels: Field<[String: String]> = .value([:])"#))
    #expect(text.contains(#".init("blob", \.blob, model: \.blob),"#))
    #expect(text.contains(#"var blob: Field<Data> = .value(Data(base64Encoded: "dGV4dA==")!)"#))
    #expect(text.contains(#".init("levels", \.levels, model: \.levels),"#))
    #expect(text.contains("  var nested: Field<InnerFragment> = .value(InnerFragment())\n"))
    #expect(text.contains("  var items: Field<[InnerFragment]> = .value([InnerFragment()])\n"))
    #expect(text.contains(#".init("protocol", \.`protocol`, model: \.`protocol`),"#))
    #expect(text.contains(#"var tone: Field<HostileShapes.Tone> = .value(HostileShapes.Tone(rawValue: "calm")!)"#))
  }

  @Test func hostileKeysAreEscapedRenamedAndQuoted() throws {
    let text = try #require(SwiftCodeExporter(model: .model(HostileKeys.self)).fragmentFiles().first?.contents)
    for line in [
      #".init("class", \.`class`, model: \.`class`),"#, #".init("self", \.selfValue, model: \.selfValue),"#,
      #".init("2fa", \.twoFactor, model: \.twoFactor),"#, #".init("", \.empty, model: \.empty),"#,
      #".init("keys", \.keysField, model: \.keys),"#, #".init("say \"hi\" \\(x)", \.quote, model: \.quote),"#,
      "var mode: Field<HostileKeys.Mode> = .value(.`default`)",
    ] {
      #expect(text.contains(line), "missing: \(line)")
    }
  }

  @Test func unmappedKeysAreNamedFromTheirSpellingWithoutClashes() throws {
    let text = try #require(SwiftCodeExporter(model: .model(Unmapped.self)).fragmentFiles().first?.contents)
    #expect(text.contains(#".init("a_b", \.aB),  // no model property found: written, not compared"#))
    #expect(text.contains(#".init("aB", \.aB2),  // no model property found: written, not compared"#))
    #expect(text.contains(#".init("keys", \.keysField),  // no model property found: written, not compared"#))
  }

  @Test func aHandWrittenNestedFragmentIsChangedInPlace() throws {
    let location = try Workspace.locations.model(named: "Location")
    let exporter = SwiftCodeExporter(model: location)
    #expect(exporter.fragmentFiles().isEmpty)
    #expect(exporter.fragmentTypeName == "LocationFragment")
    let payload = try #require(location.referencePayload).replacing("address.city", with: nil).replacing(
      "extra", with: 1)
    let text = exporter.stateTest(named: "no city", payload: payload, framework: .swiftTesting).contents
    #expect(
      text.contains(
        """
            var fragment = LocationFragment()
            fragment.address = .value(AddressFragment().changing {
              $0.city = .absent
            })
            let payload = fragment.byAdding(PlainJSONFragment(members: [JSONMember("extra", 1)]))
        """))
    #expect(
      text.contains(
        """
            expectFailures(payload, as: Location.self, decoding: DecodingOptions(), [
              .missingKey("address.city"),
            ])
        """))
    #expect(!text.contains("StubHTTPClient"))
  }

  @Test func aFailingStateAssertsEveryFailingField() throws {
    let location = try Workspace.locations.model(named: "Location")
    let exporter = SwiftCodeExporter(model: location)
    let payload = try #require(location.referencePayload).replacing("address.city", with: nil).replacing(
      "locationId", with: "5")
    let text = exporter.stateTest(named: "two", payload: payload, framework: .xcTest).contents
    #expect(
      text.contains(
        """
            expectFailures(fragment, as: Location.self, decoding: DecodingOptions(), [
              .wrongType("locationId"),
              .missingKey("address.city"),
            ])
          }
        }
        """))
  }

  @Test func aPayloadThatIsNotAnObjectIsCheckedForItsOutcomeOnly() throws {
    let exporter = SwiftCodeExporter(model: try Workspace.locations.model(named: "Location"))
    let text = exporter.stateTest(named: "array", payload: [1, "two"], framework: .swiftTesting).contents
    #expect(text.contains("    let payload: JSONValue = [1, \"two\"]\n"))
    #expect(
      text.contains(
        """
            expectFailures(Data(JSONPrinter.bytes(of: payload, style: .compact)), as: Location.self, decoding: DecodingOptions(), [
              .wrongType(.root),
            ])
        """))
    #expect(throws: SwiftCodeExportError.scenarioIsNotAnObject(name: "array")) {
      try exporter.scenarioMatrixTest(
        named: "m", cases: [ScenarioCase(name: "array", payload: [1], expected: .fails(at: .root))])
    }
  }

  static func fixture(_ relative: String) throws -> JSONValue {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Workspaces")
    return try JSONParser.parse(Data(contentsOf: root.appendingPathComponent(relative)))
  }
}

/// A model that drops every value it reads, so no key maps to a property.
struct Unmapped: Decodable {
  enum CodingKeys: String, CodingKey {
    case snake = "a_b"
    case camel = "aB"
    case keys
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    _ = try container.decode(String.self, forKey: .snake)
    _ = try container.decode(String.self, forKey: .camel)
    _ = try container.decode(String.self, forKey: .keys)
  }
}
