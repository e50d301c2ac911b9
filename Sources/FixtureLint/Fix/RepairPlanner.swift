import JSONCore
import JSONTrace
import ModelProbe

/// The edits that repair the failing fields of one decoding of a fixture, told apart with the
/// model's schema before and after its change. One round answers the failures one decoding
/// reports; a repair can reveal more (a renamed object's own fields), which the next round sees.
struct RepairPlanner {
  /// The fixture, parsed.
  var document: JSONValue
  /// The fixture's keys the model never read.
  var unread: Set<JSONPath>
  /// The model's schema now.
  var after: ModelSchema
  /// The model's schema when its fixtures last decoded, if one was kept.
  var before: ModelSchema?
  /// The value the model's other fixtures agree on at a path, if they hold one.
  var agreed: (JSONPath) -> JSONValue?
  /// The model's decoding, for placeholder dates.
  var decoding: DecodingOptions
  /// The fixture's text at a path, as written.
  var text: (JSONPath) -> String?
  /// Which property read which key before the change and reads which now, when both maps are
  /// known: the code's word on a rename, before any guess from the payload.
  var reading: PropertyReading? = nil

  /// Whether the model reads payload keys `a` and `b` as one key: spelled alike, or alike once
  /// `convertFromSnakeCase` has converted them (`address_line_1` and `address_line1`), or made of
  /// the same words under `convertFromWords`.
  func sameKey(_ a: String, _ b: String) -> Bool {
    Self.sameKey(a, b, keys: decoding.keys)
  }

  /// ``sameKey(_:_:)`` under the key strategy `keys`.
  static func sameKey(_ a: String, _ b: String, keys: DecodingOptions.Keys) -> Bool {
    switch keys {
    case .useDefaultKeys: a == b
    case .convertFromSnakeCase: a == b || SnakeCaseKeys.convert(a) == SnakeCaseKeys.convert(b)
    // One of two spellings is the model's; the other can be any: words match where a CodingKey in
    // Swift's style reads by them.
    case .convertFromWords:
      a == b || ((WordKeys.readsByWords(a) || WordKeys.readsByWords(b)) && WordKeys.form(a) == WordKeys.form(b))
    }
  }

  /// What one round repairs.
  struct Round {
    var edits: [FixtureEdit] = []
    var notes: [RepairNote] = []
    var unrepaired: [UnrepairedField] = []
  }

  /// The repairs for `failures`, every failure either repaired or listed.
  func round(for failures: [FieldFailure]) -> Round {
    var round = Round()
    var claimed: Set<JSONPath> = []
    let missing = Dictionary(grouping: failures.filter { $0.kind == .missingKey }) { $0.path.parent }
    for failure in failures {
      switch failure.kind {
      case .missingKey:
        repairMissingKey(failure, among: missing[failure.path.parent] ?? [], claimed: &claimed, into: &round)
      case .nullValue: fill(failure, replacing: true, into: &round)
      case .unknownEnumValue: renameCase(failure, into: &round)
      case .wrongType: convert(failure, into: &round)
      case .invalidValue: renameCaseKey(failure, into: &round)
      }
    }
    return round
  }

  // MARK: A key the model requires is missing

