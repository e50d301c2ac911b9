import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A key the model never reads (its property is named for another key) whose value repeats one the
/// model reads elsewhere: changing it changes nothing, so it is not compared, never placed on the
/// property that holds the same text.
struct RepeatedValueOfUnreadKeyTests {
  struct Link: Decodable, Equatable {
    var url: String
  }

  struct Presentation: Decodable, Equatable {
    var kind: String
    var renderLinks: [Link]?
  }

  struct Destination: Decodable, Equatable {
    var url: String
    var presentation: Presentation
  }

  @Test func aKeyTheModelDoesNotReadIsNotComparedByItsText() throws {
    let text = #"""
      {"url": "https://news.example/a-long-story-1", "presentation": {"kind": "MULTIPLE",
        "rendererLinks": [{"url": "https://news.example/a-long-story-1"}, {"url": "https://news.example/another-story-2"}]}}
      """#
    let payload = try JSONParser.parse(Data(text.utf8))
    let schema = SchemaDiscovery.discover(
      Destination.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    let map = KeyPropertyMapper.map(Destination.self, schema: schema, samples: [payload])
    let model = try JSONDecoder().decode(Destination.self, from: Data(text.utf8))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: model)
    #expect(results.filter(\.isMismatch).isEmpty, "\(results.filter(\.isMismatch))")
    let links = results.filter { $0.path.description.hasPrefix("presentation.rendererLinks") }
    #expect(links.count == 2)
    for link in links {
      guard case .notCompared = link.verdict else {
        Issue.record("\(link.path) is compared: \(link)")
        continue
      }
    }
  }
}
