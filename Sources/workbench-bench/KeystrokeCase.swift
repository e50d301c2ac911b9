import FixtureEngine
import Foundation
import JSONFragment
import Releases
import WorkbenchUI

/// One keystroke of the terminal workbench, measured as the app's input loop does it: `update`
/// with the key, then `render` into a frame, with a ~25 MB release (80,000 assets) loaded. Work the
/// app hands to background tasks (decoding, laying out the text after an edit) is done outside the
/// clock, and its answer is delivered as the message the app would get, whose handling is timed too.
enum KeystrokeCase {
  static let assetCount = 80_000

  static func execute() throws -> CaseOutcome {
    let payload = ReleaseSamples.payload(assets: assetCount)
    let model = try Workspace.releases.model(named: "Release")
    var digest = FNV1a()
    let layoutStart = ContinuousClock.now
    let index = JSONTextIndex(payload)
    let layoutSeconds = Measure.seconds(ContinuousClock.now - layoutStart)
    digest.add(index.bytes)

    var state = AppState(registry: WorkspaceRegistry([.releases]), width: 120, height: 40)
    _ = openEditor(in: &state, workspace: .releases, model: model, schema: model.schema(), payload: nil)
    _ = update(&state, with: .opened(name: "release-80000-assets.json", payload, index))
    let inspection = model.inspect(Data(index.bytes), comparisonLimit: EditorState.comparedValueLimit)
    _ = update(&state, with: .inspected(generation: generation(of: state), inspection))
    let baseline = PeakMemory.residentKiB()

    var samples: [Double] = []
    var drawnCells = 0
    let clock = ContinuousClock()
    func step(_ message: Msg) -> [Effect] {
      let start = clock.now
      let effects = update(&state, with: message)
      let frame = render(state)
      samples.append(Measure.seconds(clock.now - start))
      drawnCells &+= frame.text.utf8.count
      return effects
    }
    guard case .editor(let opened) = state.screen,
      let tagRow = opened.rows.firstIndex(where: { $0.path == "tag_name" }),
      let typeRow = opened.rows.firstIndex(where: { $0.path == "author.type" }),
      let assetsRow = opened.rows.firstIndex(where: { $0.path == "assets" })
    else { throw LaunchCase.Problem(description: "the Release editor has no tag_name or author.type row") }
    for key in script(tagRow: tagRow, typeRow: typeRow, assetsRow: assetsRow) {
      for effect in step(.key(key)) {
        if case .layOut(let generation, let payload) = effect {
          _ = step(.laidOut(generation: generation, JSONTextIndex(payload)))
        }
      }
    }
    let peak = PeakMemory.residentKiB()

    let editor: EditorState? = if case .editor(let editor) = state.screen { editor } else { nil }
    let edited = editor.map { $0.document.value["author"]?["type"] != payload["author"]?["type"] } ?? false
    let verified = editor != nil && edited && editor?.isIndexing == false && drawnCells > 0
    return CaseOutcome(
      name: BenchCase.uiKeystroke.rawValue,
      inputSummary: String(
        format:
          "a release with %d assets (%.1f MB compact), %.1f MB of pretty JSON in %d lines (laid out in %.0f ms, off the loop); 120x40",
        assetCount, Double(JSONPrinter.bytes(of: payload, style: .compact).count) / 1_000_000,
        Double(index.bytes.count) / 1_000_000, index.lineCount, layoutSeconds * 1000),
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

  private static func generation(of state: AppState) -> Int {
    if case .editor(let editor) = state.screen { return editor.generation }
    return -1
  }

  /// What a user does with a large payload: moves through the keys, unfolds the assets, pages
  /// through the JSON and searches it, then toggles keys and cycles an enum.
  static func script(tagRow: Int, typeRow: Int, assetsRow: Int) -> [Key] {
    var keys: [Key] = []
    keys +=
      [Key](repeating: .character("j"), count: 40) + [Key](repeating: .pageDown, count: 5) + [
        .character("G"), .character("g"),
      ]
    keys += [.tab] + [Key](repeating: .pageDown, count: 300) + [Key](repeating: .character("j"), count: 200)
    keys +=
      [.character("G")] + [Key](repeating: .character("k"), count: 100) + [Key](repeating: .pageUp, count: 100) + [
        .character("g")
      ]
    keys += [.character("/")] + "browser_download_url".map(Key.character) + [.enter]
    keys += [Key](repeating: .character("n"), count: 100) + [Key](repeating: .character("N"), count: 50)
    keys += [.tab, .tab, .character("g")] + [Key](repeating: .down, count: tagRow)
    for _ in 0..<20 { keys += [.character(" "), .character(" ")] }
    for _ in 0..<10 { keys += [.character("n"), .character("n")] }
    keys += [.character("g")] + [Key](repeating: .character("j"), count: typeRow)
    keys += [Key](repeating: .character(">"), count: 21)
    keys += [.tab, .tab] + [Key](repeating: .character("j"), count: 100) + [.character("G"), .character("g")]
    keys += [.tab, .character("g")] + [Key](repeating: .down, count: assetsRow) + [.character("l")]
    keys +=
      [Key](repeating: .character("j"), count: 50) + [Key](repeating: .pageDown, count: 20) + [
        .character("G"), .character("g"),
      ]
    keys += [Key](repeating: .down, count: assetsRow) + [.character("h")]
    return keys
  }
}
