import ModelProbe

/// The name of a shape's fixture: `shape-01.json` for the first shape seen, and for each other
/// what sets it apart from that one, its first two differences: `shape-03-note-absent.json`,
/// `shape-04-hours-temp-wrong-type.json`, `shape-05-sky-unknown-fog.json`, `shape-06-no-shiny.json`.
package enum ShapeName {
  /// The longest the words after the number may be.
  static let wordLimit = 40

  /// The file name of the shape numbered `number` whose payloads show `record`, against `first`,
  /// the first shape's, over the summary's `fields`.
  static func fileName(number: String, record: PayloadRecord, first: PayloadRecord?, fields: [SummaryField]) -> String {
    let words = first.map { differences(record, from: $0, fields: fields) } ?? []
    let suffix = slug(words.prefix(2).joined(separator: "-"))
    return suffix.isEmpty ? "shape-\(number).json" : "shape-\(number)-\(suffix).json"
  }

  /// What `record` shows that `first` does not, in the fields' order: a key's new state or an
  /// unknown enum value; then the keys the model never reads that one of them has.
  static func differences(_ record: PayloadRecord, from first: PayloadRecord, fields: [SummaryField]) -> [String] {
    var words: [String] = []
    for (index, field) in fields.enumerated() {
      let state = index < record.states.count ? record.states[index] : []
      let before = index < first.states.count ? first.states[index] : []
      let values = Set(record.unknownValues.filter { $0.field == index }.map(\.value))
        .subtracting(first.unknownValues.filter { $0.field == index }.map(\.value))
      if !values.isEmpty {
        words += values.sorted().map { "\(field.path) unknown \($0)" }
      } else if let word = word(for: state.subtracting(before)) {
        words.append("\(field.path) \(word)")
      }
    }
    words += Set(record.neverRead).subtracting(first.neverRead).sorted().map { "\($0) extra" }
    words += Set(first.neverRead).subtracting(record.neverRead).sorted().map { "no \($0)" }
    if words.isEmpty, record.decodes != first.decodes { words.append(record.decodes ? "decodes" : "fails") }
    return words
  }

  private static func word(for added: PayloadRecord.KeyState) -> String? {
    if added.contains(.wrongType) { return "wrong type" }
    if added.contains(.null) { return "null" }
    if added.contains(.absent) { return "absent" }
    if added.contains(.present) { return "present" }
    if added.contains(.failing) { return "failing" }
    return nil
  }

  /// `hours[].temp wrong type` as `hours-temp-wrong-type`: lowercase letters and digits joined by
  /// single dashes, cut at a dash within ``wordLimit``.
  static func slug(_ text: String) -> String {
    var slug = ""
    for character in text.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.isEmpty && !slug.hasSuffix("-") {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    guard slug.count > wordLimit else { return slug }
    let cut = slug.prefix(wordLimit)
    return String(cut.lastIndex(of: "-").map { cut[..<$0] } ?? cut)
  }
}
