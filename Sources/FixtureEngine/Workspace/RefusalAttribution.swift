import Foundation
import JSONCore
import ModelProbe
import WorkbenchContext

/// Where a model refuses a whole object for a reason of its own (a check in its `init(from:)`
/// throwing an error that is no `DecodingError`), `JSONDecoder` names only the object. The values
/// under it that the refusal is about are found by trying, one at a time, the value a fixture of
/// the same model that decodes holds at the same place: each whose change alone ends the refusal
/// is a failing field. Nothing is guessed: with no such fixture, or no single value that ends it,
/// the refusal stays on the object.
public enum RefusalAttribution {
  /// The most values under one refused object that are tried.
  static let mostTried = 48

  /// `inspection` of `payload` by `model`, each refusal of a whole object or array put on the
  /// values under it that end it when given the value one of `donors` (payloads `model` decodes)
  /// holds there, each decoded with `dates` over the model's own date strategy when given.
  public static func attributed(
    _ inspection: PayloadInspection, of payload: JSONValue, by model: WorkspaceModel, donors: [JSONValue],
    dates: DecodingOptions.Dates? = nil, lane: Int = 0
  ) -> PayloadInspection {
    guard !donors.isEmpty, case .fails(let diagnosis) = inspection.verdict, var trace = inspection.trace else {
      return inspection
    }
    var changed = false
    var failures: [FieldFailure] = []
    for failure in trace.failures {
      let culprits =
        refusal(failure, in: payload) ? values(ending: failure, in: payload, model, donors, dates, lane) : []
      guard !culprits.isEmpty else {
        failures.append(failure)
        continue
      }
      changed = true
      for (path, donated) in culprits {
        failures.append(
          FieldFailure(
            path: path, kind: payload[path] == nil ? .missingKey : .invalidValue, expected: failure.expected,
            found: payload[path]?.summary,
            message: "\(failure.message); with \(donated.summary) here, as a fixture that decodes has it, it passes"))
      }
    }
    guard changed else { return inspection }
    trace.failures = failures
    var attributed = inspection
    attributed.trace = trace
    var moved = diagnosis
    if let first = failures.first, !trace.failures.contains(where: { $0.path == diagnosis.path }) {
      moved.path = first.path
      moved.location = nil
      moved.message = first.message
    }
    attributed.verdict = .fails(moved.withFields(failures))
    return attributed
  }

  /// Whether `failure` is a model's refusal of a whole object or array.
  static func refusal(_ failure: FieldFailure, in payload: JSONValue) -> Bool {
    guard failure.kind == .invalidValue else { return false }
    switch payload[failure.path] {
    case .object?, .array?: return true
    default: return false
    }
  }

  /// The plain values under `failure`'s object, each with a donor's value there, whose change alone
  /// makes `model` no longer refuse the object.
  private static func values(
    ending failure: FieldFailure, in payload: JSONValue, _ model: WorkspaceModel, _ donors: [JSONValue],
    _ dates: DecodingOptions.Dates?, _ lane: Int
  ) -> [(JSONPath, JSONValue)] {
    guard let refused = payload[failure.path] else { return [] }
    var found: [(JSONPath, JSONValue)] = []
    // The keys left out first: there are few, and the values may be more than are tried.
    let tried = absentKeys(under: refused, at: failure.path, in: donors) + leaves(of: refused, at: failure.path)
    // The app asks again at each edit: a newer request cancels this one.
    for path in tried.prefix(mostTried) where !Task.isCancelled {
      // An empty array or object is one value: a fixture's whole one may stand in for it. A key
      // the payload lacks is given a fixture's value.
      let mine = payload[path]
      guard
        let donated = donors.lazy.compactMap({ $0[path] }).first(where: { donated in
          mine.map { donated != $0 && (isContainer($0) || !isContainer(donated)) } ?? true
        })
      else { continue }
      let changed = payload.replacing(path, with: donated)
      let inspection = model.inspect(Data(changed.compactText.utf8), comparisonLimit: 0, dates: dates, lane: lane)
      let stillRefused = inspection.trace?.failures.contains { $0.path == failure.path && refusal($0, in: changed) }
      if inspection.decodes || stillRefused == false { found.append((path, donated)) }
    }
    return found
  }

