import FixtureEngine
import Foundation
import JSONFragment
import JSONTrace
import SampleStorefront
import Testing
import WorkbenchContext

/// The storefront sample is written the way real API clients are: `init(from:)` that parses
/// strings, `""` meaning `nil`, `Int` enums, snake_case keys with digits, typealiased generics,
/// kebab-case fixtures. Nearly every value of its fixtures must map to the property it feeds,
/// and no value the model keeps by its own rule may be called a mismatch.
struct StorefrontMappingTests {
  static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SampleStorefront/Resources").path

  static func workspace() -> Workspace {
    let decoding = DecodingOptions(packageDecoder: PackageDecoder("JSONDecoder.storefront") { .storefront })
    return Workspace(
      "Storefront", directory: resources, fixtures: ["json"],
      models: [
        .model(Merchant.self, decoding: decoding),
        .model(LineItem.self, decoding: decoding),
        .model(OrderDetails.self, decoding: decoding),
        .model(OrderDetailsAppendResponse.self, decoding: decoding),
        .model(OrderSummary.self, decoding: decoding),
        .model(OrderPage.self, name: "OrderPage", decoding: decoding),
        .model(BusinessDay.self, decoding: decoding),
        .model(PaymentState.self, decoding: decoding),
        .model(Refund.self, decoding: decoding),
      ])
  }

  struct Tally: CustomStringConvertible {
    var values = 0
    var mapped = 0
    var unmapped: [String] = []
    var mismatches: [String] = []
    var share: Double { values == 0 ? 0 : Double(mapped) / Double(values) }
    var description: String {
      "\(mapped) of \(values) mapped; unmapped: \(unmapped); mismatches: \(mismatches)"
    }
  }

  static func tally() throws -> Tally {
    let workspace = workspace()
    var tally = Tally()
    for fixture in workspace.fixtureFiles(in: .live) {
      let model = try workspace.model(named: try #require(fixture.modelName, "\(fixture.name) has a model"))
      let inspection = model.inspect(try Data(contentsOf: URL(fileURLWithPath: fixture.path)))
      #expect(inspection.decodes, "\(fixture.name) decodes as \(model.name)")
      for result in inspection.comparison {
        tally.values += 1
        switch result.verdict {
        case .notCompared: tally.unmapped.append("\(fixture.name) \(result)")
        case .mismatch:
          tally.mapped += 1
          tally.mismatches.append("\(fixture.name) \(result)")
        default: tally.mapped += 1
        }
      }
    }
    return tally
  }

  @Test func almostEveryValueMapsAndNoneIsAFalseMismatch() throws {
    let tally = try Self.tally()
    #expect(tally.values > 80, "the fixtures hold values: \(tally)")
    #expect(tally.share >= 0.98, "\(tally)")
    #expect(tally.mismatches.isEmpty, "\(tally)")
  }
}
