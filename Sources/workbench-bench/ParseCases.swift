import FixtureEngine
import Foundation
import JSONFragment

/// The parsing cases: the same generated records through our parser, `JSONSerialization` and
/// `JSONDecoder`. Each run's check counts records, sums ids and tags and counts null nicknames,
/// which consumes every record and must agree across the three.
enum ParseCases {
  static func execute(_ benchCase: BenchCase, iterations: Int) throws -> CaseOutcome {
    let input = RecordsInput.generate()
    let data = input.data
    var digest = FNV1a()
    data.withUnsafeBytes { digest.add($0) }
    let baseline = PeakMemory.residentKiB()

    let seconds: [Double]
    let checks: [String]
    switch benchCase {
    case .parseOurs:
      let runs = try Measure.repeatedly(iterations, { try JSONParser.parse(data) }, check: tallyTree)
      (seconds, checks) = (runs.seconds, runs.checks)
    case .parseSerialization:
      let runs = try Measure.repeatedly(
        iterations, { try JSONSerialization.jsonObject(with: data) }, check: tallyFoundation)
      (seconds, checks) = (runs.seconds, runs.checks)
    case .traceOurs:
      let runs = try Measure.repeatedly(
        iterations, { try TracingDecoder.trace([Person].self, from: data) }, check: tallyTrace)
      (seconds, checks) = (runs.seconds, runs.checks)
    case .parseDecoder:
      let decoder = JSONDecoder()
      let runs = try Measure.repeatedly(
        iterations, { try decoder.decode([Person].self, from: data) }, check: tallyModels)
      (seconds, checks) = (runs.seconds, runs.checks)
    default:
      preconditionFailure("\(benchCase) is not a parsing case")
    }
    let peak = PeakMemory.residentKiB()

    let consistent = Set(checks).count == 1
    let counted = checks.first?.hasPrefix("\(input.recordCount) records") ?? false
    let size = String(format: "%.1f MiB", Double(data.count) / 1_048_576)
    return CaseOutcome(
      name: benchCase.rawValue,
      inputSummary: "a \(size) JSON array of \(input.recordCount) records (\(data.count) bytes)",
      inputDigest: digest.hex,
      seconds: seconds,
      baselineKiB: baseline,
      peakKiB: peak,
      check: checks.first ?? "",
      verified: consistent && counted,
      verification: consistent && counted
        ? "all \(input.recordCount) records read" : "runs disagree or records missing: \(checks)")
  }

  private static func tally(records: Int, idSum: Int, tags: Int, nullNicknames: Int) -> String {
    "\(records) records, id sum \(idSum), \(tags) tags, \(nullNicknames) null nicknames"
  }

  static func tallyTree(_ value: JSONValue) -> String {
    guard case .array(let records) = value else { return "not an array" }
    var (idSum, tags, nulls) = (0, 0, 0)
    for record in records {
      if case .number(let id)? = record["id"] { idSum += id.intValue ?? 0 }
      if case .array(let list)? = record["tags"] { tags += list.count }
      if record["nickname"] == .null { nulls += 1 }
    }
    return tally(records: records.count, idSum: idSum, tags: tags, nullNicknames: nulls)
  }

  static func tallyFoundation(_ object: Any) -> String {
    guard let records = object as? [Any] else { return "not an array" }
    var (idSum, tags, nulls) = (0, 0, 0)
    for case let record as [String: Any] in records {
      idSum += record["id"] as? Int ?? 0
      tags += (record["tags"] as? [Any])?.count ?? 0
      if record["nickname"] is NSNull { nulls += 1 }
    }
    return tally(records: records.count, idSum: idSum, tags: tags, nullNicknames: nulls)
  }

  static func tallyTrace(_ result: TracingDecoder.Result<[Person]>) -> String {
    guard result.trace.failures.isEmpty, let people = result.model else {
      return "tracing found \(result.trace.failures.count) failures: \(result.trace.failures.prefix(3))"
    }
    return tallyModels(people)
  }

  static func tallyModels(_ people: [Person]) -> String {
    var (idSum, tags, nulls) = (0, 0, 0)
    for person in people {
      idSum += person.id
      tags += person.tags.count
      if person.nickname == nil { nulls += 1 }
    }
    return tally(records: people.count, idSum: idSum, tags: tags, nullNicknames: nulls)
  }
}
