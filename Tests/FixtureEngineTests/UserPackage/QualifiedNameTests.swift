import FixtureEngine
import Foundation
import PackageDiscovery
import Testing
import WorkbenchContext

struct QNMemo: Decodable, Sendable { var text: String }

enum QNReview {
  struct QNMemo: Decodable, Sendable { var body: String }
  enum QNState: String, Decodable, Sendable, CaseIterable { case open, merged }
}

struct QNPage<Item: Decodable & Sendable>: Decodable, Sendable { var items: [Item] }

enum QNTicket {
  enum QNState: String, Decodable, Sendable, CaseIterable { case open, closed }
  struct QNAttachment: Decodable, Sendable { var url: String }
}

enum QNAPI {
  enum QNListMemos { typealias QNResponse = QNPage<QNMemo> }
  enum QNGetMemo { struct QNResponse: Decodable, Sendable { var memo: QNMemo } }
}

/// A user's package names its nested types by their path, so that two of one name are told
/// apart; a bare name finds the one type of that name, and is refused, with the choices, where
/// several have it.
struct QualifiedNameTests {
  let registry = UserPackage(
    root: "/p",
    modules: [
      .init(
        "Shop", testTarget: nil,
        models: [
          .model(QNMemo.self), .model(QNReview.QNMemo.self), .model(QNReview.QNState.self),
          .model(QNTicket.QNState.self), .model(QNTicket.QNAttachment.self), .model(QNPage<QNMemo>.self),
        ])
    ]
  ).registry(configuration: WorkbenchConfiguration())

  @Test func nestedTypesAreNamedByTheirPath() throws {
    let shop = try registry.workspace(named: "Shop")
    #expect(
      shop.models.map(\.name) == [
        "QNMemo", "QNReview.QNMemo", "QNReview.QNState", "QNTicket.QNState", "QNTicket.QNAttachment",
        "QNPage<QNMemo>",
      ])
  }

  /// Any spelling of a model resolves: with its module before any of its types, spaced otherwise.
  @Test func aNameWithTheModuleOrOtherSpacesFindsTheModel() throws {
    let shop = try registry.workspace(named: "Shop")
    #expect(try shop.model(named: "Shop.QNTicket.QNAttachment").name == "QNTicket.QNAttachment")
    #expect(try shop.model(named: "Shop.QNPage<Shop.QNMemo>").name == "QNPage<QNMemo>")
    #expect(try shop.model(named: "QNPage< QNMemo >").name == "QNPage<QNMemo>")
    #expect(try shop.model(named: "[Shop.QNMemo]").name == "[QNMemo]")
    #expect(try registry.select(workspace: nil, model: "Shop.QNPage<Shop.QNMemo>").1.name == "QNPage<QNMemo>")
    #expect(throws: LookupError.self) { try shop.model(named: "Other.QNMemo") }
  }

  @Test func aBareNameFindsTheTypeOfThatNameFirstThenTheOneNestedTypeOfIt() throws {
    #expect(try registry.select(workspace: nil, model: "QNMemo").1.name == "QNMemo")
    #expect(try registry.select(workspace: nil, model: "qnreview.qnmemo").1.name == "QNReview.QNMemo")
    #expect(try registry.select(workspace: nil, model: "QNAttachment").1.name == "QNTicket.QNAttachment")
    #expect(try registry.workspace(named: "Shop").model(named: "QNAttachment").name == "QNTicket.QNAttachment")
  }

  @Test func aNameWithSomeOfTheTypesItIsNestedInFindsTheModel() throws {
    let registry = UserPackage(
      root: "/p",
      modules: [
        .init(
          "Shop", testTarget: nil,
          models: [
            .model(QNAPI.QNListMemos.QNResponse.self, name: "QNAPI.QNListMemos.QNResponse"),
            .model(QNAPI.QNGetMemo.QNResponse.self),
          ])
      ]
    ).registry(configuration: WorkbenchConfiguration())
    #expect(
      try registry.select(workspace: nil, model: "QNListMemos.QNResponse").1.name == "QNAPI.QNListMemos.QNResponse")
    #expect(try registry.select(workspace: nil, model: "qngetmemo.qnresponse").1.name == "QNAPI.QNGetMemo.QNResponse")
    #expect(try registry.select(workspace: nil, model: "QNPage<QNMemo>").1.name == "QNAPI.QNListMemos.QNResponse")
    #expect(throws: SelectionError.self) { try registry.select(workspace: nil, model: "PI.QNGetMemo.QNResponse") }
  }

  @Test func aBareNameSeveralNestedTypesHaveIsRefusedWithTheirQualifiedNames() throws {
    #expect(throws: SelectionError.self) { try registry.select(workspace: nil, model: "QNState") }
    do {
      _ = try registry.select(workspace: nil, model: "QNState")
    } catch {
      #expect(
        error.description
          == "model 'QNState' in workspace Shop is ambiguous; name one of: QNReview.QNState, QNTicket.QNState")
    }
    do {
      _ = try registry.workspace(named: "Shop").model(named: "qnstate")
      Issue.record("an ambiguous name found a model")
    } catch {
      #expect(error.isAmbiguous)
      #expect(error.known == ["QNReview.QNState", "QNTicket.QNState"])
    }
  }

  @Test func aFileNamedByTheNestedPathGoesToThatType() throws {
    let shop = try registry.workspace(named: "Shop")
    #expect(shop.modelNamed(byFileName: "qn_ticket_qn_state-closed.json")?.name == "QNTicket.QNState")
    #expect(shop.modelNamed(byFileName: "qn_state.json") == nil)
  }
}
