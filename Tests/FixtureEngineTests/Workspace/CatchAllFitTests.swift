import FixtureEngine
import Foundation
import JSONCore
import ModelProbe
import Testing

/// A value that decodes from any JSON, as `AnyCodable` types do.
enum LooseValue: Decodable, Sendable {
  case number(Double)
  case text(String)
  case flag(Bool)
  case list([LooseValue])
  case object([String: LooseValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else if let list = try? container.decode([LooseValue].self) {
      self = .list(list)
    } else {
      self = .object(try container.decode([String: LooseValue].self))
    }
  }
}

struct TranslationData: Decodable, Sendable {
  let title: String
  let overview: String
}

struct Translated<Data: Decodable & Sendable>: Decodable, Sendable {
  struct Translation: Decodable, Sendable {
    let iso: String
    let data: Data
  }
  let id: Int
  let translations: [Translation]
}

/// A model that reads anything ties with the model a payload is of: it never wins the tie.
struct CatchAllFitTests {
  static let payload = #"{"id": 9, "translations": [{"iso": "en", "data": {"title": "Heat", "overview": "LA"}}]}"#

  @Test(arguments: [false, true])
  func theModelThatUnderstandsThePayloadBeatsTheOneThatReadsAnything(catchAllFirst: Bool) throws {
    var models: [WorkspaceModel] = [
      .model(LooseValue.self), .model(TranslationData.self),
      .model(Translated<TranslationData>.self, name: "Translated<TranslationData>"),
      .model(Translated<LooseValue>.self, name: "Translated<LooseValue>"),
    ]
    if !catchAllFirst { models.swapAt(2, 3) }
    let fit = ModelFit(try PayloadText(parsing: Data(Self.payload.utf8)), models: models)
    #expect(fit.best?.model.name == "Translated<TranslationData>")
    #expect(fit.ranked.first { $0.model.name == "Translated<LooseValue>" }?.readsAnything == true)
    #expect(fit.ranked.first { $0.model.name == "LooseValue" }?.readsAnything == true)
  }

  /// A model that reads anything says nothing of a payload's shape: where it is the only one that
  /// decodes, the payload fits no model (a key set of the package's is not read as an `AnyJSON`).
  @Test func aPayloadOnlyACatchAllDecodesFitsNoModel() throws {
    let models: [WorkspaceModel] = [.model(TranslationData.self), .model(LooseValue.self)]
    let keys = #"{"keys": [{"kty": "RSA", "kid": "k1", "n": "AQAB"}]}"#
    let fit = ModelFit(try PayloadText(parsing: Data(keys.utf8)), models: models)
    #expect(fit.best == nil)
    #expect(fit.ranked.first?.model.name == "LooseValue")
    #expect(fit.ranked.first?.readsAnything == true)
    // Reading as much as the model the payload is of, it is still no twin of it.
    let both = ModelFit(
      try PayloadText(parsing: Data(#"{"title": "Heat", "overview": "LA"}"#.utf8)),
      models: [.model(LooseValue.self), .model(TranslationData.self)])
    #expect(both.best(namedLike: "loose-value")?.model.name == "TranslationData")
  }
}
