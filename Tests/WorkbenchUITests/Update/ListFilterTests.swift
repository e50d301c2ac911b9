import FixtureEngine
import GoldenRecording
import Pokedex
import SnapshotTesting
import Testing
import WorkbenchUI

/// `/` narrows the workspace and model lists as you type (fuzzy, case-insensitive, best match
/// first, matches highlighted); Enter opens the row on the cursor, Esc clears.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
struct ListFilterTests {
  static let names = [
    "Account", "Address", "BusinessDay", "Cart", "CartItem", "Customer", "CustomerAddress", "Discount", "Invoice",
    "InvoiceLine", "LineItem", "Merchant", "Money", "Order", "OrderDetails", "OrderPage", "OrderSummary", "Payment",
    "PaymentState", "Refund", "Shipment", "Tax", "Tier",
  ]
  static let shop = Workspace(
    "Shop", directory: "/ws", models: names.map { WorkspaceModel.model(Pokemon.self, name: $0) })

  func modelsOfShop() -> UIDriver {
    var driver = UIDriver(WorkspaceRegistry([Self.shop, .pokedex]), width: 80, height: 24)
    driver.press(.enter)
    return driver
  }

  func shownModels(_ driver: UIDriver) -> [String] {
    pickerEntries(driver.state).map { Self.names[$0.index] }
  }

  @Test func typingNarrowsTheListBestMatchFirst() {
    var driver = modelsOfShop()
    driver.press(.character("/"), .character("c"), .character("a"), .character("d"), .character("r"))
    #expect(shownModels(driver) == ["CustomerAddress"])
    driver.press(.backspace, .backspace)
    #expect(shownModels(driver).first == "Cart", "\(shownModels(driver))")
    #expect(shownModels(driver).contains("CustomerAddress"))
    assertSnapshot(of: driver.text, as: .lines)
  }

  /// A model registered by a typealias (an endpoint's `Response`) is found by its type's name too.
  @Test func aModelIsFoundByItsTypesNameToo() {
    let api = Workspace(
      "API", directory: "/ws",
      models: [
        WorkspaceModel.model(Pokemon.self, name: "Dex.ListPokemon.Response"),
        WorkspaceModel.model(Pokemon.Kind.self, name: "Dex.GetType.Response"),
      ])
    var driver = UIDriver(WorkspaceRegistry([api]), width: 80, height: 24)
    driver.press(.enter)
    driver.press(.character("/"))
    for character in "kind" { driver.press(.character(character)) }
    #expect(pickerEntries(driver.state).map(\.index) == [1])
    #expect(pickerEntries(driver.state).first?.positions == [], "the shown name has no matched characters")
  }

  @Test func enterOpensTheRowOnTheCursorAndEscClears() {
    var driver = modelsOfShop()
    driver.press(.character("/"))
    for character in "ordsum" { driver.press(.character(character)) }
    #expect(shownModels(driver) == ["OrderSummary"])
    driver.press(.enter)
    #expect(driver.state.learning == "OrderSummary" || driver.editor?.model.name == "OrderSummary")

    var cleared = modelsOfShop()
    cleared.press(.character("/"), .character("x"), .character("q"), .character("?"))
    #expect(cleared.state.listFilter.query == "xq?", "? is a letter of the query while typing")
    #expect(shownModels(cleared).isEmpty)
    cleared.press(.escape)
    #expect(cleared.state.listFilter == ListFilter())
    #expect(shownModels(cleared).count == Self.names.count)
    cleared.press(.escape)
    guard case .workspaces = cleared.state.screen else {
      Issue.record("a second Esc goes back to the workspaces")
      return
    }
  }

  @Test func theWorkspaceListFiltersToo() {
    var driver = UIDriver(WorkspaceRegistry([Self.shop, .pokedex]), width: 80, height: 24)
    driver.press(.character("/"), .character("d"), .character("x"), .enter)
    guard case .models(let index, _) = driver.state.screen else {
      Issue.record("enter opens the workspace the filter kept")
      return
    }
    #expect(driver.state.registry.workspaces[index].name == "Pokedex")
  }

  @Test func matchesPreferRunsAndWordStarts() throws {
    let address = try #require(FuzzyMatch.match("addr", in: "CustomerAddress"))
    #expect(address.positions == [8, 9, 10, 11])
    #expect(FuzzyMatch.match("xyz", in: "CustomerAddress") == nil)
    #expect(FuzzyMatch.match("ORD", in: "order")?.positions == [0, 1, 2])
    let start = try #require(FuzzyMatch.match("li", in: "LineItem"))
    let middle = try #require(FuzzyMatch.match("li", in: "InvoiceLine"))
    #expect(start.score > middle.score)
  }
}
