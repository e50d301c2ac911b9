import FixtureEngine
import Foundation
import JSONFragment
import ModelProbe
import Testing

/// Keys whose values are raw-value enums of any raw type map to their property, so their values
/// are compared.
struct ValueEnumMappingTests {
  enum Tier: Int, Decodable, Sendable, CaseIterable {
    case free = 1
    case plus = 2
    case pro = 3
  }
  enum Sky: String, Decodable, Sendable, CaseIterable { case clear, rain }
  struct Account: Decodable, Sendable {
    var id: Int
    var tier: Tier
    var sky: Sky
    var backup: Tier?
  }

  @Test func intAndStringEnumsMapToTheirProperties() {
    let model = WorkspaceModel.model(Account.self)
    let map = model.propertyMap()
    #expect(map.unmapped.isEmpty, "\(map.unmapped)")
    let inspection = model.inspect(Data(#"{"id": 7, "tier": 2, "sky": "rain", "backup": 3}"#.utf8))
    #expect(inspection.decodes)
    #expect(
      inspection.comparison.map { "\($0.path) \($0.verdict)" } == [
        "id match", "tier match", "sky match", "backup match",
      ])
  }
}
