/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Hashable {
  /// The key, unescaped.
  public var key: String
  /// The value.
  public var value: JSONValue

  /// A member with `key` and `value`.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// The members of a JSON object in the order they were written or added.
///
/// Duplicate keys: parsing keeps every member as written, so formatting a file never drops data;
/// reading a key (`object["key"]`) answers with the **first** member of that key, which is what
/// `JSONDecoder` does (`JSONSerialization` keeps the last one instead). ``duplicateKeys`` lists the keys that repeat, for tools that want to warn.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
  /// The members, in order.
  public var members: [JSONMember]

  /// An object with `members` in the given order.
  public init(_ members: [JSONMember] = []) {
    self.members = members
  }

  /// An object from a literal, its members in the literal's order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.members = elements.map { JSONMember($0.0, $0.1) }
  }

  /// The position of the first element.
  public var startIndex: Int { members.startIndex }
  /// The position past the last element.
  public var endIndex: Int { members.endIndex }
  /// The element at `position`.
  public subscript(position: Int) -> JSONMember { members[position] }

  /// The value of the first member named `key`, or `nil` when there is none.
  ///
  /// Setting a value replaces the first member named `key` in place, or appends a member when the
  /// key is new; setting `nil` removes every member named `key`.
  public subscript(key: String) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      guard let newValue else {
        members.removeAll { $0.key == key }
        return
      }
      if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].value = newValue
      } else {
        members.append(JSONMember(key, newValue))
      }
    }
  }

  /// The keys in order, repeats included.
  public var keys: [String] { members.map(\.key) }

  /// Keys that occur more than once, each named once, in order of their first repeat.
  public var duplicateKeys: [String] {
    var repeated: [String] = []
    // A payload's objects are mostly small: comparing their keys pairwise beats hashing each.
    if members.count <= Self.pairwiseLimit {
      for later in members.indices.dropFirst() {
        let key = members[later].key
        if members[..<later].contains(where: { $0.key == key }) && !repeated.contains(key) { repeated.append(key) }
      }
      return repeated
    }
    var seen = Set<String>(minimumCapacity: members.count)
    for member in members where !seen.insert(member.key).inserted && !repeated.contains(member.key) {
      repeated.append(member.key)
    }
    return repeated
  }

  private static let pairwiseLimit = 16

  /// Appends a member, keeping any earlier member of the same key.
  public mutating func append(_ key: String, _ value: JSONValue) {
    members.append(JSONMember(key, value))
  }
}
