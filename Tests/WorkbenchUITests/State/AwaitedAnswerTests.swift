import FixtureEngine
import Foundation
import JSONFragment
import Locations
import Pokedex
import Releases
import Testing
import WorkbenchEffects
import WorkbenchUI

/// The state/effect contract: whenever the state waits for something (a decode, a layout, an
/// export plan or write, matrix counts), an effect that answers it has been emitted and not yet
/// answered. Walks drive the update with keys while holding every effect, delivering them through
/// the app's interpreter in shuffled order, and check the contract after every message.
struct AwaitedAnswerTests {
  static let registry = WorkspaceRegistry([.pokedex, .locations, .releases])

  @Test func scriptedWalksThroughEveryWait() throws {
    var walker = ContractWalker(Self.registry)
    walker.press(.enter, .enter)  // Pokedex > Pokemon: decoding
    walker.press(.character("n"), .character("d"), .character(" "))  // edits and a decode again
    walker.deliverAll()
    walker.press(.character("m"))  // matrix counts
    walker.deliverAll()
    walker.press(.escape, .character("x"), .enter, .enter)  // export plan
    walker.deliverAll()
    walker.press(.enter)  // write
    walker.deliverAll()
    walker.press(.character("o"))
    walker.deliverAll()
    walker.press(.enter)
    walker.deliverAll()

    var large = ContractWalker(Self.registry, width: 100, height: 30)
    large.press(.enter, .down, .down, .enter)  // Releases > Release
    large.deliverAll()
    large.send(.opened(name: "large.json", ReleaseSamples.payload(assets: 2_000), nil))
    large.deliverAll()
    large.select("tag_name")
    large.press(.character(" "), .character(" "))  // two layouts in the background
    large.deliver(at: 1)
    large.deliverAll()

    let seen = walker.seen.union(large.seen)
    #expect(seen == ["learning", "payload", "decoding", "layout", "exportPlan", "exportWrite", "matrixCounts"])
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func randomWalksKeepTheContract(seed: UInt64) {
    var random = SplitMix(seed: seed)
    var walker = ContractWalker(Self.registry)
    let keys: [Key] = [
      .enter, .enter, .enter, .down, .up, .escape, .tab, .character(" "), .character("n"), .character(">"),
      .character("<"), .character("+"), .character("-"), .character("d"), .character("o"), .character("x"),
      .character("m"), .character("y"), .character("f"), .character("c"), .character("e"), .character("r"),
      .character("7"), .backspace, .right, .left,
    ]
    for _ in 0..<250 {
      if !walker.pending.isEmpty && random.next() % 2 == 0 {
        walker.deliver(at: Int(random.next() % UInt64(walker.pending.count)))
      } else {
        walker.press(keys[Int(random.next() % UInt64(keys.count))])
      }
    }
    walker.deliverAll()
    #expect(walker.state.awaitedAnswers.isEmpty)
    #expect(!walker.seen.isEmpty)
  }
}

/// Sends messages to the update, holds the effects it returns, and checks after each message that
/// every wait of the state has an effect on its way.
private struct ContractWalker {
  var state: AppState
  let interpreter: EffectInterpreter
  /// Effects returned and not yet run.
  var pending: [Effect] = []
  /// The waits those effects (and the one being answered) end.
  var outstanding: [AwaitedAnswer] = []
  /// The kinds of wait seen.
  var seen: Set<String> = []

  init(_ registry: WorkspaceRegistry, width: Int = 80, height: Int = 24) {
    state = AppState(registry: registry, width: width, height: height)
    interpreter = EffectInterpreter(context: .test(files: .copyingFixtures(of: registry)))
  }

  mutating func press(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  mutating func send(_ message: Msg, sourceLocation: SourceLocation = #_sourceLocation) {
    for effect in update(&state, with: message) where !effect.isTerminal {
      pending.append(effect)
      if let awaited = effect.awaitedAnswer { outstanding.append(awaited) }
    }
    check(after: "\(message)", sourceLocation: sourceLocation)
  }

  /// Runs the pending effect at `index` through the interpreter and sends its answers.
  mutating func deliver(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let effect = pending.remove(at: index)
    for message in interpreter.messages(answering: effect) { send(message, sourceLocation: sourceLocation) }
    if let awaited = effect.awaitedAnswer, let done = outstanding.firstIndex(of: awaited) {
      outstanding.remove(at: done)
    }
    check(after: "the answers to \(effect)", sourceLocation: sourceLocation)
  }

  mutating func deliverAll(sourceLocation: SourceLocation = #_sourceLocation) {
    while !pending.isEmpty { deliver(at: 0, sourceLocation: sourceLocation) }
  }

  mutating func select(_ path: JSONPath) {
    guard case .editor(var editor) = state.screen, let index = editor.rows.firstIndex(where: { $0.path == path })
    else { return }
    editor.keys.select(index, visible: 18)
    state.screen = .editor(editor)
  }

  private mutating func check(after cause: String, sourceLocation: SourceLocation) {
    for awaited in state.awaitedAnswers {
      seen.insert(String("\(awaited)".prefix { $0 != "(" }))
      #expect(
        outstanding.contains(awaited), "after \(cause.prefix(120)): waits for \(awaited), which no effect answers",
        sourceLocation: sourceLocation)
    }
  }
}

/// A small seeded generator, so every walk is the same on every run.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
