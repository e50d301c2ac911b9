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
  /// Whether the model's code was running when the worker stopped; `false` when every
  /// `init(from:)` had returned and the workbench's own work on its answer ran out of time or
  /// trapped, which is not the model's doing.
  public var inModelCode: Bool

  /// A stop made of its parts.
  public init(typeName: String, stop: String, activity: String, given: String? = nil, inModelCode: Bool = true) {
    self.typeName = typeName
    self.stop = stop
    self.activity = activity
    self.given = given
    self.inModelCode = inModelCode
  }

  public var description: String {
    guard inModelCode else {
      return
        "the workbench's own work on \(typeName) \(stop), while \(activity): not the model's doing; please report it"
    }
    return "\(typeName).init(from:) \(stop), while \(activity)\(given.map { " with \($0)" } ?? "")"
  }
}

extension ModelStop {
  private enum CodingKeys: String, CodingKey {
    case typeName, stop, activity, given, inModelCode
  }

  /// A stop as written, where one written before ``inModelCode`` existed was the model's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      typeName: try container.decode(String.self, forKey: .typeName),
      stop: try container.decode(String.self, forKey: .stop),
      activity: try container.decode(String.self, forKey: .activity),
      given: try container.decodeIfPresent(String.self, forKey: .given),
      inModelCode: try container.decodeIfPresent(Bool.self, forKey: .inModelCode) ?? true)
  }
}
