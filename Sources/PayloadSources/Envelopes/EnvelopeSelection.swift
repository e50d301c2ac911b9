import Foundation
import JSONCore

/// `--at PATH`: the model's value inside an envelope (`{"data": {"items": [...]}}`). An array
/// there makes each element a payload of its own, named `NAME#data.items[3]`.
enum EnvelopeSelection {
  /// The payloads `item` holds at `path`, or the problem that stops it.
  static func entries(of item: PayloadItem, at path: JSONPath) -> [PayloadSetEntry] {
    let envelope: JSONValue
    do {
      envelope = try JSONParser.parse(item.bytes)
    } catch {
      return [.problem(name: item.place(error.location), message: "not JSON: \(error.message)")]
    }
    guard let selected = envelope[path] else {
      return [.problem(name: item.name, message: "the envelope has no value at \(path)")]
    }
    guard case .array(let elements) = selected else {
      return [.payload(element(selected, of: item, name: "\(item.name)#\(path)", path: path, index: nil))]
    }
    return elements.indices.map { index in
      .payload(
        element(
          elements[index], of: item, name: "\(item.name)#\(path.appending(index: index))", path: path, index: index))
    }
  }

  /// The value `origin` selects, printed compactly: the envelope read again, then the path.
  static func value(in envelope: Data, at path: JSONPath, index: Int?) throws -> Data {
    let selected = try JSONParser.parse(envelope)[path]
    let value = index.map { selected?[$0] } ?? selected
    guard let value else { throw HARError(message: "the envelope has no value at \(path)") }
    return Data(JSONPrinter.bytes(of: value, style: .compact))
  }

  private static func element(_ value: JSONValue, of item: PayloadItem, name: String, path: JSONPath, index: Int?)
    -> PayloadItem
  {
    PayloadItem(
      name: name, bytes: Data(JSONPrinter.bytes(of: value, style: .compact)),
      origin: item.origin.map { .selection($0, path: path, index: index) })
  }
}
