import Foundation
import JSONCore

/// `lint --fix` measured on refactors: each of ``ModelRefactor/all`` applied to every resource
/// model of a copy of the 200-model package (``ScalePackage``), then `lint --fix --write`. For
/// each: the fixtures the refactor broke (those that decoded before it), how many the repairs make
/// decode, and how many repairs are wrong (a repaired fixture that differs from its original
/// anywhere the refactor did not touch). Timed: `lint --fix` beside a kept `lint` in the same
/// state, after the same build.
enum FixRefactorCase {
  static let folderName = "bench-fix-refactor-package"
  static let fixtures = "Tests/ClientTests/Fixtures"

  struct Tally {
    var broken = 0
    var repaired = 0
    var wrong: [String] = []
    var left = 0
  }

  static func execute() throws -> CaseOutcome {
    let files = ScalePackage.files()
    let folder = try BenchPackageFolder.write(
      files.mapValues { Data($0.utf8) }, named: folderName, pruning: fixtures)
    var total = Tally()
    var rows: [String] = []
    var fixSeconds: [Double] = []
    var ratios: [Double] = []
    var keptSeconds: [Double] = []
    for refactor in ModelRefactor.all {
      try restore(files, in: folder)
      let original = try statuses(in: folder)
      for resource in ScalePackage.resources {
        let path = modelFile(resource)
        try Data(refactor.apply(files[path] ?? "", resource).utf8).write(to: folder.appendingPathComponent(path))
      }
      let refactored = try statuses(in: folder)
      let kept = try seconds { _ = try statuses(in: folder) }
      let fix = try seconds {
        _ = try WorkbenchProcess.output(["lint", "--fix"], in: folder, statuses: [0, 1])
      }
      fixSeconds.append(fix)
      ratios.append(fix / kept)
      keptSeconds.append(kept)
      _ = try WorkbenchProcess.output(["lint", "--fix", "--write"], in: folder, statuses: [0, 1])
      let repaired = try statuses(in: folder)
      var tally = Tally()
      for (file, status) in refactored where status == "broken" && original[file] == "as expected" {
        tally.broken += 1
        guard repaired[file] == "as expected" else {
          tally.left += 1
          continue
        }
        tally.repaired += 1
        // Every resource model was refactored alike: a key touched in one is touched in all.
        let touched = ScalePackage.resources.reduce(into: Set<String>()) { $0.formUnion(refactor.touchedKeys($1)) }
        let before = try JSONParser.parse(files[fixtures + "/" + file] ?? "")
        let after = try JSONParser.parse(try Data(contentsOf: folder.appendingPathComponent(fixtures + "/" + file)))
        let untouched = before.differingPaths(from: after).filter { path in
          !path.components.contains { if case .key(let key) = $0 { touched.contains(key) } else { false } }
        }
        if !untouched.isEmpty { tally.wrong.append("\(file): \(untouched.map(\.description).sorted())") }
      }
      rows.append(
        "\(refactor.name): \(tally.broken) broken, \(tally.repaired) repaired, \(tally.wrong.count) wrong, "
          + "\(tally.left) listed, "
          + String(format: "lint --fix %.2f s, kept lint %.2f s (%.2fx)", fix, kept, fix / kept))
      total.broken += tally.broken
      total.repaired += tally.repaired
      total.wrong += tally.wrong
      total.left += tally.left
    }
    try restore(files, in: folder)
    let share = total.broken == 0 ? 0 : Double(total.repaired) / Double(total.broken) * 100
    let worst = ratios.max() ?? 0
    let verified = share >= 90 && total.wrong.isEmpty && worst <= 2
    return CaseOutcome(
      name: BenchCase.fixRefactors.rawValue,
      inputSummary:
        "\(ScalePackage.modelCount) models in .build/\(folderName): \(ModelRefactor.all.count) refactors, each of every resource model",
      inputDigest: "\(files.count)", seconds: fixSeconds, baselineKiB: 0, peakKiB: PeakMemory.residentKiB(),
      check: String(
        format: "%d broken, %d repaired (%.0f%%), %d wrong, %d listed; lint --fix at most %.2fx a kept lint. %@",
        total.broken, total.repaired, share, total.wrong.count, total.left, worst, rows.joined(separator: "; ")),
      verified: verified,
      verification: verified
        ? "at least 90% repaired, none wrong, lint --fix within 2x a kept lint"
        : "repaired \(share)%, wrong: \(total.wrong.prefix(3)), lint --fix at \(worst)x")
  }

  private static func modelFile(_ resource: String) -> String {
    "Sources/Client/Models/\(ScalePackage.capitalized(resource)).swift"
  }

  /// The package's models and fixtures as generated.
  private static func restore(_ files: [String: String], in folder: URL) throws {
    for (path, text) in files where path.hasPrefix("Sources/") || path.hasPrefix(fixtures) {
      let url = folder.appendingPathComponent(path)
      if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
    }
  }

  /// Each fixture's lint status, by its path inside the fixture folder.
  private static func statuses(in folder: URL) throws -> [String: String] {
    let text = try WorkbenchProcess.output(["lint", "--format", "json"], in: folder, statuses: [0, 1])
    let root = folder.appendingPathComponent(fixtures).path + "/"
    guard case .array(let fixtures)? = try JSONParser.parse(text)["fixtures"] else { return [:] }
    var found: [String: String] = [:]
    for fixture in fixtures {
      guard case .string(let path)? = fixture["path"], case .string(let status)? = fixture["status"] else { continue }
      found[path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path] = status
    }
    return found
  }

  private static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
