import FixtureEngine
import JSONFragment

/// The scenarios of one model around a base payload: one dimension per key of the model's schema
/// (nested keys too), each with its choices, and the cases a strategy picks from them.
///
/// ```swift
/// let matrix = try ScenarioMatrix(model: model, base: payload)
/// let count = try matrix.count(.pairwise)      // cheap: nothing composed or decoded yet
/// let cases = try matrix.cases(.pairwise)      // each with its payload and expected outcome
/// ```
///
/// - A key's choices: its value (the base's, or a schema placeholder when the base has `null` or
///   leaves it out), `null`, and absent; an enum key has every case instead of one value; an array
///   has 0, 1 and 3 elements (and the base's own count).
/// - Keys inside an array's elements are those of the first element (`assets[0].state`), and
///   their choices apply to that element only; the other elements stay the base's.
/// - When a choice removes a key's parent (`author` absent, `assets` empty), the key's choice is
///   moot: the case leaves it out of its name and choices, and the strategies count only cases
///   where a choice takes effect (the full product counts a removed parent once).
public struct ScenarioMatrix: Sendable {
  /// Which keys vary, and how.
  public struct Options: Sendable, Hashable {
    /// The keys to vary; `nil` for every key of the schema.
    public var paths: Set<JSONPath>?
    /// Whether keys may be `null` or left out (when `false`, only where the base already has them
    /// so).
    public var includesNullAndAbsent: Bool
    /// Pairwise only: whether a choice that makes decoding fail by itself (`null` or absent on a
    /// required key) is paired only with choices that do not, so that each failing case (but
    /// the default one) has one cause and the others are not hidden behind it. Fewer pairs are
    /// then covered: two such choices never meet.
    public var isolatesFailingChoices: Bool

    /// Options that vary `paths` (every key when `nil`).
    public init(paths: Set<JSONPath>? = nil, includesNullAndAbsent: Bool = true, isolatesFailingChoices: Bool = false) {
      self.paths = paths
      self.includesNullAndAbsent = includesNullAndAbsent
      self.isolatesFailingChoices = isolatesFailingChoices
    }
  }

  /// The most cases ``cases(_:limit:)`` builds unless told otherwise.
  public static let defaultLimit = 10_000

  /// The model the cases are decoded as.
  public let model: WorkspaceModel
  /// The payload every case starts from: the case with no choices.
  public let base: JSONValue
  /// The keys that vary, parents before children, in the order the model reads them. Keys with a
  /// single choice (nothing to vary) are left out.
  public let dimensions: [ScenarioDimension]

  private let problem: CoveringProblem
  /// The pairwise and each-choice rows, worked out once for both ``count(_:)`` and ``cases(_:limit:)``.
  private let pairwiseRows: ComputedOnce<[ChoiceRow]>
  private let eachChoiceRows: ComputedOnce<[ChoiceRow]>
  /// One case per branch of a polymorphic object that the base does not take: its discriminator
  /// set, its branch's keys in place, nothing else changed. Every strategy ends with them.
  private let branchCases: [ScenarioCase]

  /// The matrix of `model` around `base`.
  /// - Throws: ``ScenarioMatrixError/unknownPaths(_:known:)`` for keys the schema lacks, and
  ///   ``ScenarioMatrixError/unreachable(_:missingParent:)`` for a key inside something the base
  ///   lacks that does not vary.
  public init(model: WorkspaceModel, base: JSONValue, options: Options = Options()) throws(ScenarioMatrixError) {
    let discovery = DimensionDiscovery(options: model.decoding, includesNullAndAbsent: options.includesNullAndAbsent)
    let candidates = discovery.dimensions(of: model.schema(), base: base)
    self.model = model
    self.base = base
    self.dimensions = try DimensionSelection(candidates: candidates, paths: options.paths).selected()
    let problem = CoveringProblem(dimensions: dimensions, isolatingFailures: options.isolatesFailingChoices)
    self.problem = problem
    self.pairwiseRows = ComputedOnce { problem.pairwiseRows() }
    self.eachChoiceRows = ComputedOnce { problem.eachChoiceRows() }
    self.branchCases = Self.branchCases(of: model, base: base)
  }

