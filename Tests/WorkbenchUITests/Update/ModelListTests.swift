import FixtureEngine
import ModelProbe
import Testing
import WorkbenchUI

/// The list of a workspace's models counts each model's fixtures once, when it is first shown.
struct ModelListTests {
  @Test func enteringAWorkspaceCountsItsFixturesOnceAndTheListShowsTheCounts() throws {
    var state = AppState(registry: GoldenFrameTests.registry, width: 80, height: 24)
    let effects = update(&state, with: .key(.enter))
    guard case .countFixtures(let workspace)? = effects.first, effects.count == 1 else {
      Issue.record("expected one countFixtures effect, got \(effects)")
      return
    }
    #expect(
      render(state).text.split(separator: "\n").contains { $0.contains("keys learned") || $0.contains("fragment") })
    _ = update(&state, with: .fixturesCounted(workspace: workspace.name, [workspace.models[0].name: 1]))
    let lines = render(state).text.split(separator: "\n")
    #expect(lines.contains { $0.contains(workspace.models[0].name) && $0.contains("1 fixture ") }, "\(lines)")
    // Back to the workspaces and in again: the counts are known.
    _ = update(&state, with: .key(.escape))
    #expect(update(&state, with: .key(.enter)).isEmpty)
  }
}

/// A list endpoint's fixtures are an array of a model: the list shows `[Model]` once they are
/// counted, and Enter opens it.
struct ModelListCollectionTests {
  @Test func anArrayOfAModelThatFixturesAreJoinsTheListAndOpens() throws {
    var state = AppState(registry: GoldenFrameTests.registry, width: 80, height: 24)
    guard case .countFixtures(let workspace)? = update(&state, with: .key(.enter)).first else {
      Issue.record("expected a countFixtures effect")
      return
    }
    let element = workspace.models[0].name
    _ = update(&state, with: .fixturesCounted(workspace: workspace.name, ["[\(element)]": 2, element: 1]))
    let lines = render(state).text.split(separator: "\n")
    #expect(lines.contains { $0.contains("[\(element)]") && $0.contains("2 fixtures") }, "\(lines)")
    for _ in workspace.models { _ = update(&state, with: .key(.down)) }
    let effects = update(&state, with: .key(.enter))
    guard case .learn(_, let model)? = effects.first else {
      Issue.record("expected a learn effect, got \(effects)")
      return
    }
    #expect(model.name == "[\(element)]")
    #expect(
      effects.contains { if case .openFirstFixture(_, let opened) = $0 { opened.name == model.name } else { false } })
  }
}

/// A model whose code stopped its worker while it was learned says so in the model list.
struct ModelListLearningStopTests {
  @Test func aModelWhoseLearningStoppedSaysSoInTheList() throws {
    var state = AppState(registry: GoldenFrameTests.registry, width: 100, height: 24)
    _ = update(&state, with: .key(.enter))
    let effects = update(&state, with: .key(.enter))
    guard case .learn(let workspace, let model)? = effects.first else {
      Issue.record("expected a learn effect first, got \(effects)")
      return
    }
    let stop = ModelStop(typeName: model.typeName, stop: "did not return within 5 s", activity: "learning the model")
    let schema = ModelSchema(name: model.typeName, root: .unknown(name: model.typeName), unlearned: [], stops: [stop])
    _ = update(&state, with: .learned(workspace, model, schema))
    _ = update(&state, with: .key(.escape))
    let row = render(state).text.split(separator: "\n").first { $0.contains(model.name) }
    #expect(row?.contains("✗ learning stopped: did not return within 5 s") == true, "\(row ?? "no row")")
  }
}

/// A model opened before its workspace's fixtures are fitted is learned again once they are, in
/// the background: the fit may give it fixtures it learns more from.
struct FittedWhileOpenTests {
  func fitting() -> (AppState, Workspace, WorkspaceModel) {
    var workspace = GoldenFrameTests.registry.workspaces[0]
    workspace.fitsInThisProcess = true
    return (AppState(registry: WorkspaceRegistry([workspace]), width: 80, height: 24), workspace, workspace.models[0])
  }

  @Test func theFirstCountWhileTheEditorIsOpenLearnsTheModelAgain() throws {
    var (state, workspace, model) = fitting()
    let opened = learnAndOpenEditor(in: &state, workspace: workspace, model: model, payload: nil)
    #expect(opened.contains { if case .countFixtures = $0 { true } else { false } }, "\(opened)")
    // Counted before the model is learned: the learning in flight may have read no fit.
    var effects = update(&state, with: .fixturesCounted(workspace: workspace.name, [model.name: 3]))
    #expect(effects.contains { if case .learn(_, let asked) = $0 { asked.name == model.name } else { false } })
    _ = update(&state, with: .learned(workspace, model, model.schema()))
    // Counted again later: nothing new to learn.
    effects = update(&state, with: .fixturesCounted(workspace: workspace.name, [model.name: 3]))
    #expect(effects.isEmpty, "\(effects)")
  }

  @Test func aCountAfterTheModelIsLearnedLearnsItInTheBackgroundKeepingThePayload() throws {
    var (state, workspace, model) = fitting()
    _ = learnAndOpenEditor(in: &state, workspace: workspace, model: model, payload: nil)
    _ = update(&state, with: .learned(workspace, model, model.schema()))
    let effects = update(&state, with: .fixturesCounted(workspace: workspace.name, [model.name: 2]))
    #expect(effects.count == 1 && effects.contains { if case .learn = $0 { true } else { false } }, "\(effects)")
    guard case .editor(let editor) = state.screen else {
      Issue.record("expected the editor")
      return
    }
    // The editor still works meanwhile: `D` is not held back as while a model is first learned.
    #expect(!editor.isLearning)
    let answered = update(&state, with: .learned(workspace, model, model.schema()))
    #expect(answered.contains { if case .inspect = $0 { true } else { false } }, "\(answered)")
  }

  @Test func aWorkspaceThatCannotFitIsNotCounted() throws {
    var state = AppState(registry: GoldenFrameTests.registry, width: 80, height: 24)
    let workspace = state.registry.workspaces[0]
    let opened = learnAndOpenEditor(in: &state, workspace: workspace, model: workspace.models[0], payload: nil)
    #expect(!opened.contains { if case .countFixtures = $0 { true } else { false } }, "\(opened)")
  }
}
