/// Model code that stopped the worker running it: a trap (`precondition`, a force unwrap,
/// `fatalError`), an exit, or a request that ran past its time limit. The workbench goes on; this
/// says where and why, so the user can fix the model or the payload.
///
/// `Station.init(from:) stopped at Station.swift:22: Precondition failed: station ids are never
/// empty, while learning the model with id = ""`
public struct ModelStop: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The type whose `init(from:)` was running (`Station`).
  public var typeName: String
  /// How it stopped (`stopped at Station.swift:22: Precondition failed: ...`, or a time limit).
  public var stop: String
  /// What the workbench was doing (`learning the model`, `decoding central-park.json`).
  public var activity: String
  /// The last value the model was given before it stopped, when known (`id = ""`).
  public var given: String?

  /// A stop made of its parts.
  public init(typeName: String, stop: String, activity: String, given: String? = nil) {
    self.typeName = typeName
    self.stop = stop
    self.activity = activity
    self.given = given
  }

  public var description: String {
    "\(typeName).init(from:) \(stop), while \(activity)\(given.map { " with \($0)" } ?? "")"
  }
}
