/// The simplest fragment: members written in place, for keys that have no fragment type of their
/// own (an extra key the model should ignore, a quick one-off payload).
///
/// A member may name the model property it feeds, and is then compared like any other field.
public struct PlainJSONFragment<Model>: JSONFragment {
  /// The common one-member case is held inline, so composing many of them allocates no arrays.
  private let single: JSONMember?
  private let several: [JSONMember]
  private let comparison: ((Model, JSONPath) -> [FieldComparison])?

  /// The members this fragment writes, in order.
  public var members: [JSONMember] {
    single.map { [$0] } ?? several
  }

  /// One member, written but not compared: `PlainJSONFragment("legacy_id", 42)`.
  public init(_ key: String, _ value: some JSONRepresentable) {
    self.single = JSONMember(key, value.jsonValue)
    self.several = []
    self.comparison = nil
  }

  /// One member whose value is checked against `model`'s property.
  public init<Value: JSONRepresentable & Equatable>(_ key: String, _ value: Value, model: KeyPath<Model, Value>) {
    self.single = JSONMember(key, value.jsonValue)
    self.several = []
    self.comparison = { decoded, path in
      [.comparing(value, decoded[keyPath: model], at: path.appending(key: key))]
    }
  }

  /// One member whose value is checked against an optional property of `model`.
  public init<Value: JSONRepresentable & Equatable>(_ key: String, _ value: Value, model: KeyPath<Model, Value?>) {
    self.single = JSONMember(key, value.jsonValue)
    self.several = []
    self.comparison = { decoded, path in
      [.comparing(Optional(value), decoded[keyPath: model], at: path.appending(key: key))]
    }
  }

  /// Members written in place, not compared.
  public init(members: [JSONMember]) {
    self.single = nil
    self.several = members
    self.comparison = nil
  }

  /// The members of a JSON object given as text: `try PlainJSONFragment(json: #"{"a": 1}"#)`.
  /// - Throws: `JSONParseError` when the text is not JSON, or ``PlainFragmentError`` when it is
  ///   JSON but not an object.
  public init(json text: String) throws {
    guard case .object(let object) = try JSONParser.parse(text) else {
      throw PlainFragmentError.notAnObject
    }
    self.init(members: object.members)
  }

  /// Appends this fragment's members to `output`.
  public func appendMembers(to output: inout [JSONMember]) {
    if let single {
      output.append(single)
    } else {
      output.append(contentsOf: several)
    }
  }

  /// Compares the values this fragment was built with against `model`; paths start at `path`.
  public func compare(to model: Model, at path: JSONPath) -> [FieldComparison] {
    comparison?(model, path) ?? []
  }
}

/// Why a ``PlainJSONFragment`` could not be made from JSON text.
public enum PlainFragmentError: Error, Sendable, CustomStringConvertible {
  /// The text is valid JSON but not an object, so it has no members to contribute.
  case notAnObject

  /// A readable description.
  public var description: String {
    "a fragment's JSON must be an object ({...}) whose members it contributes"
  }
}
