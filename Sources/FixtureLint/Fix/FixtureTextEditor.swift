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
    texts()(path)
  }

  /// The JSON text of the value at a path, as written, from one reading of the text however
  /// many paths are asked.
  func texts() -> @Sendable (JSONPath) -> String? {
    let map = JSONTextMap(bytes)
    let bytes = bytes
    return { path in map[path].map { String(decoding: bytes[$0.value], as: UTF8.self) } }
  }

  /// Makes `edit`; `false`, changing nothing, when its path is not in the text as it needs.
  @discardableResult
  mutating func apply(_ edit: FixtureEdit) -> Bool {
    guard let change = change(for: edit, in: JSONTextMap(bytes)) else { return false }
    bytes.replaceSubrange(change.range, with: Array(change.text.utf8))
    return true
  }

  /// Makes `edits`, each where the text held its place before any of them, from one reading of
  /// the text: a fixture with edits in each of thousands of objects is read once, not once an
  /// edit. The edits of one object are made in turn on that object's text alone; where the places
  /// of two objects' edits overlap or meet, every edit is made in turn instead. Returns how many
  /// were made.
  @discardableResult
  mutating func apply(_ edits: [FixtureEdit]) -> Int {
    let map = JSONTextMap(bytes)
    var changes: [(range: Range<Int>, text: String, made: Int)] = []
    var scopes: [JSONPath] = []
    var byScope: [JSONPath: [FixtureEdit]] = [:]
    for edit in edits {
      if byScope[edit.scope] == nil { scopes.append(edit.scope) }
      byScope[edit.scope, default: []].append(edit)
    }
    for scope in scopes {
      let group = byScope[scope] ?? []
      if group.count == 1, let change = change(for: group[0], in: map) {
        changes.append((change.range, change.text, 1))
      } else if group.count > 1, let range = map[scope]?.value {
        var local = FixtureTextEditor(Array(bytes[range]))
        let made = group.count { local.apply($0.rooted(at: scope)) }
        if made > 0 { changes.append((range, String(decoding: local.bytes, as: UTF8.self), made)) }
      }
    }
    changes.sort { $0.range.lowerBound < $1.range.lowerBound }
    guard zip(changes, changes.dropFirst()).allSatisfy({ $0.range.upperBound < $1.range.lowerBound }) else {
      return edits.count { apply($0) }
    }
    for change in changes.reversed() { bytes.replaceSubrange(change.range, with: Array(change.text.utf8)) }
    return changes.reduce(0) { $0 + $1.made }
  }

  /// The bytes `edit` replaces in the text `map` reads, and their replacement.
  private func change(for edit: FixtureEdit, in map: JSONTextMap) -> (range: Range<Int>, text: String)? {
    switch edit {
    case .renameKey(let path, let key):
      map[path]?.key.map { ($0, JSONValue.string(key).compactText) }
    case .replaceValue(let path, let text):
      map[path].map { ($0.value, text) }
    case .insertMember(let object, let key, let value):
      insertion(key: key, value: value, into: object, map: map)
    case .insertObject(let object, let key, let members):
      insertion(key: key, value: nestedObject(members, in: object, map: map), into: object, map: map)
    case .removeMember(let path):
      removal(path, map: map)
    }
  }

  private func insertion(key: String, value: String, into object: JSONPath, map: JSONTextMap) -> (
    range: Range<Int>, text: String
  )? {
    guard let entry = map[object], bytes[entry.value.lowerBound] == UInt8(ascii: "{") else { return nil }
    let quoted = JSONValue.string(key).compactText
    guard let last = entry.children.last.flatMap({ map[$0] }), let lastKey = last.key else {
      return (entry.value.lowerBound + 1..<entry.value.upperBound - 1, quoted + ": " + value)
    }
    var before = lastKey.lowerBound
    while before > entry.value.lowerBound, Self.isWhitespace(bytes[before - 1]) { before -= 1 }
    var lead = String(decoding: bytes[before..<lastKey.lowerBound], as: UTF8.self)
    let colon = String(decoding: bytes[lastKey.upperBound..<last.value.lowerBound], as: UTF8.self)
    // After a lone member's `{` there may be no white space where a comma is followed by some.
    if lead.isEmpty, colon.hasSuffix(" ") { lead = " " }
    return (last.value.upperBound..<last.value.upperBound, "," + lead + quoted + colon + value)
  }

  private func removal(_ path: JSONPath, map: JSONTextMap) -> (range: Range<Int>, text: String)? {
    guard let entry = map[path], let key = entry.key, let parent = map[path.parent],
      let position = parent.children.firstIndex(of: path)
    else { return nil }
    if position > 0, let previous = map[parent.children[position - 1]] {
      return (previous.value.upperBound..<entry.value.upperBound, "")
    } else if parent.children.count > 1, let next = map[parent.children[1]]?.key {
      return (key.lowerBound..<next.lowerBound, "")
    } else {
      return (parent.value.lowerBound + 1..<parent.value.upperBound - 1, "")
    }
  }

  /// The white space before the key of the last member of the object at `object`, and the
  /// indentation of its closing brace: what a member or an object written inside it repeats.
  private func layout(of object: JSONPath, in map: JSONTextMap) -> (memberLead: String, closingLead: String)? {
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
  private func nestedObject(_ members: [FixtureEdit.Member], in object: JSONPath, map: JSONTextMap) -> String {
    let written = members.map { JSONValue.string($0.key).compactText + ": " + $0.text }
    guard let layout = layout(of: object, in: map), layout.memberLead.contains("\n") else {
      return "{" + written.joined(separator: ", ") + "}"
    }
    let lead = layout.memberLead
    let step = lead.hasPrefix(layout.closingLead) ? String(lead.dropFirst(layout.closingLead.count)) : "  "
    return "{" + written.map { lead + step + $0 }.joined(separator: ",") + lead + "}"
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "\t")
  }
}

extension FixtureEdit {
  /// The object whose text the edit changes.
  fileprivate var scope: JSONPath {
    switch self {
    case .renameKey(let path, _), .replaceValue(let path, _), .removeMember(let path): path.parent
    case .insertMember(let object, _, _), .insertObject(let object, _, _): object
    }
  }

  /// The edit with its paths taken from `scope`, the object it changes, as the root.
  fileprivate func rooted(at scope: JSONPath) -> FixtureEdit {
    let inside = { (path: JSONPath) in JSONPath(Array(path.components.dropFirst(scope.components.count))) }
    return switch self {
    case .renameKey(let path, let key): .renameKey(inside(path), to: key)
    case .replaceValue(let path, let text): .replaceValue(inside(path), with: text)
    case .removeMember(let path): .removeMember(inside(path))
    case .insertMember(let object, let key, let value): .insertMember(object: inside(object), key: key, value: value)
    case .insertObject(let object, let key, let members):
      .insertObject(object: inside(object), key: key, members: members)
    }
  }
}
