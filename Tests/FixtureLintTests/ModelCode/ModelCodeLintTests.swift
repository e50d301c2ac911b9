import FixtureEngine
import Foundation
import JSONCore
import JSONTrace
import Testing
import WorkbenchContext

@testable import FixtureEngine
@testable import FixtureLint

/// A supplier that spells one CodingKey in snake_case under `convertFromSnakeCase`: no payload
/// key is ever read as `trading_name`.
struct CodeLintSupplier: Decodable, Sendable {
  var name: String
  var tradingName: String?

  enum CodingKeys: String, CodingKey {
    case name
    case tradingName = "trading_name"
  }
}

/// A member whose synthesized CodingKey `userId` is not the server's `user_id`.
struct CodeLintMember: Decodable, Sendable {
  var name: String
  var userId: Int?
}

/// `lint` reports the keys a model spells so that it never reads them, at their line in the
/// package's Swift code.
struct ModelCodeLintTests {
  static let supplierSource = """
    struct CodeLintSupplier: Decodable {
      var name: String
      var tradingName: String?

      enum CodingKeys: String, CodingKey {
        case name
        case tradingName = "trading_name"
      }
    }
    """

  static let memberSource = """
    import Foundation

    struct CodeLintMember: Decodable {
      var name: String
      var userId: Int?
    }
    """

