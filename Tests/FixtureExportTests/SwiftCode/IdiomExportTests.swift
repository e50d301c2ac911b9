import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import SampleIdioms
import SwiftTypeCheck
import Testing

/// Exports of models written with every Codable idiom compile, key wrapped properties by their
/// own key paths, and name fields after the JSON key or the model property.
@Suite(.serialized)
struct IdiomExportTests {
  static func exports(_ model: WorkspaceModel) throws -> [GeneratedSwiftFile] {
    let states = try GeneratedCodeCompilesTests.states(of: .idioms).filter {
      $0.name.hasPrefix(model.name + "/")
    }
    let exporter = SwiftCodeExporter(model: model, fragmentDefaults: states.first?.payload)
    var files = exporter.fragmentFiles()
    for (name, payload) in states {
      for framework in TestFramework.allCases {
        files.append(exporter.stateTest(named: "\(name) \(framework)", payload: payload, framework: framework))
      }
    }
    return files
  }

  @Test func everyIdiomModelsExportsCompile() throws {
    var target = GeneratedTarget()
    for model in Workspace.idioms.models {
      target.add(try Self.exports(model))
    }
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test func aWrappedPropertyIsKeyedByItsOwnKeyPath() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Basket")).map(\.contents).joined()
    #expect(code.contains(#"model: \.tags"#), "\(code)")
    #expect(code.contains(#"model: \.items"#), "\(code)")
    #expect(!code.contains("wrappedValue"), "\(code)")
  }

