import FixtureEngine
import Foundation
import Testing
import WorkbenchContext

struct PullRequest: Decodable, Sendable { let number: Int }
struct Repository: Decodable, Sendable { let fullName: String }
struct Organization: Decodable, Sendable { let login: String }
struct Message: Decodable, Sendable { let body: String }
struct Configuration: Decodable, Sendable { let theme: String }
struct Member: Decodable, Sendable { let role: String }
struct Report: Decodable, Sendable { let title: String }

/// A file's name is read as a person reads it: a verb or a qualifier may come before the model's
/// name, a word may be an abbreviation of the model's, and the plural of the last word names a list.
struct NamesReadAsPeopleReadThemTests {
  let workspace = Workspace(
    "Hub", directory: "/ws",
    models: [
      .model(PullRequest.self), .model(Repository.self), .model(Organization.self), .model(Message.self),
      .model(Configuration.self), .model(Member.self),
    ])

  func named(_ fileName: String, in workspace: Workspace? = nil) -> String? {
    (workspace ?? self.workspace).modelNamed(byFileName: fileName)?.name
  }

  @Test func aModelsNameMayComeAfterOtherWords() {
    #expect(named("created_pull_request.json") == "PullRequest")
    #expect(named("merged-pull-request-2.json") == "PullRequest")
    #expect(named("org_members.json") == "[Member]", "a whole word of a model wins over an abbreviation")
  }

  @Test func aWordMayAbbreviateTheModelsWord() {
    #expect(named("repo.json") == "Repository")
    #expect(named("org.json") == "Organization")
    #expect(named("config.json") == "Configuration")
    #expect(named("msg.json") == "Message", "letters left out inside the word")
    #expect(named("user_repos.json") == "[Repository]", "the plural of the last word, abbreviated")
  }

  @Test func anAbbreviationOfTwoModelsNamesNeither() {
    let both = Workspace(
      "Hub", directory: "/ws", models: [.model(Repository.self), .model(Report.self), .model(Message.self)])
    #expect(named("repo.json", in: both) == nil)
    #expect(named("report.json", in: both) == "Report")
  }

  @Test func wordsTooShortOrNotInTheModelsWordNameNothing() {
    #expect(named("re.json") == nil)
    #expect(named("mag.json") == nil)
    #expect(named("cat.json", in: Workspace("Hub", directory: "/ws", models: [.model(Contact.self)])) == nil)
  }
}

struct Contact: Decodable, Sendable { let name: String }

/// Words after the first name the file only where they end its name and nothing makes them a part
/// of something else: `draft-without-assets` is a release without assets, not a list of assets.
struct NamesOfPartsTests {
  let workspace = Workspace(
    "Hub", directory: "/ws", models: [.model(PullRequest.self), .model(Repository.self), .model(Member.self)])

  @Test func aModelsNameAfterAPartWordOrBeforeOtherWordsNamesNothing() {
    #expect(workspace.modelNamed(byFileName: "draft-without-members.json") == nil)
    #expect(workspace.modelNamed(byFileName: "team-no-repo-in-member.json") == nil)
    #expect(workspace.modelNamed(byFileName: "pull-request-review.json")?.name == "PullRequest", "it begins the name")
    #expect(workspace.modelNamed(byFileName: "merged-pull-request-comments.json") == nil)
    #expect(workspace.modelNamed(byFileName: "created-pull-request-2.json")?.name == "PullRequest")
  }
}
