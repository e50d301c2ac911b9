import Foundation

/// A whole JSON document made of fragments: an object from one fragment (``JSONFragment/toJSON()``)
/// or an array of fragments' objects (``Swift/Array/toJSONArray()``). It keeps the comparison of
/// every fragment inside it, so one call checks the decoded model all the way down.
public struct JSONComposer<Model> {
  /// The document.
  public let json: JSONValue
  private let comparison: (Model, JSONPath) -> [FieldComparison]

  /// A document `json` whose reference values are checked by `comparison`.
  public init(json: JSONValue, comparison: @escaping (Model, JSONPath) -> [FieldComparison]) {
    self.json = json
    self.comparison = comparison
  }

  /// Compares every fragment in the document with the decoded `model`.
  public func compare(to model: Model) -> ComparisonReport {
    ComparisonReport(comparison(model, .root))
  }

  /// The document as bytes, ready for a decoder.
  public func data(style: JSONPrintStyle = .compact) -> Data {
    Data(JSONPrinter.bytes(of: json, style: style))
  }

  /// The document as text, pretty by default.
  public func string(style: JSONPrintStyle = .pretty) -> String {
    JSONPrinter.string(of: json, style: style)
  }
}
