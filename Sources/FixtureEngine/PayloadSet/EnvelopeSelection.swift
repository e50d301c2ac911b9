import Foundation
import JSONFragment

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
      return [.payload(element(selected, of: item, name: "\(item.name)#\(path)"))]
    }
    return elements.indices.map { index in
      .payload(element(elements[index], of: item, name: "\(item.name)#\(path.appending(index: index))"))
    }
  }

  private static func element(_ value: JSONValue, of item: PayloadItem, name: String) -> PayloadItem {
    PayloadItem(name: name, bytes: Data(JSONPrinter.bytes(of: value, style: .compact)))
  }
}