  /// `missing` are the keys missing from the same object.
  private func repairMissingKey(
    _ failure: FieldFailure, among missing: [FieldFailure], claimed: inout Set<JSONPath>, into round: inout Round
  ) {
    let path = failure.path
    guard case .key(let key) = path.components.last, let expected = after.type(at: path, sameKey: sameKey),
      case .object(let object) = document[path.parent]
    else {
      return fill(failure, replacing: false, into: &round)
    }
    let parent = path.parent
    let beforeFields = before?.objectFields(at: parent, sameKey: sameKey)
    let wasRead = { (key: String) in beforeFields?.contains { self.sameKey($0.key, key) } ?? true }
    let isNew = beforeFields.map { fields in !fields.contains { self.sameKey($0.key, key) } } ?? true
    let readNow = after.objectFields(at: parent, sameKey: sameKey)?.map(\.key) ?? []
    // The members the model read here before and no longer reads: where a missing value may be.
    // A decoding that stopped inside this object reports none of its keys unread: the schemas,
    // when whole, say which are no longer read.
    let traceSilent = after.unlearned.isEmpty && !unread.contains { $0.parent == parent }
    // A member whose property reads another key now is that key's, whatever the payload suggests.
    let leftovers = object.filter { member in
      let memberPath = parent.appending(key: member.key)
      return (unread.contains(memberPath) || traceSilent) && !claimed.contains(memberPath)
        && !readNow.contains { sameKey($0, member.key) } && wasRead(member.key)
        && reading?.isClaimedByItsProperty(member.key, at: parent) != true
    }
    if isNew, let old = reading?.renamedKey(at: path),
      let member = object.first(where: { sameKey($0.key, old) }),
      !claimed.contains(parent.appending(key: member.key)), !readNow.contains(where: { sameKey($0, member.key) })
    {
      let readAs = beforeFields?.first { sameKey($0.key, member.key) }?.type
      if readAs == expected, !expected.admits(member.value) {
        return round.unrepaired.append(misfit(failure, old: member.key, readAs: expected))
      }
      claimed.insert(parent.appending(key: member.key))
      round.edits.append(.renameKey(parent.appending(key: member.key), to: key))
      round.notes.append(RepairNote(kind: .renamedKey, path: path, detail: "\(member.key) to \(key)"))
      return
    }
    if isNew {
      let candidates = leftovers.filter { expected.admits($0.value) }
      let rivals = missing.filter { other in
        other.path != path && other.path.parent == parent && reading?.renamedKey(at: other.path) == nil
          && candidates.contains { after.type(at: other.path, sameKey: sameKey)?.admits($0.value) ?? false }
      }
      if candidates.count == 1, rivals.isEmpty, let old = candidates.first {
        claimed.insert(parent.appending(key: old.key))
        round.edits.append(.renameKey(parent.appending(key: old.key), to: key))
        round.notes.append(RepairNote(kind: .renamedKey, path: path, detail: "\(old.key) to \(key)"))
        return
      }
      if !candidates.isEmpty {
        let names = (candidates.map(\.key) + rivals.compactMap(\.path.lastKey)).sorted()
        round.unrepaired.append(
          UnrepairedField(
            failure: failure,
            reason: "ambiguous: \(names.joined(separator: ", ")) could each be what the model now reads here"))
        return
      }
      // The old key, read before as the new one is now, with a value that fits neither.
      let misfits = leftovers.filter { member in beforeFields?.first { sameKey($0.key, member.key) }?.type == expected }
      if misfits.count == 1, let old = misfits.first {
        return round.unrepaired.append(misfit(failure, old: old.key, readAs: expected))
      }
    }
    if nest(key, of: expected, at: parent, leftovers: leftovers, claimed: &claimed, into: &round) {
      return
    }
    if moveDown(key, of: expected, into: parent, claimed: &claimed, into: &round) { return }
    fill(failure, replacing: false, into: &round)
  }

  /// The old key `old`, read before as `readAs` as the new one is now, holds a value that fits
  /// neither: the fixture was broken there already, and is left to a person.
  private func misfit(_ failure: FieldFailure, old: String, readAs: SchemaType) -> UnrepairedField {
    UnrepairedField(
      failure: failure,
      reason: "\(old), read before as \(readAs.displayName), may be what the model now reads here, but its value does "
        + "not fit: the fixture was broken already; give it a value, or move it into failing/")
  }

