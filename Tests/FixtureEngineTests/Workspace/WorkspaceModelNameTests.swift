import FixtureEngine
import Testing

/// A model of a workspace is named as a person writes its type, generic arguments included.
struct WorkspaceModelNameTests {
  struct Page<Item: Decodable>: Decodable {
    var items: [Item]
  }
  struct Forecast: Decodable {}

  @Test func aGenericModelIsNamedWithItsArguments() {
    let model = WorkspaceModel.model(Page<Forecast>.self)
    #expect(model.name == "Page<Forecast>")
    #expect(model.typeName == "WorkspaceModelNameTests.Page<WorkspaceModelNameTests.Forecast>")
  }
}
