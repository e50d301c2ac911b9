import Foundation
import JSONCore
import Testing

@testable import JSONTrace

/// An enum that tries one type after another on the same object leaves a key none of them reads
/// unread once, not once per try.
struct UnreadKeysOfTriesTests {
  struct Line: Decodable {
    var text: String
  }

  struct Quote: Decodable {
    let kind: String
    var lines: [Line]
  }

  struct Heading: Decodable {
    let kind: String
    var lines: [Line]
  }

  enum Block: Decodable {
    case quote(Quote)
    case heading(Heading)
    case unknown

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let quote = try? container.decode(Quote.self), quote.kind == "quote" {
        self = .quote(quote)
      } else if let heading = try? container.decode(Heading.self), heading.kind == "heading" {
        self = .heading(heading)
      } else {
        self = .unknown
      }
    }
  }

  struct Note: Decodable {
    let kind: String
  }

  struct Card: Decodable {
    let kind: String
    var lines: [Line]
    var title: String
  }

  /// Tries a record that reads little first (and decodes, but is not the case), then one that
  /// reads everything.
  enum Item: Decodable {
    case note(Note)
    case card(Card)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let note = try? container.decode(Note.self), note.kind == "note" {
        self = .note(note)
      } else {
        self = .card(try container.decode(Card.self))
      }
    }
  }

  @Test func aKeyTheAcceptedTryReadsIsNotUnread() throws {
    let payload = try JSONParser.parse(
      Data(#"[{"kind": "card", "title": "T", "lines": [{"text": "a", "style": "b"}]}]"#.utf8))
    let trace = TracingDecoder.trace([Item].self, from: payload).trace
    #expect(trace.unreadKeys == ["[0].lines[0].style"], "\(trace.unreadKeys)")
  }

  @Test func aKeyNoTryReadsIsListedOnce() throws {
    let payload = try JSONParser.parse(
      Data(#"[{"kind": "heading", "lines": [{"text": "Spring", "style": "large"}], "style": "large"}]"#.utf8))
    let trace = TracingDecoder.trace([Block].self, from: payload).trace
    #expect(trace.unreadKeys == ["[0].lines[0].style", "[0].style"], "\(trace.unreadKeys)")
  }
}
