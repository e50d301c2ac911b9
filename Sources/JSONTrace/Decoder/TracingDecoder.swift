import Foundation
import JSONCore

/// Decodes a payload key by key and lists **every** failing field in one pass, where
/// `JSONDecoder` stops at the first.
///
/// It follows `JSONDecoder`'s rules (key strategy, first of duplicate keys, number ranges, dates,
/// URLs), so its verdict and first failing path agree with `JSONDecoder`'s. On a failure it
/// records the path and what is wrong, hands the model a placeholder, and goes on. It also lists
/// the keys of the payload that the model never read.
///
/// A model whose own `init(from:)` swallows errors (`try?`) may decode with `JSONDecoder` while
/// the trace still lists what it swallowed.
public enum TracingDecoder {
  /// The outcome of tracing one payload.
  public struct Result<Model> {
    /// The model, when the payload decodes.
    public var model: Model?
    /// The failures and unread keys.
    public var trace: DecodeTrace
  }

  /// Traces decoding `type` from an already parsed `value`. Failures carry no locations.
  public static func trace<Model: Decodable>(
    _ type: Model.Type, from value: JSONValue, options: DecodingOptions = DecodingOptions()
  ) -> Result<Model> {
    let recorder = TraceRecorder(options: options)
    let root = TraceNode(value: value, parent: nil, component: nil, recorder: recorder)
    let model = try? root.decode(type)
    let trace = recorder.trace
    return Result(model: trace.decodes ? model : nil, trace: trace)
  }

  /// Parses `data`, traces decoding `type`, and gives each failure its line and column.
  /// - Throws: `JSONParseError` when `data` is not JSON at all.
  public static func trace<Model: Decodable>(
    _ type: Model.Type, from data: Data, options: DecodingOptions = DecodingOptions()
  ) throws(JSONParseError) -> Result<Model> {
    let value = try JSONParser.parse(data)
    var result = trace(type, from: value, options: options)
    guard !result.trace.failures.isEmpty else { return result }
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      let found = JSONPathLocator.locate(result.trace.failures.map(\.path), in: bytes)
      for index in result.trace.failures.indices {
        guard let location = found[result.trace.failures[index].path] else { continue }
        result.trace.failures[index].location = TextLocation(of: location.offset, in: bytes)
      }
    }
    return result
  }
}
