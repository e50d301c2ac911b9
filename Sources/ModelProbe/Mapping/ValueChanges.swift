import Foundation
import JSONCore
import JSONTrace

/// Other values for one value of a real payload, each as close to it as can be and in the same
/// form, so that the model reads it as it reads the original: a date moved by a day in the same
/// text, a digit changed, a letter changed in place, another case of an enum, a flipped boolean.
/// The first the model accepts and shows in a property is the one that tells where the key lands.
enum ValueChanges {
  /// The changes to try for `value`, with `cases` the raw values of its enum when the schema knows
  /// it is one; for `null`, `standIn` is a value of the key's type. `borrowed` are real values
  /// tried last: the key's other values in the payload, then its siblings' (a timestamp for an
  /// empty one, an object for a `null` one), which the model's own parsing is likelier to accept
  /// than anything made up.
  static func candidates(for value: JSONValue, cases: [JSONValue], standIn: JSONValue?, borrowed: [JSONValue])
    -> [JSONValue]
  {
    var found: [JSONValue] = cases.filter { $0 != value }.prefix(2).map { $0 }
    switch value {
    case .bool(let flag):
      found.append(.bool(!flag))
    case .number(let number):
      found += numbers(near: number.text).compactMap { JSONNumber(text: $0).map(JSONValue.number) }
    case .string(let text):
      found += strings(near: text).map(JSONValue.string)
    case .null:
      // Where the type is not known (a map of JSON values), a value of each plain kind.
      found += standIn.map { [$0] } ?? [.string("x"), .number(JSONNumber(1)), .bool(true)]
    case .object, .array:
      break
    }
    for other in borrowed where other != value && !found.contains(other) { found.append(other) }
    return found
  }

  /// `41` → `42`, `40`; `12.5` → `12.6`; the last digit changed keeps the number's form.
  static func numbers(near text: String) -> [String] {
    var found: [String] = []
    if let last = text.lastIndex(where: \.isNumber), let digit = text[last].wholeNumberValue {
      var changed = text
      changed.replaceSubrange(last...last, with: String(digit == 9 ? 8 : digit + 1))
      found.append(changed)
    }
    if let integer = Int(text) { found.append(String(integer == Int.max ? integer - 1 : integer + 1)) }
    return found
  }

  /// A day moved in a `yyyy-MM-dd` date, the last digit changed, the last letter changed, and for
  /// an empty string a short one: each keeps the rest of the text as it was.
  static func strings(near text: String) -> [String] {
    guard !text.isEmpty else { return ["x", "1"] }
    var found: [String] = []
    if let moved = movingTheDay(in: text) { found.append(moved) }
    if let last = text.lastIndex(where: \.isNumber), let digit = text[last].wholeNumberValue {
      var changed = text
      changed.replaceSubrange(last...last, with: String(digit == 9 ? 8 : digit + 1))
      if !found.contains(changed) { found.append(changed) }
    }
    if let last = text.lastIndex(where: { $0.isLetter && $0.isASCII }) {
      var changed = text
      changed.replaceSubrange(last...last, with: String(nextLetter(text[last])))
      found.append(changed)
    }
    if found.isEmpty { found.append(text + "x") }
    return found
  }

  /// `2024-03-15…` → `2024-03-16…` (a day back from the 28th on), the rest of the text kept.
  private static func movingTheDay(in text: String) -> String? {
    let characters = Array(text)
    guard characters.count >= 10 else { return nil }
    for start in 0...(characters.count - 10) {
      let window = characters[start..<start + 10]
      let shape = window.enumerated().allSatisfy { offset, character in
        offset == 4 || offset == 7 ? character == "-" : character.isASCII && character.isNumber
      }
      guard shape, let day = Int(String(window.suffix(2))), (1...31).contains(day) else { continue }
      let moved = day >= 28 ? day - 1 : day + 1
      var changed = characters
      let digits = Array(String(format: "%02d", moved))
      changed[start + 8] = digits[0]
      changed[start + 9] = digits[1]
      return String(changed)
    }
    return nil
  }

  private static func nextLetter(_ letter: Character) -> Character {
    switch letter {
    case "z": "y"
    case "Z": "Y"
    default: Character(UnicodeScalar(letter.unicodeScalars.first!.value + 1)!)
    }
  }
}
