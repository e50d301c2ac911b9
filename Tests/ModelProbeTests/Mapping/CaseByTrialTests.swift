import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// An enum whose `init(from:)` tries each case's type in turn and keeps the first whose own `kind`
/// says it is that case (decoding by trial, checked by a discriminator the payload type holds):
/// an array mixes the cases, and each element's keys are compared with the case it decoded as.
struct CaseByTrialTests {
  struct Photo: Decodable, Equatable {
    var url: String
    var width: Int
  }

  struct Gallery: Decodable, Equatable {
    let kind: String
    var photos: [Photo]
    var caption: String?

    enum CodingKeys: String, CodingKey {
      case kind
      case photos = "items"
      case caption
    }
  }

  struct Slideshow: Decodable, Equatable {
    let kind: String
    var photos: [Photo]
    var interval: Double

    enum CodingKeys: String, CodingKey {
      case kind
      case photos = "items"
      case interval
    }
  }

  struct Heading: Decodable, Equatable {
    let kind: String
    var text: String
  }

  enum Block: Decodable, Equatable {
    case gallery(Gallery)
    case slideshow(Slideshow)
    case heading(Heading)
    case unknown

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let value = try? container.decode(Gallery.self), value.kind == "gallery" {
        self = .gallery(value)
      } else if let value = try? container.decode(Slideshow.self), value.kind == "slideshow" {
        self = .slideshow(value)
      } else if let value = try? container.decode(Heading.self), value.kind == "heading" {
        self = .heading(value)
      } else {
        self = .unknown
      }
    }
  }

  struct Page: Decodable, Equatable {
    var blocks: [Block]
  }

  static let page = #"""
    {"blocks": [
      {"kind": "heading", "text": "Spring"},
      {"kind": "slideshow", "interval": 2.5, "items": [{"url": "a.jpg", "width": 640}, {"url": "b.jpg", "width": 800}]},
      {"kind": "gallery", "caption": "Blossom", "items": [{"url": "c.jpg", "width": 320}, {"url": "d.jpg", "width": 480},
        {"url": "e.jpg", "width": 960}]},
      {"kind": "heading", "text": "Summer"}
    ]}
    """#

  func compared(_ text: String, model: Page? = nil) throws -> [FieldComparison] {
    let payload = try JSONParser.parse(Data(text.utf8))
    let schema = SchemaDiscovery.discover(Page.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    let map = KeyPropertyMapper.map(Page.self, schema: schema, samples: [payload])
    let decoded = try JSONDecoder().decode(Page.self, from: Data(text.utf8))
    return ModelComparison(schema: schema, map: map, options: .init()).compare(
      payload: payload, model: model ?? decoded)
  }

  @Test func eachElementIsComparedWithTheCaseItDecodedAs() throws {
    let results = try compared(Self.page)
    let compared = results.filter { if case .notCompared = $0.verdict { false } else { true } }
    #expect(compared.count >= 14, "\(results.map(\.path.description))")
    #expect(results.filter(\.isMismatch).isEmpty, "\(results.filter(\.isMismatch))")
  }

  @Test func theKeyThatChoosesTheCaseIsNeverComparedWithTheWholeCase() throws {
    let results = try compared(Self.page)
    for kind in results where kind.path.description.hasSuffix(".kind") {
      #expect(!kind.isMismatch, "\(kind)")
    }
  }

  /// A path learned through one case (no branching learned, as when no sample showed the
  /// others) reads an element decoded as another case by the same names below the case.
  @Test func aPathThroughOneCaseReadsAnElementOfAnotherCase() throws {
    let page = try JSONDecoder().decode(Page.self, from: Data(Self.page.utf8))
    let learned: [PropertyMap.Step] = [.property("blocks"), .index(2), .property("slideshow"), .property("photos")]
    let width = learned + [.index(2), .property("width")]
    #expect(ModelReflection.value(at: width, in: page) as? Int == 960)
    #expect(ModelReflection.value(at: learned + [.index(3), .property("width")], in: page) == nil)
    let heading: [PropertyMap.Step] = [.property("blocks"), .index(0), .property("gallery"), .property("photos")]
    #expect(ModelReflection.value(at: heading, in: page) == nil)
  }

  /// A key mapped to the whole enum, as a probe that changes it finds (every change picks another
  /// case): compared with the case's record's own property of that name, else not compared.
  @Test func aKeyMappedToTheWholeCaseComparesWithTheRecordsOwnValue() throws {
    let text = #"{"blocks": [{"kind": "heading", "text": "Spring", "style": "large"}]}"#
    let payload = try JSONParser.parse(Data(text.utf8))
    let schema = SchemaDiscovery.discover(Page.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    let whole: [PropertyMap.Step] = [.property("blocks"), .index(0)]
    let map = PropertyMap(properties: ["blocks[0].kind": whole, "blocks[0].style": whole], unmapped: [])
    let page = try JSONDecoder().decode(Page.self, from: Data(text.utf8))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: page)
    let verdicts = Dictionary(uniqueKeysWithValues: results.map { ($0.path.description, $0.verdict) })
    #expect(verdicts["blocks[0].kind"] == .match)
    #expect(verdicts["blocks[0].style"] == .notCompared(ModelComparison.discriminatorReason))
  }

  @Test func aValueThatDiffersInAnyCaseIsToldApart() throws {
    let other = try JSONDecoder().decode(
      Page.self, from: Data(Self.page.replacingOccurrences(of: #""width": 960"#, with: #""width": 961"#).utf8))
    let results = try compared(Self.page, model: other)
    #expect(results.filter(\.isMismatch).map(\.path.description) == ["blocks[2].items[2].width"])
  }
}