  /// Members of the object at `parent` the model no longer reads there, gathered into the new
  /// object `key` it reads them from.
  private func nest(
    _ key: String, of expected: SchemaType, at parent: JSONPath, leftovers: [JSONMember],
    claimed: inout Set<JSONPath>, into round: inout Round
  ) -> Bool {
    guard case .object(_, let fields) = expected else { return false }
    let moved = leftovers.filter { member in
      fields.contains { sameKey($0.key, member.key) && $0.type.admits(member.value) }
    }
    guard !moved.isEmpty,
      fields.filter(\.isRequired).allSatisfy({ field in moved.contains { sameKey($0.key, field.key) } })
    else { return false }
    let texts = moved.compactMap { member in
      text(parent.appending(key: member.key)).map { FixtureEdit.Member(key: member.key, text: $0) }
    }
    guard texts.count == moved.count else { return false }
    for member in moved {
      claimed.insert(parent.appending(key: member.key))
      round.edits.append(.removeMember(parent.appending(key: member.key)))
    }
    round.edits.append(.insertObject(object: parent, key: key, members: texts))
    round.notes.append(
      RepairNote(
        kind: .moved, path: parent.appending(key: key),
        detail: "\(moved.map(\.key).joined(separator: ", ")) into \(parent.appending(key: key))"))
    return true
  }

  /// A member one level up, which the model now reads from the object at `object`.
  private func moveDown(
    _ key: String, of expected: SchemaType, into object: JSONPath, claimed: inout Set<JSONPath>,
    into round: inout Round
  ) -> Bool {
    guard case .key = object.components.last else { return false }
    let from = object.parent.appending(key: key)
    let readAbove = before?.objectFields(at: object.parent, sameKey: sameKey).map { fields in
      fields.contains { sameKey($0.key, key) }
    }
    guard unread.contains(from), !claimed.contains(from), readAbove ?? true, let value = document[from],
      expected.admits(value), let raw = text(from)
    else { return false }
    claimed.insert(from)
    round.edits.append(.removeMember(from))
    round.edits.append(.insertMember(object: object, key: key, value: raw))
    round.notes.append(RepairNote(kind: .moved, path: object.appending(key: key), detail: "\(from) into \(object)"))
    return true
  }

  // MARK: A required value absent or null

  private func fill(_ failure: FieldFailure, replacing: Bool, into round: inout Round) {
    let path = failure.path
    if let earlier = before, let key = path.lastKey,
      earlier.objectFields(at: path.parent, sameKey: sameKey)?.first(where: { sameKey($0.key, key) })?
        .isRequired == true
    {
      round.unrepaired.append(
        UnrepairedField(
          failure: failure,
          reason: "the model required it before its change too: the fixture was broken already; give it a value, "
            + "or move it into failing/ if it is meant to fail"))
      return
    }
    guard let expected = after.type(at: path, sameKey: sameKey), case .key(let key) = path.components.last,
      let value = agreed(path) ?? placeholder(for: expected)
    else {
      round.unrepaired.append(
        UnrepairedField(failure: failure, reason: "the model's schema has no type to fill it with"))
      return
    }
    round.edits.append(
      replacing
        ? .replaceValue(path, with: value.compactText)
        : .insertMember(object: path.parent, key: key, value: value.compactText))
    round.notes.append(RepairNote(kind: .filled, path: path, detail: value.compactText))
  }

  /// A typed value that says it is a placeholder: `""`, `0`, `false`, the first enum case, a
  /// date in the decoder's format, an object of its required fields.
  private func placeholder(for type: SchemaType, depth: Int = 0) -> JSONValue? {
    guard depth < 8 else { return nil }
    switch type {
    case .string: return ""
    case .integer, .number: return 0
    case .bool: return false
    case .array: return []
    case .dictionary: return [:]
    case .object(_, let fields):
      var members: [JSONMember] = []
      for field in fields where field.isRequired {
        guard let value = placeholder(for: field.type, depth: depth + 1) else { return nil }
        members.append(JSONMember(field.key, value))
      }
      return .object(JSONObject(members))
    case .recursive, .unknown: return nil
    case .url, .uuid, .data, .date, .enumeration:
      return SchemaPlaceholder.value(for: type, options: decoding, enums: after.enums)
    }
  }