  /// The model and payload a matrix of `model` around `base` varies: for a list (`[LineItem]`),
  /// its element around the first element (each scenario is then a list of one); else both as
  /// they are.
  public static func varied(_ model: WorkspaceModel, base: JSONValue) -> (model: WorkspaceModel, base: JSONValue) {
    guard let element = model.arrayElement, case .array(let elements) = base, let first = elements.first else {
      return (model, base)
    }
    return (element, first)
  }

  private static func branchCases(of model: WorkspaceModel, base: JSONValue) -> [ScenarioCase] {
    let schema = model.schema()
    return schema.branchings.flatMap { branching -> [ScenarioCase] in
      let path = branching.object.appending(key: branching.discriminator)
      guard let current = base[path] else { return [] }
      return branching.branches.compactMap { branch -> ScenarioCase? in
        let value = branch.value(like: current)
        guard value != current else { return nil }
        let payload = schema.switchingBranch(
          in: base.replacing(path, with: value), at: path, options: model.decoding
        ).payload
        return ScenarioCase(
          name: "\(path)=\(branch.valueText) (its branch)", payload: payload,
          expected: model.expectedOutcome(for: payload), choices: [path: .enumCase(branch.valueText)])
      }
    }
  }

  /// How many cases `strategy` makes, worked out without composing or decoding any payload.
  /// - Throws: ``ScenarioMatrixError/countOverflows(strategy:)`` when the full product does not
  ///   fit in an `Int`.
  public func count(_ strategy: ScenarioStrategy) throws(ScenarioMatrixError) -> Int {
    switch strategy {
    case .full:
      guard let count = problem.fullCount() else { throw .countOverflows(strategy: .full) }
      return count + branchCases.count
    case .pairwise: return pairwiseRows.value.count + branchCases.count
    case .eachChoice: return eachChoiceRows.value.count + branchCases.count
    }
  }

  /// The cases `strategy` picks, the all-default case (named `default`) first, each with its
  /// composed payload and the outcome decoding it has.
  /// - Throws: ``ScenarioMatrixError/tooManyCases(strategy:count:limit:)`` when there would be more
  ///   than `limit`, before composing any.
  public func cases(_ strategy: ScenarioStrategy, limit: Int = ScenarioMatrix.defaultLimit) throws(ScenarioMatrixError)
    -> [ScenarioCase]
  {
    let rows: [ChoiceRow]
    switch strategy {
    case .full:
      let count = try count(.full)
      guard count <= limit else { throw .tooManyCases(strategy: .full, count: count, limit: limit) }
      rows = problem.fullRows()
    case .pairwise: rows = pairwiseRows.value
    case .eachChoice: rows = eachChoiceRows.value
    }
    guard rows.count <= limit else { throw .tooManyCases(strategy: strategy, count: rows.count, limit: limit) }
    let composer = ScenarioComposer(model: model, base: base, dimensions: dimensions)
    return rows.map(composer.scenario(for:)) + branchCases
  }
}

extension CoveringProblem {
  /// The factors of `dimensions`, whose parents are already chosen.
  init(dimensions: [ScenarioDimension], isolatingFailures: Bool) {
    let indices = Dictionary(uniqueKeysWithValues: dimensions.enumerated().map { ($0.element.path, $0.offset) })
    self.init(
      factors: dimensions.map { dimension in
        CoveringFactor(
          size: dimension.choices.count,
          defaultChoice: dimension.choices.firstIndex(of: dimension.defaultChoice) ?? 0,
          parent: dimension.parentPath.flatMap { indices[$0] },
          keepsChildren: dimension.choices.map(dimension.keepsChildren),
          isolated: dimension.choices.map { isolatingFailures && dimension.failsByItself($0) })
      })
  }
}
