import APIContract
import JSONCore
import JSONTrace
import ModelProbe

/// Makes a set's refusals: the change refused (with any made together with it), the document's
/// place that allows it, and what it allows, in words.
struct RefusalMaker {
  let set: CoveringSet
  let model: String
  let candidate: ContractCandidate
  let document: ContractDocument

  /// A refusal of `payload`, made by `change` from the payload that `together` makes of the set's
  /// first (from the first alone when `together` is empty); of the first payload itself when
  /// `change` is `nil`.
  func refusal(
    _ payload: JSONValue, change: PayloadChange? = nil, together: [PayloadChange] = [], isExample: Bool = false,
    failure: FieldFailure?, reason: String
  ) -> ContractRefusal {
    let pointer = change?.pointer ?? failure.flatMap { set.pointer(of: $0.path) } ?? candidate.pointer
    let keyword = change?.keyword.map { pointer.appending($0) }
    let place =
      keyword.flatMap { document.locator.holds($0) ? document.locator.place(of: $0) : nil }
      ?? document.locator.place(of: pointer)
    var allowance = change?.allowance ?? Self.allowance(of: failure, isExample: isExample)
    if !together.isEmpty {
      allowance += " together with " + together.map { "\($0.path): \($0.allowance)" }.joined(separator: ", and ")
    }
    let from = together.reduce(set.base) { $1.applied(to: $0) }
    return ContractRefusal(
      model: model, schema: candidate.title, change: change, together: together, allowance: allowance,
      file: document.file, place: place, pointer: pointer, failure: failure, reason: reason,
      payload: payload, from: change?.origin(in: from))
  }

  private static func allowance(of failure: FieldFailure?, isExample: Bool) -> String {
    if isExample { return "gives this example" }
    guard let failure else { return "allows this payload (its example, every property it declares)" }
    switch failure.kind {
    case .missingKey: return "does not declare \(failure.path.description) as required"
    default: return "allows \(failure.found.map { "\($0) there" } ?? "the first payload")"
    }
  }
}

extension PayloadRecord.Verdict {
  /// The decoder's words where the payload is refused: it fails, or the model's code stopped.
  var refusal: String? {
    switch self {
    case .decodes, .unusable, .notJSON: nil
    case .fails(_, let message): message
    case .stopped(let stop): "\(stop.stop)"
    }
  }
}

extension PayloadInspection.Verdict {
  /// The decoder's words where the payload is refused.
  var refusal: String? {
    switch self {
    case .decodes, .invalidJSON: nil
    case .fails(let diagnosis): diagnosis.message
    case .stopped(let stop): "\(stop.stop)"
    }
  }
}