  /// The paths of the plain values in `value` (at `path`), empty arrays and objects among them,
  /// depth first, in payload order.
  static func leaves(of value: JSONValue, at path: JSONPath) -> [JSONPath] {
    switch value {
    case .object(let object) where !object.members.isEmpty:
      return object.members.flatMap { leaves(of: $0.value, at: path.appending(key: $0.key)) }
    case .array(let elements) where !elements.isEmpty:
      return elements.indices.flatMap { leaves(of: elements[$0], at: path.appending(index: $0)) }
    default:
      return [path]
    }
  }

  /// The keys that fixtures of `donors` hold in an object of `value` (at `path`) and `value`
  /// lacks, each once, in the donors' order: a model's refusal may be about a key left out.
  static func absentKeys(under value: JSONValue, at path: JSONPath, in donors: [JSONValue]) -> [JSONPath] {
    var found: [JSONPath] = []
    switch value {
    case .object(let object):
      let theirs = donors.compactMap { donor -> JSONObject? in
        if case .object(let theirs)? = donor[path] { theirs } else { nil }
      }
      // An object every fixture holds with one key is a choice of one (an enum keyed by its
      // case): another key is never what it lacks, only another choice.
      let isChoice = object.count == 1 && !theirs.isEmpty && theirs.allSatisfy { $0.count == 1 }
      for theirs in theirs where !isChoice {
        for member in theirs.members where object[member.key] == nil {
          let key = path.appending(key: member.key)
          if !found.contains(key) { found.append(key) }
        }
      }
      for member in object.members {
        found += absentKeys(under: member.value, at: path.appending(key: member.key), in: donors)
      }
    case .array(let elements):
      for index in elements.indices {
        found += absentKeys(under: elements[index], at: path.appending(index: index), in: donors)
      }
    default:
      break
    }
    return found
  }

  private static func isContainer(_ value: JSONValue) -> Bool {
    switch value {
    case .object, .array: true
    default: false
    }
  }
}

extension Workspace {
  /// ``RefusalAttribution/attributed(_:of:by:donors:dates:lane:)`` of `inspection` (of `data`, by
  /// `model`), located in `data`: what `inspect` says of a refusal is what `lint` says.
  public func attributingRefusals(
    _ inspection: PayloadInspection, of data: Data, by model: WorkspaceModel, path: String? = nil,
    in context: AppContext
  ) -> PayloadInspection {
    guard !inspection.decodes, let payload = try? JSONParser.parse(data) else { return inspection }
    return attributingRefusals(inspection, of: payload, by: model, excluding: path, in: context).located()
  }

  /// ``RefusalAttribution/attributed(_:of:by:donors:dates:lane:)`` of `inspection` (of `payload`,
  /// by `model`, with `dates` over its own date strategy when given), the donors being up to four
  /// of the fixtures this workspace gives `model` that decode, but the file at `path`. Only an
  /// inspection holding a refusal reads any fixture.
  public func attributingRefusals(
    _ inspection: PayloadInspection, of payload: JSONValue, by model: WorkspaceModel,
    dates: DecodingOptions.Dates? = nil, excluding path: String? = nil, in context: AppContext
  ) -> PayloadInspection {
    guard !inspection.decodes,
      inspection.trace?.failures.contains(where: { RefusalAttribution.refusal($0, in: payload) }) == true
    else { return inspection }
    var donors: [JSONValue] = []
    for fixture in assignedFixtures(in: context)
    where fixture.modelName == model.name && fixture.path != path && !Task.isCancelled {
      guard donors.count < 4, let bytes = try? context.files.read(fixture.path) else { continue }
      guard model.inspect(bytes, comparisonLimit: 0, dates: dates).decodes, let donor = try? JSONParser.parse(bytes)
      else { continue }
      donors.append(donor)
    }
    return RefusalAttribution.attributed(inspection, of: payload, by: model, donors: donors, dates: dates)
  }
}
