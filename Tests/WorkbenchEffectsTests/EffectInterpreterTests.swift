import FixtureEngine
import Foundation
import JSONFragment
import PayloadSources
import Pokedex
import Testing
import WorkbenchContext
import WorkbenchEffects
import WorkbenchUI

/// The one interpreter of the app's effects, on its own: each effect in, over a test context, and
/// the messages that answer it out, with what it read and wrote in the context's memory.
struct EffectInterpreterTests {
  static let charizard = #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6}"#
  static let nameIsANumber = #"{"baseType": "fire", "name": 7, "pokedexIndex": 6}"#

  /// The Pokedex workspace rooted at `/ws`, with its fixtures in the memory of `files`.
  static func pokedex(_ fixtures: [String: String]) -> (Workspace, InMemoryFileSystem) {
    let workspace = Workspace("Pokedex", directory: "/ws", models: [.fragment(PokemonFragment.self)])
    return (workspace, InMemoryFileSystem(fixtures.mapValues { Data($0.utf8) }))
  }

  func answers(_ effect: Effect, files: InMemoryFileSystem = InMemoryFileSystem()) -> [Msg] {
    EffectInterpreter(context: .test(files: files)).messages(answering: effect)
  }

  @Test func listingFixturesReadsTheWorkspaceFoldersThroughTheContext() throws {
    let (workspace, files) = Self.pokedex([
      "/ws/Fixtures/charizard.json": Self.charizard,
      "/ws/Fixtures/failing/name-is-a-number.json": Self.nameIsANumber,
    ])
    let messages = answers(.listFixtures(workspace), files: files)
    guard case .fixturesListed(let listed) = try #require(messages.only) else {
      Issue.record("answered \(messages)")
      return
    }
    #expect(listed.map(\.name) == ["charizard.json", "failing/name-is-a-number.json"])
    #expect(listed.map(\.isMeantToFail) == [false, true])
    #expect(listed.map(\.modelName) == ["Pokemon", "Pokemon"])
  }

  @Test func countingFixturesCountsEachModelsFiles() throws {
    let (workspace, files) = Self.pokedex([
      "/ws/Fixtures/charizard.json": Self.charizard, "/ws/Fixtures/pokemon-2.json": Self.charizard,
    ])
    guard
      case .fixturesCounted(let name, let counts) = try #require(answers(.countFixtures(workspace), files: files).only)
    else {
      Issue.record("not a count")
      return
    }
    #expect(name == "Pokedex")
    #expect(counts == ["Pokemon": 2])
  }

  @Test func theFirstFixtureOpenedIsOneMeantToDecode() throws {
    let (workspace, files) = Self.pokedex([
      "/ws/Fixtures/failing/a-name-is-a-number.json": Self.nameIsANumber,
      "/ws/Fixtures/charizard.json": Self.charizard,
    ])
    let model = try workspace.model(named: "Pokemon")
    guard
      case .opened(let name, let value, _, _) = try #require(
        answers(.openFirstFixture(workspace, model), files: files).last)
    else {
      Issue.record("nothing opened")
      return
    }
    #expect(name == "charizard.json")
    #expect(value == (try JSONParser.parse(Self.charizard)))
  }

  @Test func aModelWithoutFixturesSaysSo() throws {
    let (workspace, files) = Self.pokedex([:])
    let model = try workspace.model(named: "Pokemon")
    guard case .noFixtureToOpen = try #require(answers(.openFirstFixture(workspace, model), files: files).only) else {
      Issue.record("expected noFixtureToOpen")
      return
    }
  }

  @Test func aFileThatIsNotThereIsAFailureThatNamesIt() throws {
    guard case .openFailed(let reason) = try #require(answers(.open(path: "/ws/gone.json", name: "gone.json")).last)
    else {
      Issue.record("expected openFailed")
      return
    }
    #expect(reason.contains("gone.json"))
  }

  @Test func decodingAnswersWithItsGenerationAndEveryFailingField() throws {
    let model = try Workspace.pokedex.model(named: "Pokemon")
    let payload = try JSONParser.parse(#"{"baseType": "dragon", "name": null, "pokedexIndex": 6}"#)
    let effect = Effect.inspect(generation: 41, workspace: .pokedex, model: model, payload: payload, dates: nil)
    guard case .inspected(let generation, let inspection) = try #require(answers(effect).only) else {
      Issue.record("expected decoded")
      return
    }
    #expect(generation == 41)
    #expect(!inspection.decodes)
    #expect(inspection.trace?.failures.map(\.path.description) == ["baseType", "name"])
  }

  @Test func savingDatesWithoutAConfigurationFileIsAnErrorNotAWrite() throws {
    let (workspace, files) = Self.pokedex([:])
    let model = try workspace.model(named: "Pokemon")
    guard
      case .datesSaved(let name, _, .failure(let error)) = try #require(
        answers(.saveDates(workspace, model, .secondsSince1970), files: files).only)
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(name == "Pokemon")
    #expect("\(error)".contains("fixture-workbench.json"))
    #expect(files.contents(of: "/ws/fixture-workbench.json") == nil)
  }

  @Test func savingDatesRewritesTheConfigurationFile() throws {
    var (workspace, files) = Self.pokedex(["/ws/fixture-workbench.json": "{}\n"])
    workspace.configurationFile = "/ws/fixture-workbench.json"
    let model = try workspace.model(named: "Pokemon")
    guard
      case .datesSaved(_, _, .success(let path)) = try #require(
        answers(.saveDates(workspace, model, .secondsSince1970), files: files).only)
    else {
      Issue.record("expected the file saved")
      return
    }
    #expect(path == "/ws/fixture-workbench.json")
    let saved = String(decoding: try #require(files.contents(of: path)), as: UTF8.self)
    #expect(saved.contains(#""secondsSince1970""#))
  }

  @Test func learningAModelAnswersItsKeys() throws {
    let (workspace, _) = Self.pokedex([:])
    let model = try workspace.model(named: "Pokemon")
    guard case .learned(let learnedIn, let learned, let schema) = try #require(answers(.learn(workspace, model)).only)
    else {
      Issue.record("nothing learned")
      return
    }
    #expect(learnedIn.name == "Pokedex")
    #expect(learned.name == "Pokemon")
    guard case .object(_, let fields) = schema.root else {
      Issue.record("the root is not an object")
      return
    }
    #expect(Set(fields.map(\.key)).isSuperset(of: ["name", "baseType", "pokedexIndex"]))
  }

  @Test func layingOutAnswersWithTheSameGenerationAndEveryLine() throws {
    let payload = try JSONParser.parse(Self.charizard)
    guard
      case .laidOut(let generation, let index) = try #require(answers(.layOut(generation: 7, payload: payload)).only)
    else {
      Issue.record("not laid out")
      return
    }
    #expect(generation == 7)
    #expect(index.text == JSONTextIndex(payload).text)
    #expect(index.lineCount == 5)
  }

  @Test func aSnippetIsSwiftThatBuildsThePayloadsState() throws {
    let (workspace, files) = Self.pokedex([:])
    let model = try workspace.model(named: "Pokemon")
    let payload = try JSONParser.parse(#"{"baseType": "water", "name": "Squirtle", "pokedexIndex": 7}"#)
    guard
      case .snippetWritten(let snippet) = try #require(
        answers(.writeSnippet(workspace, model, payload: payload), files: files).only)
    else {
      Issue.record("no snippet")
      return
    }
    #expect(snippet.contains("Squirtle"))
    #expect(snippet.contains("7"))
  }

  @Test func aSetIsSummarizedFromItsFilesAndAPayloadIsReadAgainFromItsOrigin() throws {
    let (workspace, files) = Self.pokedex([
      "/set/a.json": Self.charizard, "/set/b.json": Self.nameIsANumber, "/set/c.json": "not json",
    ])
    let model = try workspace.model(named: "Pokemon")
    let payloadSet = PayloadSet(inputs: ["/set"])
    guard
      case .setSummarized(let entries, let summary) = try #require(
        answers(.summarizeSet(payloadSet, model: model), files: files).last)
    else {
      Issue.record("no summary")
      return
    }
    #expect(entries.map(\.decodes) == [true, false, false])
    #expect(entries[1].failure == "fails at name")
    #expect(summary.payloads == 3)
    #expect(summary.decoding == 1)
    #expect(summary.notJSON == 1)
    let second = entries[1]
    guard
      case .opened(let name, let value, _, _) = try #require(
        answers(.openSetPayload(payloadSet, index: 1, origin: second.origin, name: second.name), files: files).last)
    else {
      Issue.record("not opened again")
      return
    }
    #expect(name == second.name)
    #expect(value == (try JSONParser.parse(Self.nameIsANumber)))
  }

  @Test func theTerminalsEffectsAreNotRunHere() {
    #expect(answers(.copy("text")).isEmpty)
    #expect(answers(.setMouse(true)).isEmpty)
    #expect(Effect.copy("text").terminalEffect == .copy("text"))
    #expect(Effect.listFixtures(Workspace.pokedex).terminalEffect == nil)
  }
}

extension Array {
  /// The one element, or `nil` when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
