import Foundation
import JSONFragment
import JSONTrace

/// Where a worker finds a model: the names of its workspace and of the model.
package struct ModelAddress: Sendable, Hashable, Codable {
  package var workspace: String
  package var model: String

  /// The model named `model` in the workspace named `workspace`.
  package init(workspace: String, model: String) {
    self.workspace = workspace
    self.model = model
  }
}

/// What the workbench asks of a worker about one model. A payload to inspect travels beside the
/// request, as its bytes.
package enum ModelRequest: Sendable, Codable {
  /// Learn the key tree, handing out no value at `stoppingAt`.
  case discover(ModelAddress, stoppingAt: JSONPath?)
  /// Learn which property each key of `schema` feeds.
  case mapProperties(ModelAddress, schema: ModelSchema)
  /// Decode, trace and compare the payload, with `dates` over the model's own date strategy when
  /// given; `learned` is what a model without a fragment is compared through; `listing` says which
  /// compared values the answer carries.
  case inspect(
    ModelAddress, comparisonLimit: Int?, dates: DecodingOptions.Dates?, learned: LearnedModel?,
    listing: ComparisonListing)
  /// Learn what exports need to know of the model's properties.
  case facts(ModelAddress, learned: LearnedModel)
  /// Decode and trace a batch of payloads (their bytes follow one another, of these sizes) and
  /// answer one compact record each, summarized by `fields`.
  case observe(ModelAddress, fields: [SummaryField], sizes: [Int])
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

/// How a request and its payload share one frame: the request's JSON length in ASCII digits, a
/// newline, the request's JSON, then the payload's bytes as they are.
package enum ModelMessage {
  package static func request(_ request: ModelRequest, payload: Data = Data()) -> Data {
    let header = (try? JSONEncoder().encode(request)) ?? Data()
    var message = Data("\(header.count)\n".utf8)
    message.reserveCapacity(message.count + header.count + payload.count)
    message.append(header)
    message.append(payload)
    return message
  }

  package static func readRequest(_ message: Data) throws -> (ModelRequest, payload: Data) {
    guard let newline = message.firstIndex(of: UInt8(ascii: "\n")),
      let length = Int(String(decoding: message[message.startIndex..<newline], as: UTF8.self)),
      length >= 0, message.endIndex - (newline + 1) >= length
    else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a model request")) }
    let start = newline + 1
    let request = try JSONDecoder().decode(ModelRequest.self, from: message[start..<start + length])
    return (request, Data(message[(start + length)...]))
  }

  package static func answer(_ answer: ModelAnswer) -> Data {
    (try? JSONEncoder().encode(answer)) ?? Data(#"{"refused":{"_0":"the answer could not be written"}}"#.utf8)
  }

  package static func readAnswer(_ message: Data) throws -> ModelAnswer {
    try JSONDecoder().decode(ModelAnswer.self, from: message)
  }
}
