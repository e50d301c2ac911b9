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
  ///
  /// Where the model catches what it is handed (`try?`, a second type tried, a default), the
  /// trace lists only what really fails: each failure `JSONDecoder` would stop at is found by a
  /// settled pass that throws where `JSONDecoder` throws and hands placeholders only at the
  /// failures already found. A value the model reads another way after a failure is no failure;
  /// one it drops is listed, and the payload still decodes (the model tolerates it).
  public static func trace<Model: Decodable>(
    _ type: Model.Type, from value: JSONValue, options: DecodingOptions = DecodingOptions()
  ) -> Result<Model> {
    let recorder = TraceRecorder(options: options)
    defer { recorder.endPass() }
    let model = try? TraceNode(value: value, parent: nil, component: nil, recorder: recorder).decode(type)
    let trace = recorder.trace
    guard !trace.failures.isEmpty, let settled = settledTrace(type, from: value, options: options) else {
      return Result(model: trace.decodes ? model : nil, trace: trace)
    }
    return Result(model: settled.trace.decodes ? settled.model : nil, trace: settled.trace)
  }

  /// The most settled passes: a payload failing in more places keeps the first pass's list.
  static let mostSettledPasses = 12

  /// The trace of settled passes, each finding one more failure `JSONDecoder` stops at; `nil` when
  /// there are more than ``mostSettledPasses``. A pass that stops where one already stopped (a
  /// model that refuses even the placeholder given there) ends them with what it found, and no
  /// model.
  private static func settledTrace<Model: Decodable>(
    _ type: Model.Type, from value: JSONValue, options: DecodingOptions
  ) -> (model: Model?, trace: DecodeTrace)? {
    var stops: Set<JSONPath> = []
    for _ in 0..<mostSettledPasses {
      let recorder = TraceRecorder(options: options, placeholdersAt: stops)
      defer { recorder.endPass() }
      do {
        let model = try TraceNode(value: value, parent: nil, component: nil, recorder: recorder).decode(type)
        var trace = recorder.trace
        trace.failures = recorder.settledFailures
        return (model, trace)
      } catch {
        let stop = (error as? DecodingError)?.jsonPath ?? recorder.ownError?.path ?? .root
        guard !stops.insert(stop).inserted else { continue }
        var trace = recorder.trace
        trace.failures = recorder.settledFailures
        return trace.failures.isEmpty ? nil : (nil, trace)
      }
    }
    return nil
  }

  /// Parses `data`, traces decoding `type`, and gives each failure its line and column.
  /// - Throws: `JSONParseError` when `data` is not JSON at all.
  public static func trace<Model: Decodable>(
    _ type: Model.Type, from data: Data, options: DecodingOptions = DecodingOptions()
  ) throws(JSONParseError) -> Result<Model> {
    let value = try JSONParser.parseAsDecoderReads(data)
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