  // MARK: An enum case renamed

  private func renameCase(_ failure: FieldFailure, into round: inout Round) {
    let path = failure.path
    guard case .enumeration(_, let cases)? = after.type(at: path, sameKey: sameKey), let value = document[path]
    else {
      round.unrepaired.append(UnrepairedField(failure: failure, reason: "the model's cases are not known"))
      return
    }
    guard case .enumeration(_, let earlier)? = before?.type(at: path, sameKey: sameKey) else {
      round.unrepaired.append(
        UnrepairedField(
          failure: failure,
          reason: "no earlier schema of the model to tell a renamed case from a wrong value: run lint while its "
            + "fixtures decode, then change the model"))
      return
    }
    let gone = earlier.filter { !cases.contains($0) }
    let new = cases.filter { !earlier.contains($0) }
    let current: String? =
      switch value {
      case .string(let text): text
      case .number(let number): number.text
      default: nil
      }
    guard let current, gone == [current], new.count == 1, let renamed = new.first else {
      round.unrepaired.append(
        UnrepairedField(
          failure: failure,
          reason: gone.contains(current ?? "")
            ? "cases gone: \(gone.joined(separator: ", ")); new: \(new.joined(separator: ", ")): ambiguous"
            : "not a case the model had before either"))
      return
    }
    let replacement = if case .string = value { JSONValue.string(renamed).compactText } else { renamed }
    round.edits.append(.replaceValue(path, with: replacement))
    round.notes.append(RepairNote(kind: .renamedCase, path: path, detail: "\(path) \(current) to \(renamed)"))
  }

  /// An enum with a payload, coded as a one-key object (`{"every": {"days": 3}}`), whose case
  /// was renamed: exactly one case gone and one new, whose payload the value fits.
  private func renameCaseKey(_ failure: FieldFailure, into round: inout Round) {
    let path = failure.path
    if case .object(let object)? = document[path], object.count == 1, let member = object.first,
      case .object(_, let cases)? = after.type(at: path, sameKey: sameKey), cases.allSatisfy({ !$0.isRequired }),
      case .object(_, let earlier)? = before?.type(at: path, sameKey: sameKey)
    {
      let gone = earlier.filter { old in !cases.contains { sameKey($0.key, old.key) } }
      let new = cases.filter { now in !earlier.contains { sameKey($0.key, now.key) } }
      if gone.count == 1, new.count == 1, let old = gone.first, let renamed = new.first,
        sameKey(old.key, member.key), renamed.type.admits(member.value)
      {
        round.edits.append(.renameKey(path.appending(key: member.key), to: renamed.key))
        round.notes.append(
          RepairNote(kind: .renamedCase, path: path, detail: "\(path) \(member.key) to \(renamed.key)"))
        return
      }
    }
    round.unrepaired.append(
      UnrepairedField(failure: failure, reason: "the model refuses a value of the right type: not guessed"))
  }

  // MARK: A value of another type

  private func convert(_ failure: FieldFailure, into round: inout Round) {
    let path = failure.path
    guard let expected = after.type(at: path, sameKey: sameKey), let value = document[path], let raw = text(path),
      let converted = LosslessConversion.convert(value, written: raw, to: expected)
    else {
      round.unrepaired.append(
        UnrepairedField(failure: failure, reason: "no conversion to \(failure.expected) keeps the value whole"))
      return
    }
    round.edits.append(.replaceValue(path, with: converted))
    round.notes.append(RepairNote(kind: .converted, path: path, detail: "\(path) \(raw) to \(converted)"))
  }
}

extension JSONPath {
  /// The last component's key, when it is one.
  var lastKey: String? {
    if case .key(let key) = components.last { return key }
    return nil
  }
}
