import JSONCore

/// Makes ``FixtureEdit``s in a fixture's bytes: only the bytes an edit names change, so the
/// file keeps its indentation, key order and number forms. A new member is written as the
/// object's last member is (the same white space before its key, the same `": "`).
struct FixtureTextEditor {
  /// The text, as edited so far.
  private(set) var bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The JSON text of the value at `path`, as written.
  func text(at path: JSONPath) -> String? {
    JSONTextMap(bytes)[path].map { String(decoding: bytes[$0.value], as: UTF8.self) }
  }

  /// Makes `edit`; `false`, changing nothing, when its path is not in the text as it needs.
  @discardableResult
  mutating func apply(_ edit: FixtureEdit) -> Bool {
    let map = JSONTextMap(bytes)
    switch edit {
    case .renameKey(let path, let key):
      guard let range = map[path]?.key else { return false }
      replace(range, with: JSONValue.string(key).compactText)
    case .replaceValue(let path, let text):
      guard let range = map[path]?.value else { return false }
      replace(range, with: text)
    case .insertMember(let object, let key, let value):
      return insert(key: key, value: value, into: object, map: map)
    case .insertObject(let object, let key, let members):
      return insert(key: key, value: nestedObject(members, in: object), into: object, map: map)
    case .removeMember(let path):
      return remove(path, map: map)
    }
    return true
  }

  private mutating func insert(key: String, value: String, into object: JSONPath, map: JSONTextMap) -> Bool {
    guard let entry = map[object], bytes[entry.value.lowerBound] == UInt8(ascii: "{") else { return false }
    let quoted = JSONValue.string(key).compactText
    guard let last = entry.children.last.flatMap({ map[$0] }), let lastKey = last.key else {
      replace(entry.value.lowerBound + 1..<entry.value.upperBound - 1, with: quoted + ": " + value)
      return true
    }
    var before = lastKey.lowerBound
    while before > entry.value.lowerBound, Self.isWhitespace(bytes[before - 1]) { before -= 1 }
    var lead = String(decoding: bytes[before..<lastKey.lowerBound], as: UTF8.self)
    let colon = String(decoding: bytes[lastKey.upperBound..<last.value.lowerBound], as: UTF8.self)
    // After a lone member's `{` there may be no white space where a comma is followed by some.
    if lead.isEmpty, colon.hasSuffix(" ") { lead = " " }
    replace(last.value.upperBound..<last.value.upperBound, with: "," + lead + quoted + colon + value)
    return true
  }

  private mutating func remove(_ path: JSONPath, map: JSONTextMap) -> Bool {
    guard let entry = map[path], let key = entry.key, let parent = map[path.parent],
      let position = parent.children.firstIndex(of: path)
    else { return false }
    if position > 0, let previous = map[parent.children[position - 1]] {
      replace(previous.value.upperBound..<entry.value.upperBound, with: "")
    } else if parent.children.count > 1, let next = map[parent.children[1]]?.key {
      replace(key.lowerBound..<next.lowerBound, with: "")
    } else {
      replace(parent.value.lowerBound + 1..<parent.value.upperBound - 1, with: "")
    }
    return true
  }

  /// The white space before the key of the last member of the object at `object`, and the
  /// indentation of its closing brace: what a member or an object written inside it repeats.
  func layout(of object: JSONPath) -> (memberLead: String, closingLead: String)? {
    let map = JSONTextMap(bytes)
    guard let entry = map[object], let last = entry.children.last.flatMap({ map[$0] }), let lastKey = last.key
    else { return nil }
    var before = lastKey.lowerBound
    while before > entry.value.lowerBound, Self.isWhitespace(bytes[before - 1]) { before -= 1 }
    var close = entry.value.upperBound - 1
    while close > last.value.upperBound, Self.isWhitespace(bytes[close - 1]) { close -= 1 }
    return (
      String(decoding: bytes[before..<lastKey.lowerBound], as: UTF8.self),
      String(decoding: bytes[close..<entry.value.upperBound - 1], as: UTF8.self)
    )
  }

  /// The text of an object of `members` written inside the object at `object`: one member a line
  /// and one indentation step deeper when that object is written so, else on one line.
  private func nestedObject(_ members: [FixtureEdit.Member], in object: JSONPath) -> String {
    let written = members.map { JSONValue.string($0.key).compactText + ": " + $0.text }
    guard let layout = layout(of: object), layout.memberLead.contains("\n") else {
      return "{" + written.joined(separator: ", ") + "}"
    }
    let lead = layout.memberLead
    let step = lead.hasPrefix(layout.closingLead) ? String(lead.dropFirst(layout.closingLead.count)) : "  "
    return "{" + written.map { lead + step + $0 }.joined(separator: ",") + lead + "}"
  }

  private mutating func replace(_ range: Range<Int>, with text: String) {
    bytes.replaceSubrange(range, with: Array(text.utf8))
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "\t")
  }
}
