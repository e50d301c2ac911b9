import Foundation
import JSONFragment
import Testing

struct FragmentVariantTests {
  @Test func oneVariantPerEnumCase() {
    let ranks = TrainerFragment.variants(of: \.rank).map { $0.rank.value }
    #expect(ranks == [.rookie, .veteran, .champion])
  }

  @Test func presenceVariantsCoverEveryKeyBothWays() {
    let variants = TrainerFragment.presenceVariants()
    #expect(variants.count == TrainerFragment.keys.count * 2)
    let byName = Dictionary(uniqueKeysWithValues: variants.map { ($0.name, $0.expectation) })
    #expect(byName["name absent"] == .fails(at: "name"))
    #expect(byName["name = null"] == .fails(at: "name"))
    #expect(byName["rival_name absent"] == .decodes)
    #expect(byName["favorite_badge = null"] == .decodes)
    #expect(byName["wins absent"] == .decodes)
    #expect(byName["badges absent"] == .fails(at: "badges"))
  }

  @Test func everyPresenceVariantDecodesOrFailsAsExpected() throws {
    for variant in TrainerFragment.presenceVariants() {
      let data = variant.fragment.jsonData()
      switch variant.expectation {
      case .decodes:
        let trainer = try JSONDecoder().decode(Trainer.self, from: data)
        #expect(variant.fragment.compare(to: trainer).isMatch, "\(variant.name)")
      case .fails(let path):
        #expect(throws: DecodingError.self, "\(variant.name)") { try JSONDecoder().decode(Trainer.self, from: data) }
        do {
          _ = try JSONDecoder().decode(Trainer.self, from: data)
        } catch let error as DecodingError {
          #expect(error.keyPath == path, "\(variant.name)")
        }
      }
    }
  }
}

extension DecodingError {
  /// The path JSONDecoder names for the failure: the context's coding path, plus the missing key.
  var keyPath: JSONPath {
    switch self {
    case .keyNotFound(let key, let context):
      return JSONPath((context.codingPath + [key]).map { .key($0.stringValue) })
    case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
      return JSONPath(context.codingPath.map { $0.intValue.map(JSONPath.Component.index) ?? .key($0.stringValue) })
    @unknown default:
      return .root
    }
  }
}
