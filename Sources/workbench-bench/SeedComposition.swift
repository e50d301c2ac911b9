import Foundation

/// The seed's composition, rebuilt inside the benchmark as the baseline to beat: the design of
/// the article the fragment library grew from, written for this benchmark.
///
/// Every fragment is a `String`: a leaf's text is made by string interpolation of an `Any` value,
/// ``byAdding(jsonComposable:)`` concatenates two texts with a comma into a new fragment that also
/// copies the list of all fragments so far, and ``toJSON()`` wraps the text in `{ }` with
/// `String(format:)`. The bytes are then `value.data(using: .utf8)`.
enum Seed {
  /// The seed's protocol: the fragment text, the fragments it is made of, and an untyped compare.
  protocol JSONFragment {
    var value: String { get }
    var fragments: [any JSONFragment] { get }
    func compareCurrentFragment(to model: Any)
  }

  /// The seed's leaf or in-place fragment.
  struct PlainJSONFragment: JSONFragment {
    /// The seed wraps a plain key in a one-case raw-representable enum to reuse the dictionary
    /// formatting of ``ModelJSONFragment``.
    private enum GenericKey: RawRepresentable, Hashable {
      case any(key: String)

      init?(rawValue: String) { self = .any(key: rawValue) }

      var rawValue: String {
        switch self {
        case .any(let key): key
        }
      }
    }

    let value: String
    let fragments: [any JSONFragment]

    init(jsonValue: String, fragments: [any JSONFragment]) {
      self.value = jsonValue
      self.fragments = fragments
    }

    /// `"key": value`, formatted through a one-entry `[Key: Any?]` dictionary as the seed does.
    init(key: String, value: Any) {
      let entry: [GenericKey: Any?] = [.any(key: key): value]
      self.value = entry.seedFragmentValue
      self.fragments = []
    }

    func compareCurrentFragment(to model: Any) {}
  }

  /// The seed's typed fragment: reference values by key, formatted into the fragment text.
  class ModelJSONFragment<Key: RawRepresentable & Hashable>: JSONFragment where Key.RawValue == String {
    let value: String
    let fragments: [any JSONFragment]
    let referenceValues: [Key: Any?]

    convenience init(referenceValues: [Key: Any?], fragments: [any JSONFragment] = []) {
      self.init(value: referenceValues.seedFragmentValue, referenceValues: referenceValues, fragments: fragments)
    }

    init(value: String, referenceValues: [Key: Any?], fragments: [any JSONFragment] = []) {
      self.value = value
      self.referenceValues = referenceValues
      self.fragments = fragments
    }

    func compareCurrentFragment(to model: Any) {}
  }

  /// The seed's enclosing step: `{ value }`.
  struct JSONComposer: JSONFragment {
    let value: String
    let fragments: [any JSONFragment]

    init(fragment: any JSONFragment) {
      self.fragments = [fragment]
      self.value = String(format: "{ %@ }", fragment.value)
    }

    func compareCurrentFragment(to model: Any) {}
  }
}

extension Seed.JSONFragment {
  /// The seed's composition: a new fragment whose text is both texts joined by a comma and whose
  /// fragment list is a copy of ours plus `jsonComposable`. Chaining it is quadratic.
  func byAdding(jsonComposable: any Seed.JSONFragment) -> any Seed.JSONFragment {
    guard !jsonComposable.value.isEmpty else { return self }
    guard !value.isEmpty else {
      return Seed.PlainJSONFragment(jsonValue: jsonComposable.value, fragments: [jsonComposable])
    }
    return Seed.PlainJSONFragment(
      jsonValue: value + "," + jsonComposable.value, fragments: fragments + [jsonComposable])
  }

  /// The fragment as a JSON object.
  func toJSON() -> any Seed.JSONFragment {
    Seed.JSONComposer(fragment: self)
  }
}

extension Dictionary where Key: RawRepresentable, Key.RawValue == String, Value == Any? {
  /// The seed's formatting of reference values: a `reduce` that builds a new string per entry
  /// (`acc + ", " + "\"key\": value"`), interpolating the `Any` value; `nil` values are skipped.
  var seedFragmentValue: String {
    reduce("") { accumulated, entry -> String in
      guard let actualValue = entry.value else { return accumulated }
      let text: String
      switch actualValue {
      case is Int, is Double, is Bool: text = "\(actualValue)"
      case is String: text = "\"\(actualValue)\""
      case let fragment as any Seed.JSONFragment: text = fragment.value
      default: return accumulated
      }
      return accumulated + (accumulated.isEmpty ? "" : ", ") + "\"\(entry.key.rawValue)\": \(text)"
    }
  }

  /// The same text built with in-place appends instead of a new string per entry: what the seed's
  /// single-fragment formatting costs once its quadratic `reduce` is taken out.
  var appendedFragmentValue: String {
    var result = ""
    for (key, value) in self {
      guard let actualValue = value else { continue }
      let text: String
      switch actualValue {
      case is Int, is Double, is Bool: text = "\(actualValue)"
      case is String: text = "\"\(actualValue)\""
      case let fragment as any Seed.JSONFragment: text = fragment.value
      default: continue
      }
      if !result.isEmpty { result += ", " }
      result += "\"\(key.rawValue)\": \(text)"
    }
    return result
  }
}
