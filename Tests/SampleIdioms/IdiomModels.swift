import Foundation

/// Models written the way app code writes Codable, one idiom each: what the idiom tests learn,
/// compare and export.
public enum IdiomModels {
  /// Swift's synthesized `Codable` for an enum with associated values: a one-key object per case,
  /// labelled payloads by label, unlabelled ones as `_0`.
  public enum Repeat: Decodable, Equatable, Sendable {
    case once(at: Int)
    case every(days: Int, skipWeekends: Bool)
    case never
  }

  public struct Movie: Decodable, Equatable, Sendable {
    public var title: String
    public var runtime: Int
  }

  public struct Series: Decodable, Equatable, Sendable {
    public var name: String
    public var seasons: Int
  }

  public enum Media: Decodable, Equatable, Sendable {
    case movie(Movie)
    case series(Series)
  }

  public struct Reminder: Decodable, Equatable, Sendable {
    public var id: Int
    public var schedule: Repeat
    public var title: String
    public var media: Media?
    public var tags: [String]
  }

  /// `nestedContainer` flattening: `position.lat` read into a flat `latitude`.
  public struct Place: Decodable, Equatable, Sendable {
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var label: String

    enum CodingKeys: String, CodingKey { case name, position, label }
    enum PositionKeys: String, CodingKey { case lat, lng }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      let position = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
      latitude = try position.decode(Double.self, forKey: .lat)
      longitude = try position.decode(Double.self, forKey: .lng)
      label = try container.decode(String.self, forKey: .label)
    }
  }
}

extension IdiomModels {
  /// A property wrapper that makes a missing or `null` array empty.
  @propertyWrapper
  public struct DefaultEmpty<Element: Decodable & Equatable & Sendable>: Decodable, Equatable, Sendable {
    public var wrappedValue: [Element]
    public init(wrappedValue: [Element]) { self.wrappedValue = wrappedValue }
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      wrappedValue = container.decodeNil() ? [] : try container.decode([Element].self)
    }
  }

  /// A property wrapper that drops the elements that fail to decode.
  @propertyWrapper
  public struct Lossy<Element: Decodable & Equatable & Sendable>: Decodable, Equatable, Sendable {
    public var wrappedValue: [Element]
    public init(wrappedValue: [Element]) { self.wrappedValue = wrappedValue }
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var elements: [Element] = []
      while !container.isAtEnd {
        if let element = try? container.decode(Element.self) {
          elements.append(element)
        } else {
          _ = try? container.decode(Skipped.self)
        }
      }
      wrappedValue = elements
    }
    private struct Skipped: Decodable {}
  }

  public struct Item: Decodable, Equatable, Sendable {
    public var sku: String
    public var count: Int
  }

  public struct Basket: Decodable, Equatable, Sendable {
    public var id: Int
    @DefaultEmpty public var tags: [String]
    @Lossy public var items: [Item]
    public var note: String
  }

  /// A single-value wrapper: decoded from a bare string.
  public struct SiteID: Decodable, Hashable, Sendable {
    public var rawValue: String
    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(String.self)
    }
  }

  /// A single value that accepts a string or a number (`"wo_12"` or `42`).
  public struct Identifier: Decodable, Hashable, Sendable {
    public var text: String
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Int.self) {
        text = String(number)
      } else {
        text = try container.decode(String.self)
      }
    }
  }

  public struct Visit: Decodable, Equatable, Sendable {
    public var id: Identifier
    public var site: SiteID
    public var count: Int
    public var sample: [Double]
  }
}

extension IdiomModels {
  /// A class and its subclass, the subclass decoding its superclass's keys through `super.init(from:)`.
  public class Entry: Decodable, @unchecked Sendable {
    public var id: Int
    public var created: String

    enum CodingKeys: String, CodingKey { case id, created }

    public required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(Int.self, forKey: .id)
      created = try container.decode(String.self, forKey: .created)
    }
  }

  public final class Note: Entry, @unchecked Sendable {
    public var body: String

    enum NoteKeys: String, CodingKey { case body }

    public required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: NoteKeys.self)
      body = try container.decode(String.self, forKey: .body)
      try super.init(from: decoder)
    }
  }

  /// A reading sent as a two-element array, `[1710201600, 18.2]`: a time and a value.
  public struct Sample: Decodable, Equatable, Sendable {
    public var time: Int
    public var value: Double

    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      time = try container.decode(Int.self)
      value = try container.decode(Double.self)
    }
  }

  public struct Chart: Decodable, Equatable, Sendable {
    public var name: String
    public var points: [Sample]
  }

  /// A position sent as GeoJSON sends it, `[13.4, 52.5]`: longitude first, then latitude.
  public struct Coordinate: Decodable, Equatable, Sendable {
    public var longitude: Double
    public var latitude: Double

    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      longitude = try container.decode(Double.self)
      latitude = try container.decode(Double.self)
    }
  }

  public struct Stop: Decodable, Equatable, Sendable {
    public var name: String
    public var location: Coordinate?
  }

  public struct Route: Decodable, Equatable, Sendable {
    public var id: Int
    public var stops: [Stop]
  }
}

extension KeyedDecodingContainer {
  /// What makes `@DefaultEmpty` default: a missing key is an empty array, as real wrappers do it.
  public func decode<Element>(_ type: IdiomModels.DefaultEmpty<Element>.Type, forKey key: Key) throws
    -> IdiomModels.DefaultEmpty<Element>
  {
    try decodeIfPresent(type, forKey: key) ?? IdiomModels.DefaultEmpty(wrappedValue: [])
  }
}

extension IdiomModels {
  /// A duration sent as a string, `"1.5s"`, parsed by a single-value type that refuses any other
  /// form (as gRPC service configs send it).
  public struct Backoff: Decodable, Equatable, Sendable {
    public var seconds: Double

    public init(from decoder: any Decoder) throws {
      let text = try decoder.singleValueContainer().decode(String.self)
      guard text.hasSuffix("s"), let seconds = Double(text.dropLast()) else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a duration"))
      }
      self.seconds = seconds
    }
  }

  /// A policy that checks each value it reads: more than one attempt, backoffs above zero.
  public struct Retry: Decodable, Equatable, Sendable {
    public var attempts: Int
    public var initial: Backoff
    public var most: Backoff
    public var multiplier: Double

    enum CodingKeys: String, CodingKey { case maxAttempts, initialBackoff, maxBackoff, backoffMultiplier }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      attempts = try container.decode(Int.self, forKey: .maxAttempts)
      guard attempts > 1 else {
        throw DecodingError.dataCorruptedError(forKey: .maxAttempts, in: container, debugDescription: "one attempt")
      }
      initial = try container.decode(Backoff.self, forKey: .initialBackoff)
      most = try container.decode(Backoff.self, forKey: .maxBackoff)
      guard initial.seconds > 0, most.seconds > 0 else {
        throw DecodingError.dataCorruptedError(forKey: .maxBackoff, in: container, debugDescription: "no backoff")
      }
      multiplier = try container.decode(Double.self, forKey: .backoffMultiplier)
    }
  }
}
