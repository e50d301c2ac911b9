import Foundation
import JSONCore
import JSONTrace

/// Where a worker finds a model: the names of its workspace and of the model.
package struct ModelAddress: Sendable, Hashable, Codable {
  package var workspace: String
  package var model: String
  /// The package's own decoder the model is decoded by instead of its own decoding, by its
  /// expression (`APIClient.defaultJSONDecoder`), when one found in the package was chosen.
  package var decoder: String?
  /// The date strategy the model reads dates with instead of its own, when its fixtures' dates
  /// were found to need it.
  package var dates: DecodingOptions.Dates?
  /// The key strategy the model reads keys with instead of its own, when the package's fixtures
  /// were found to need it.
  package var keys: DecodingOptions.Keys?

  /// The model named `model` in the workspace named `workspace`, decoded by `decoder` and reading
  /// keys with `keys` and dates with `dates`, when given.
  package init(
    workspace: String, model: String, decoder: String? = nil, keys: DecodingOptions.Keys? = nil,
    dates: DecodingOptions.Dates? = nil
  ) {
    self.workspace = workspace
    self.model = model
    self.decoder = decoder
    self.keys = keys
    self.dates = dates
  }
}

/// What the workbench asks of a worker about one model. A payload to inspect travels beside the
/// request, as its bytes.
package enum ModelRequest: Sendable, Codable {
  /// Learn the key tree, handing out no value at `stoppingAt`.
  case discover(ModelAddress, stoppingAt: JSONPath?)
  /// Learn which property each key of `schema` feeds, over `samples` (payloads as JSON text) before
  /// the model's own fixtures; only the keys `only` (arrays at `[0]`), when given, from the
  /// samples' values alone.
  case mapProperties(ModelAddress, schema: ModelSchema, samples: [String] = [], only: Set<JSONPath>? = nil)
  /// Decode, trace and compare the payload, with `dates` over the model's own date strategy when
  /// given; `learned` is what a model without a fragment is compared through; `listing` says which
  /// compared values the answer carries.
  case inspect(
    ModelAddress, comparisonLimit: Int?, dates: DecodingOptions.Dates?, learned: LearnedModel?,
    listing: ComparisonListing)
  /// Learn what exports need to know of the model's properties.
  case facts(ModelAddress, learned: LearnedModel)
  /// Decode a batch of payloads (their bytes follow one another, of these sizes) and answer one
  /// compact record each, summarized by `fields`, as deep as `depth` asks.
  case observe(ModelAddress, fields: [SummaryField], sizes: [Int], depth: ObservationDepth = .record)
}

/// A worker's answer to a ``ModelRequest``.
package enum ModelAnswer: Sendable, Codable {
  case schema(ModelSchema)
  case map(PropertyMap)
  case inspection(PayloadInspection)
  case facts(ModelFacts)
  case records([PayloadRecord])
  /// The worker has no such model, or could not read the request.
  case refused(String)
}

/// How a request and its payload share one frame: the payload's bytes as they are, then the
/// request's JSON, a newline, and the JSON's length in ASCII digits. The payload comes first so
/// that a worker reads it where it lies, from the frame's first byte, with no copy.
package enum ModelMessage {
  /// The frame's parts, in order: the payload, then the request and its length. Sent one after
  /// the other, a payload of tens of MB is never copied into one buffer with its request.
  package static func requestParts(_ request: ModelRequest, payload: Data = Data()) -> [Data] {
    var trailer = (try? JSONEncoder().encode(request)) ?? Data()
    trailer.append(contentsOf: "\n\(trailer.count)".utf8)
    return [payload, trailer]
  }

  /// The whole frame of `request` and `payload`.
  package static func request(_ request: ModelRequest, payload: Data = Data()) -> Data {
    requestParts(request, payload: payload).reduce(into: Data()) { $0.append($1) }
  }

  package static func readRequest(_ message: Data) throws -> (ModelRequest, payload: Data) {
    let digits = message.suffix(20)
    guard let newline = digits.lastIndex(of: UInt8(ascii: "\n")),
      let length = Int(String(decoding: message[(newline + 1)...], as: UTF8.self)),
      length >= 0, newline - message.startIndex >= length
    else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a model request")) }
    let start = newline - length
    let request = try JSONDecoder().decode(ModelRequest.self, from: message[start..<newline])
    let payload = message[message.startIndex..<start]
    // A slice that starts at 0 reads like a whole `Data`; any other is copied so that it does.
    return (request, message.startIndex == 0 ? payload : Data(payload))
  }

  package static func answer(_ answer: ModelAnswer) -> Data {
    (try? JSONEncoder().encode(answer)) ?? Data(#"{"refused":{"_0":"the answer could not be written"}}"#.utf8)
  }

  package static func readAnswer(_ message: Data) throws -> ModelAnswer {
    try JSONDecoder().decode(ModelAnswer.self, from: message)
  }
}
