import FixtureEngine
import Foundation
import JSONFragment
import Releases
import TerminalCore
import WorkbenchUI

/// One keystroke of the terminal workbench, measured as the app's input loop does it: `update`
/// with the key, then `render` into a frame, with a ~25 MB release (80,000 assets) loaded. Work the
/// app hands to background tasks (decoding, laying out the text after an edit) is done outside the
/// clock, and its answer is delivered as the message the app would get, whose handling is timed too.
enum KeystrokeCase {
  static let assetCount = 80_000

  /// The app with a release of `assets` assets open in the editor and inspected, and the script
  /// of keys a user types at it.
  struct Session {
    var state: AppState
    let payload: JSONValue
    let index: JSONTextIndex
    let layoutSeconds: Double
    let keys: [Key]

    init(assets: Int, divisor: Int = 1) throws {
      payload = ReleaseSamples.payload(assets: assets)
      let model = try Workspace.releases.model(named: "Release")
      let layoutStart = ContinuousClock.now
      index = JSONTextIndex(payload)
      layoutSeconds = Measure.seconds(ContinuousClock.now - layoutStart)
      state = AppState(registry: WorkspaceRegistry([.releases]), width: 120, height: 40)
      _ = openEditor(in: &state, workspace: .releases, model: model, schema: model.schema(), payload: nil)
      _ = update(&state, with: .opened(name: "release-\(assets)-assets.json", payload, index))
      let inspection = model.inspect(Data(index.bytes), comparisonLimit: EditorState.comparedValueLimit)
      _ = update(&state, with: .inspected(generation: KeystrokeCase.generation(of: state), inspection))
      guard case .editor(let opened) = state.screen,
        let tagRow = opened.rows.firstIndex(where: { $0.path == "tag_name" }),
        let typeRow = opened.rows.firstIndex(where: { $0.path == "author.type" }),
        let assetsRow = opened.rows.firstIndex(where: { $0.path == "assets" })
      else { throw LaunchCase.Problem(description: "the Release editor has no tag_name or author.type row") }
      keys = KeystrokeCase.script(tagRow: tagRow, typeRow: typeRow, assetsRow: assetsRow, divisor: divisor)
    }

    /// Types the script, each key's `update` and `render` through `step`, and hands each
    /// background layout back as the app would.
    mutating func play(_ step: (inout AppState, Msg) -> [Effect]) {
      for key in keys {
        for effect in step(&state, .key(key)) {
          if case .layOut(let generation, let payload) = effect {
            _ = step(&state, .laidOut(generation: generation, JSONTextIndex(payload)))
          }
        }
      }
    }

    /// Whether the script ended in the editor with its edits made and every layout arrived.
    var endedAsExpected: Bool {
      guard case .editor(let editor) = state.screen else { return false }
      return editor.document.value["author"]?["type"] != payload["author"]?["type"] && !editor.isIndexing
    }
  }

  /// The performance gate's workload: the script with each run of a key cut to a tenth, counted
  /// inside ``gateRegion(_:)``.
  static func countedScript(assets: Int) throws -> String {
    var session = try Session(assets: assets, divisor: 10)
    var frames: [Frame] = []
    gateRegion {
      session.play { state, message in
        let effects = update(&state, with: message)
        frames.append(render(state))
        return effects
      }
    }
    let drawnCells = frames.reduce(0) { $0 + $1.text.utf8.count }
    guard session.endedAsExpected, drawnCells > 0 else {
      throw LaunchCase.Problem(description: "the script did not end in the editor with its edits")
    }
    return "\(session.keys.count) keys typed, \(drawnCells) bytes of frames"
  }

  static func execute() throws -> CaseOutcome {
    var session = try Session(assets: assetCount)
    let payload = session.payload
    let index = session.index
    var digest = FNV1a()
    digest.add(index.bytes)
    let baseline = PeakMemory.residentKiB()

    var samples: [Double] = []
    var drawnCells = 0
    let clock = ContinuousClock()
    session.play { state, message in
      let start = clock.now
      let effects = update(&state, with: message)
      let frame = render(state)
      samples.append(Measure.seconds(clock.now - start))
      drawnCells &+= frame.text.utf8.count
      return effects
    }
    let peak = PeakMemory.residentKiB()

    let verified = session.endedAsExpected && drawnCells > 0
    return CaseOutcome(
      name: BenchCase.uiKeystroke.rawValue,
      inputSummary: String(
        format:
          "a release with %d assets (%.1f MB compact), %.1f MB of pretty JSON in %d lines (laid out in %.0f ms, off the loop); 120x40",
        assetCount, Double(JSONPrinter.bytes(of: payload, style: .compact).count) / 1_000_000,
        Double(index.bytes.count) / 1_000_000, index.lineCount, session.layoutSeconds * 1000),
      inputDigest: digest.hex,
      seconds: samples,
      baselineKiB: baseline,
      peakKiB: peak,
      check: "\(samples.count) keystrokes and background answers, \(drawnCells) bytes of frames",
      verified: verified,
      verification: verified
        ? "the edits reached the document and every layout arrived"
        : "the script did not end in the editor with its edits")
  }

  static func generation(of state: AppState) -> Int {
    if case .editor(let editor) = state.screen { return editor.generation }
    return -1
  }

  /// What a user does with a large payload: moves through the keys, unfolds the assets, pages
  /// through the JSON and searches it, then toggles keys and cycles an enum.
  /// `divisor` shortens each run of one key to that fraction (at least one key), for the gate.
  static func script(tagRow: Int, typeRow: Int, assetsRow: Int, divisor: Int = 1) -> [Key] {
    func run(_ key: Key, _ count: Int) -> [Key] { [Key](repeating: key, count: max(1, count / divisor)) }
    var keys: [Key] = []
    keys += run(.character("j"), 40) + run(.pageDown, 5) + [.character("G"), .character("g")]
    keys += [.tab] + run(.pageDown, 300) + run(.character("j"), 200)
    keys += [.character("G")] + run(.character("k"), 100) + run(.pageUp, 100) + [.character("g")]
    keys += [.character("/")] + "browser_download_url".map(Key.character) + [.enter]
    keys += run(.character("n"), 100) + run(.character("N"), 50)
    keys += [.tab, .tab, .character("g")] + [Key](repeating: .down, count: tagRow)
    for _ in 0..<max(1, 20 / divisor) { keys += [.character(" "), .character(" ")] }
    for _ in 0..<max(1, 10 / divisor) { keys += [.character("n"), .character("n")] }
    keys += [.character("g")] + [Key](repeating: .character("j"), count: typeRow)
    keys += run(.character(">"), 21)
    keys += [.tab, .tab] + run(.character("j"), 100) + [.character("G"), .character("g")]
    keys += [.tab, .character("g")] + [Key](repeating: .down, count: assetsRow) + [.character("l")]
    keys += run(.character("j"), 50) + run(.pageDown, 20) + [.character("G"), .character("g")]
    keys += [Key](repeating: .down, count: assetsRow) + [.character("h")]
    return keys
  }
}
