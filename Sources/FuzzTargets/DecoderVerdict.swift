import Foundation
import JSONFragment
import ModelAdapter

/// What a decoder made of a payload, in a form both decoders can be compared in.
public enum DecoderVerdict: Sendable, Hashable, CustomStringConvertible {
  case decodes
  /// Fails, naming the first failing value's path (keys as the model spells them).
  case fails(JSONPath)
  /// `JSONDecoder` rejects a number out of range, or text that is not JSON, without a path.
  case failsWithoutPath
  /// The tracing decoder's parser rejects the bytes as JSON.
  case notJSON

  public var description: String {
    switch self {
    case .decodes: "decodes"
    case .fails(let path): "fails at \(path)"
    case .failsWithoutPath: "fails without a path"
    case .notJSON: "not JSON"
    }
  }

  /// `JSONDecoder`'s verdict from the error it threw.
  static func of(_ error: any Error, options: DecodingOptions) -> DecoderVerdict {
    guard let error = error as? DecodingError else { return .fails(.root) }
    switch error {
    case .keyNotFound(let key, let context):
      return .fails(modelSpelling(JSONPath(codingPath: context.codingPath + [key]), options))
    case .dataCorrupted(let context)
    where context.codingPath.isEmpty && context.debugDescription.contains("not valid JSON"):
      return .failsWithoutPath
    case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
      return .fails(modelSpelling(JSONPath(codingPath: context.codingPath), options))
    @unknown default:
      return .fails(.root)
    }
  }

  /// Under a key strategy, `JSONDecoder` names keys as the model does; the tracer as the
  /// payload does. Both are compared in the model's spelling.
  static func modelSpelling(_ path: JSONPath, _ options: DecodingOptions) -> JSONPath {
    guard options.keys != .useDefaultKeys else { return path }
    if options.keys == .convertFromWords {
      let converted = options.keyConversion()
      return JSONPath(
        path.components.map { component in
          guard case .key(let key) = component else { return component }
          return .key(converted(key))
        })
    }
    return JSONPath(
      path.components.map { component in
        guard case .key(let key) = component else { return component }
        let words = key.split(separator: "_")
        guard words.count > 1 else { return component }
        return .key(
          words[0].lowercased()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined())
      })
  }
}