  /// `?? Date()` and `?? UUID()`, into optional properties too: no value to pin when the key is missing; `?? 5` is pinned.
  @Test func aValueTheModelMakesItselfIsComparedOnlyWhenSent() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Grant")).map(\.contents).joined()
    #expect(code.contains(#".init("issued_at", \.issuedAt, model: \.issuedAt, whenMissing: .anyValue)"#), "\(code)")
    #expect(code.contains(#".init("request_id", \.requestID, model: \.requestID, whenMissing: .anyValue)"#), "\(code)")
    // `?? Date()` into a `Date?`: never `nil` when the key is missing, either.
    #expect(code.contains(#".init("seen_at", \.seenAt, model: \.seenAt, whenMissing: .anyValue)"#), "\(code)")
    #expect(code.contains(#".init("interval", \.interval, model: \.interval, whenMissing: 5)"#), "\(code)")
  }

  /// A date the model keeps as another type is written, not compared, and still compiles.
  @Test func aDateKeptAsAnotherTypeIsWrittenNotCompared() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Receipt")).map(\.contents).joined()
    #expect(code.contains(#".init("paidAt", \.paidAt),"#), "\(code)")
  }

  /// An array the model reads by position, alone or in an array, is compared position by position
  /// with the element's own properties, through an optional too.
  @Test func anArrayReadByPositionIsComparedPositionByPosition() throws {
    let chart = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Chart")).map(\.contents).joined()
    #expect(chart.contains("var points: Field<[[JSONValue]]> = .value([[1710201600, 18.2], [1710205200, 17.9]])"))
    #expect(
      chart.contains(#".init("points", \.points, model: \.points, positions: [.value(\.time), .value(\.value)]),"#),
      "\(chart)")
    let route = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Route")).map(\.contents).joined()
    #expect(
      route.contains(#"model: \.location, positions: [.value(\.longitude), .value(\.latitude)]),"#), "\(route)")
  }

  /// A list under the one key the server chooses is keyed by the key the payload holds, and
  /// compared with the property the model keeps the list in: at the root and in a nested object.
  @Test func aKeyTheServerChoosesIsNamedAsThePayloadHoldsIt() throws {
    let batch = try Self.exports(Workspace.idioms.model(named: "IdiomModels.ParcelBatch"))
    let batchCode = batch.map(\.contents).joined()
    #expect(batchCode.contains(#".init("parcels", \.items, model: \.items)"#), "\(batchCode)")
    // A key that lands in an enum's case is named after the property, not the case.
    #expect(batchCode.contains(#".init("handler", \.handler, "#), "\(batchCode)")
    let depot = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Depot")).map(\.contents).joined()
    #expect(depot.contains(#".init("crates", \.items, model: \.items)"#), "\(depot)")
    #expect(depot.contains(#".init("stock", \.stock, model: \.stock"#), "\(depot)")
    #expect(!depot.contains("not compared"), "\(depot)")
  }

  /// A value the model accepts as a number or a string is JSON, not the first type it tries, and
  /// is compared with the property the model converts it into.
  @Test func aValueOfSeveralTypesIsTypedAsJSONAndComparedConverted() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Visit")).map(\.contents).joined()
    #expect(code.contains("var id: Field<JSONValue> = "), "\(code)")
    #expect(code.contains(#".init("id", \.id, convertedTo: \.id.text),"#), "\(code)")
    #expect(!code.contains("not compared"), "\(code)")
  }

  /// In an optional, and in a nested type in an array.
  @Test func anOptionalOneAndOneInAnArrayAreComparedConverted() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Shipment")).map(\.contents).joined()
    #expect(code.contains(#".init("reference", \.reference, convertedTo: \.reference?.text),"#), "\(code)")
    #expect(code.contains(#".init("code", \.code, convertedTo: \.code.text),"#), "\(code)")
    #expect(!code.contains("not compared"), "\(code)")
  }

  /// Kept as an enum with a case for each JSON type: compared by the value the case carries.
  @Test func oneKeptAsAnEnumOfACaseForEachTypeIsComparedConverted() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Shipment")).map(\.contents).joined()
    #expect(code.contains(#".init("carrier", \.carrier, convertedTo: \.carrier),"#), "\(code)")
    #expect(code.contains(#".init("handler", \.handler, convertedTo: \.handler),"#), "\(code)")
  }

  @Test func aSingleValueWrapperIsNamedAfterItsKey() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Visit")).map(\.contents).joined()
    #expect(code.contains("var site: Field<"), "\(code)")
    #expect(!code.contains("var rawValue"), "\(code)")
  }

  @Test func flattenedKeysAreANestedFragmentComparedWithTheFlatProperties() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.Place")).map(\.contents).joined()
    #expect(code.contains(#".init("position", \.position, model: \.self)"#), "\(code)")
    #expect(code.contains(#".init("lat", \.latitude, model: \.latitude)"#), "\(code)")
  }

  @Test func everyCaseOfAnEnumPayloadIsCompared() throws {
    let model = try Workspace.idioms.model(named: "IdiomModels.Reminder")
    let code = try Self.exports(model).map(\.contents).joined()
    #expect(code.contains(#".init("every", \.every, inCase: "every")"#), "\(code)")
    #expect(code.contains(#"inCases: [["every", "skipWeekends"]]"#), "\(code)")
    #expect(code.contains(#".init("_0", \._0, inCase: "movie")"#) || code.contains(#"inCase: "movie""#), "\(code)")
    #expect(code.contains(#"inCases: [["movie", "runtime"]]"#), "\(code)")
    #expect(!code.contains("no model property found"), "\(code)")
  }

  /// A model that is one of several types, each tried on the whole payload: the payload is the
  /// case's, its objects compared through the case, and a fallback inside it pinned.
  @Test func aPayloadThatIsOneCasesIsComparedThroughTheCase() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.SignIn")).map(\.contents).joined()
    #expect(code.contains(#".init("access_token", \.accessToken, inCases: [["session", "accessToken"]])"#), "\(code)")
    #expect(code.contains(#".init("account", \.account, inCases: [["session", "account"]])"#), "\(code)")
    #expect(code.contains(#".init("issued_at", \.issuedAt, inCases: [["session", "issuedAt"]])"#), "\(code)")
    #expect(code.contains(#".init("warning", \.warning, inCases: [["session", "warning"]])"#), "\(code)")
    #expect(
      code.contains(#".init("is_guest", \.isGuest, inCases: [["session", "account", "isGuest"]], whenMissing: false)"#),
      "\(code)")
    #expect(!code.contains("inCase: "), "\(code)")
  }

  /// An object of dynamic keys the model keeps in a dictionary keyed by an enum of their names.
  @Test func aDictionaryKeyedByAnEnumIsComparedByTheCasesNames() throws {
    let code = try Self.exports(Workspace.idioms.model(named: "IdiomModels.ForecastHour")).map(\.contents).joined()
    #expect(code.contains(#"var wind: Field<[String: Double]>"#), "\(code)")
    #expect(code.contains(#".init("wind", \.wind, model: \.wind.values)"#), "\(code)")
    #expect(code.contains(#".init("swell", \.swell, model: \.swell?.values)"#), "\(code)")
  }
}