  private func lint(_ workspace: Workspace, _ files: [String: String]) -> LintReport {
    workspace.lint(in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) })))
  }

  @Test func aCodingKeyTheSnakeCaseStrategyNeverReadsIsAWarningAtItsLine() {
    let workspace = Workspace(
      "Suppliers", directory: "/ws",
      models: [.model(CodeLintSupplier.self, name: "Supplier", decoding: DecodingOptions(keys: .convertFromSnakeCase))])
    let report = lint(
      workspace,
      [
        "/ws/Fixtures/supplier.json": #"{"name": "Acme", "trading_name": "Acme Ltd"}"#,
        "/ws/Sources/Suppliers/Supplier.swift": Self.supplierSource,
        // Tests are not where a model is declared.
        "/ws/Tests/SuppliersTests/Keys.swift": #"let key = "trading_name""#,
      ])
    #expect(
      report.models == [
        ModelCodeLint(
          model: "Supplier", path: "/ws/Sources/Suppliers/Supplier.swift",
          findings: [
            LintFinding(
              .warning, .unreadableKey, path: "trading_name", location: TextLocation(line: 7, column: 24),
              message: #"Supplier.trading_name: no payload key is ever read as "trading_name" under "#
                + #"convertFromSnakeCase (a payload's "trading_name" is read as "tradingName"), so Supplier never "#
                + #"reads it: spell the CodingKey "tradingName""#)
          ])
      ])
    #expect(report.summary.warnings == 1)
    #expect(report.outcome == .passes)
    let text = LintText(workspace: workspace, currentDirectory: "/ws").text(report)
    #expect(
      text.contains(
        "Sources/Suppliers/Supplier.swift (Supplier)\n  Sources/Suppliers/Supplier.swift:7:24: warning: Supplier.trading_name:"
      ), "\(text)")
  }

  @Test func aStrategyInferredFromTheFixturesIsNotHeldAgainstTheModel() throws {
    let inferred = try #require(
      WorkspaceModel.model(CodeLintSupplier.self, name: "Supplier").reading(keys: .convertFromSnakeCase))
    #expect(inferred.decoding.keys == .convertFromSnakeCase)
    #expect(lintOfOneSupplier(inferred).models.isEmpty)
  }

  @Test func aDecoderFoundInAnotherModuleIsNotHeldAgainstTheModel() throws {
    struct FoundSupplier: Decodable {
      var name: String
      var contactEmail: String
      var tradingName: String?
      enum CodingKeys: String, CodingKey {
        case name, contactEmail
        case tradingName = "trading_name"
      }
    }
    let files = ["/ws/Fixtures/found-supplier.json": #"{"name": "A", "contact_email": "a@a", "trading_name": "T"}"#]
    let kinds = { (module: String) throws -> [LintFinding.Kind] in
      var workspace = Workspace("Suppliers", directory: "/ws", models: [.model(FoundSupplier.self)])
      workspace.fitsInThisProcess = true
      workspace.findsDecoding = true
      workspace.packageDecodings = ["API.decoder": DecodingOptions(keys: .convertFromSnakeCase)]
      workspace.decoderModules = ["API.decoder": module]
      let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
      let chosen = workspace.choosingPackageDecoders(in: context)
      #expect(try chosen.model(named: "FoundSupplier").foundDecoder == "API.decoder")
      return chosen.lint(in: context).models.flatMap(\.findings).map(\.kind)
    }
    let own = WorkspaceModel.model(FoundSupplier.self).moduleName
    #expect(try kinds(own) == [.unreadableKey])
    #expect(try kinds("AuthFoundation").isEmpty)
  }

  @Test func theSameKeyUnderDefaultKeysIsReadAsSpelled() {
    #expect(lintOfOneSupplier(.model(CodeLintSupplier.self, name: "Supplier")).models.isEmpty)
  }

  private func lintOfOneSupplier(_ model: WorkspaceModel) -> LintReport {
    lint(
      Workspace("Suppliers", directory: "/ws", models: [model]),
      [
        "/ws/Fixtures/supplier.json": #"{"name": "Acme", "trading_name": "Acme Ltd"}"#,
        "/ws/Sources/Suppliers/Supplier.swift": Self.supplierSource,
      ])
  }

  @Test func anOptionalKeyNoFixtureHoldsBesideAnUnreadTwinInEveryOneIsAWarning() {
    let workspace = Workspace("Members", directory: "/ws", models: [.model(CodeLintMember.self, name: "Member")])
    let report = lint(
      workspace,
      [
        "/ws/Fixtures/member-a.json": #"{"name": "Ada", "user_id": 1}"#,
        "/ws/Fixtures/member-b.json": #"{"name": "Grace", "user_id": 2, "team": "compilers"}"#,
        "/ws/Sources/Members/Member.swift": Self.memberSource,
      ])
    #expect(
      report.models.flatMap(\.findings) == [
        LintFinding(
          .warning, .keySpelledOtherwise, path: "userId", location: TextLocation(line: 5, column: 7),
          message: #"Member.userId: each of its 2 fixtures holds "user_id", which Member never reads, and none "#
            + #"holds "userId": spell the CodingKey "user_id""#)
      ])
    #expect(report.models.map(\.path) == ["/ws/Sources/Members/Member.swift"])
  }

  @Test func underSnakeCaseKeysTheTwinIsNamedAsTheCodingKeyAndSpelledAsTheStrategyReadsIt() {
    struct Account: Decodable {
      let name: String
      let accountID: Int?
    }
    let workspace = Workspace(
      "Accounts", directory: "/ws",
      models: [.model(Account.self, name: "Account", decoding: DecodingOptions(keys: .convertFromSnakeCase))])
    let report = lint(workspace, ["/ws/Fixtures/account.json": #"{"name": "Ada", "account_id": 7}"#])
    #expect(
      report.models.flatMap(\.findings).map(\.message) == [
        #"Account.accountID: its fixture holds "account_id", which Account never reads, and not "accountID": "#
          + #"spell the CodingKey "accountId""#
      ])
  }

  @Test func aTwinIsNotWarnedAboutWhereAFixtureHoldsTheKeyOrLacksTheTwin() {
    let workspace = Workspace("Members", directory: "/ws", models: [.model(CodeLintMember.self, name: "Member")])
    let holds = lint(
      workspace,
      [
        "/ws/Fixtures/member-a.json": #"{"name": "Ada", "user_id": 1}"#,
        "/ws/Fixtures/member-b.json": #"{"name": "Grace", "user_id": 2, "userId": 2}"#,
      ])
    #expect(holds.models.isEmpty)
    let lacks = lint(
      workspace,
      [
        "/ws/Fixtures/member-a.json": #"{"name": "Ada", "user_id": 1}"#,
        "/ws/Fixtures/member-b.json": #"{"name": "Grace"}"#,
      ])
    #expect(lacks.models.isEmpty)
  }

  @Test func aLintThatKeepsWhatItLearnedSaysTheSameFromWhatItKept() throws {
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/supplier.json":
          #"{"name": "Acme", "trading_name": "Acme Ltd", "contact_email": "a@acme", "LegacyCode": "L"}"#,
        "/ws/Sources/Suppliers/Supplier.swift": Self.supplierSource,
      ].mapValues { Data($0.utf8) })
    struct KeptSupplier: Decodable {
      var name: String
      var tradingName: String?
      var contactEmail: String?
      var legacyCode: String?
      enum CodingKeys: String, CodingKey {
        case name, contactEmail, legacyCode
        case tradingName = "trading_name"
      }
    }
    let run = {
      var workspace = Workspace(
        "Suppliers", directory: "/ws",
        models: [.model(KeptSupplier.self, name: "Supplier", decoding: DecodingOptions(keys: .convertFromSnakeCase))])
      workspace.caches = PackageCaches(
        folder: "/ws/.build/cache", workspace: workspace, launcherBuild: "b1", files: files.fileSystem)
      return workspace.lint(in: .test(files: files)).models.flatMap(\.findings).map(\.kind)
    }
    #expect(run() == [.unreadableKey, .keySpelledOtherwise])
    #expect(files.contents(of: "/ws/.build/cache/Suppliers-schema-states.json") != nil)
    #expect(run() == [.unreadableKey, .keySpelledOtherwise])
  }

  @Test func aKeyNoSwiftFileSpellsIsStillReportedWithoutAPlace() {
    let workspace = Workspace("Members", directory: "/ws", models: [.model(CodeLintMember.self, name: "Member")])
    let report = lint(workspace, ["/ws/Fixtures/member.json": #"{"name": "Ada", "user_id": 1}"#])
    #expect(report.models.map(\.path) == [nil])
    #expect(report.models.first?.findings.first?.location == nil)
    #expect(
      report.models.first?.findings.first?.message
        == #"Member.userId: its fixture holds "user_id", which Member never reads, and not "userId": "#
        + #"spell the CodingKey "user_id""#)
    let json = LintJSON.report(report, workspace: workspace)
    #expect(json["models"]?[0]?["model"] == .string("Member"))
    #expect(json["models"]?[0]?["findings"]?[0]?["kind"] == .string("key spelled otherwise"))
  }

  @Test func theSearchPrefersACaseLineThenAnyLiteralThenADeclarationInAFileNamingTheType() {
    let files = InMemoryFileSystem(
      [
        "/p/Sources/A/Other.swift": "let note = \"user_id\"\nstruct Other { let userId: Int }\n",
        "/p/Sources/A/Member.swift": "struct Member {\n  let userId: Int?\n}\n",
        "/p/.build/checkouts/x.swift": "  case userId = \"user_id\"\n",
      ].mapValues { Data($0.utf8) })
    let search = SwiftSourceSearch(root: "/p", files: files.fileSystem)
    #expect(
      search.place(ofKey: "user_id", in: "Member")
        == SwiftSourceSearch.Place(path: "/p/Sources/A/Other.swift", location: TextLocation(line: 1, column: 12)))
    #expect(
      search.place(ofKey: "userId", in: "App.Member")
        == SwiftSourceSearch.Place(path: "/p/Sources/A/Member.swift", location: TextLocation(line: 2, column: 7)))
    #expect(search.place(ofKey: "userI", in: "Member") == nil)
  }
}
