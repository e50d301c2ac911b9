import Foundation

/// A piece of a JSON payload that remembers the values it was built with and can check them
/// against the model that the payload decoded into.
///
/// A fragment is a list of object members (`"name": "Charizard", "pokedexIndex": 6`) without the
/// braces. Fragments compose with ``byAdding(_:)``; ``toJSON()`` and ``toJSONArray()`` make a
/// whole JSON document of them. Comparison is typed by ``Model``: no casts, no `Any`.
public protocol JSONFragment<Model> {
  /// The type the composed JSON decodes into.
  associatedtype Model

  /// The members this fragment writes, in order.
  var members: [JSONMember] { get }

  /// Appends ``members`` to `output`. Composition calls this, so a fragment may write its members
  /// without building an array of its own; the default appends ``members``.
  func appendMembers(to output: inout [JSONMember])

  /// Compares the values this fragment was built with against `model`; paths start at `path`.
  func compare(to model: Model, at path: JSONPath) -> [FieldComparison]
}

extension JSONFragment {
  /// Appends this fragment's members to `output`.
  public func appendMembers(to output: inout [JSONMember]) {
    output.append(contentsOf: members)
  }

  /// Compares the values this fragment was built with against `model`, key path by key path.
  public func compare(to model: Model) -> ComparisonReport {
    ComparisonReport(compare(to: model, at: .root))
  }

  /// This fragment and then `other`, as one fragment of the same model.
  public func byAdding<Other: JSONFragment<Model>>(_ other: Other) -> ComposedFragment<Model> {
    ComposedFragment(self).byAdding(other)
  }

  /// The members as a JSON object: the payload for one `Model`.
  public func toJSON() -> JSONComposer<Model> {
    JSONComposer(json: .object(JSONObject(members)), comparison: compare(to:at:))
  }

  /// A JSON array holding this fragment's object as its only element.
  public func toJSONArray() -> JSONComposer<[Model]> {
    [self].toJSONArray()
  }

  /// The members as a JSON object value.
  public var json: JSONValue { .object(JSONObject(members)) }

  /// The payload bytes (a JSON object), ready for a decoder.
  public func jsonData(style: JSONPrintStyle = .compact) -> Data {
    Data(JSONPrinter.bytes(of: json, style: style))
  }

  /// The payload as text (a JSON object), pretty by default.
  public func jsonString(style: JSONPrintStyle = .pretty) -> String {
    JSONPrinter.string(of: json, style: style)
  }
}

extension Array where Element: JSONFragment {
  /// A JSON array of the fragments' objects; its comparison checks element `i` against model `i`.
  public func toJSONArray() -> JSONComposer<[Element.Model]> {
    let fragments = self
    return JSONComposer(json: .array(fragments.map(\.json))) { models, path in
      compareElements(fragments, models, at: path) { $0.compare(to: $1, at: $2) }
    }
  }
}

/// Compares fragments with models index by index, after checking that the counts agree.
func compareElements<Fragment, Model>(
  _ fragments: [Fragment], _ models: [Model], at path: JSONPath,
  _ compareOne: (Fragment, Model, JSONPath) -> [FieldComparison]
) -> [FieldComparison] {
  var results: [FieldComparison] = []
  if fragments.count != models.count {
    results.append(.mismatch(at: path, expected: elementCount(fragments.count), actual: elementCount(models.count)))
  }
  for index in 0..<min(fragments.count, models.count) {
    results += compareOne(fragments[index], models[index], path.appending(index: index))
  }
  return results
}

func elementCount(_ count: Int) -> String {
  count == 1 ? "1 element" : "\(count) elements"
}
