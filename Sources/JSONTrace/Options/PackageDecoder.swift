import Foundation
import JSONCore

/// A `JSONDecoder` that a package configures in its own code (`JSONDecoder.storefront`), named by
/// the Swift expression that makes it. Verdicts come from exactly that decoder, and the tracer
/// follows its strategies, calling its `.custom` closures with the tracer's own decoder.
///
/// Two package decoders are the same when their expressions are; only the expression is encoded,
/// so one that travels between processes is made again from the receiving side's registry.
public struct PackageDecoder: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The Swift expression, as the configuration writes it.
  public let expression: String
  private let make: (@Sendable () -> JSONDecoder)?

  /// The decoder `make` returns, named by `expression`.
  public init(_ expression: String, make: @escaping @Sendable () -> JSONDecoder) {
    self.expression = expression
    self.make = make
  }

  /// A new or shared instance of the package's decoder; `nil` for one decoded from its
  /// expression alone.
  public func decoder() -> JSONDecoder? {
    make?()
  }

  public var description: String { expression }

  public static func == (lhs: PackageDecoder, rhs: PackageDecoder) -> Bool {
    lhs.expression == rhs.expression
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(expression)
  }

  public init(from decoder: any Decoder) throws {
    expression = try decoder.singleValueContainer().decode(String.self)
    make = nil
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(expression)
  }

  /// The decoder's `.custom` key strategy, which the tracer calls with each key's coding path.
  var customKeys: (@Sendable ([any CodingKey]) -> any CodingKey)? {
    guard let decoder = decoder(), case .custom(let closure) = decoder.keyDecodingStrategy else { return nil }
    return closure
  }

  /// The key strategy as the tracer names it: snake case or keys as they are (a `.custom` one is
  /// followed through ``customKeys``).
  var keys: DecodingOptions.Keys {
    guard let decoder = decoder(), case .convertFromSnakeCase = decoder.keyDecodingStrategy else {
      return .useDefaultKeys
    }
    return .convertFromSnakeCase
  }

  /// The nearest of the strategies a configuration can name: what probes write dates in. A
  /// `.custom` strategy has none; ISO 8601 text is the likeliest form its closure reads.
  var nearestDates: JSONDateStrategy {
    guard let strategy = decoder()?.dateDecodingStrategy else { return .deferredToDate }
    switch strategy {
    case .deferredToDate: return .deferredToDate
    case .secondsSince1970: return .secondsSince1970
    case .millisecondsSince1970: return .millisecondsSince1970
    default: return .iso8601
    }
  }

  /// How the tracer reads a date when the decoder's strategy is none of the four it knows:
  /// through the decoder's own `.custom` closure, or by the decoder itself for a formatter.
  enum DateReading {
    case standard
    case custom(@Sendable (any Decoder) throws -> Date)
    case byTheDecoder(JSONDecoder)
  }

  /// How the tracer reads `Data` when the decoder's strategy is not Base64 text: through its
  /// `.custom` closure, or by the decoder itself.
  enum DataReading {
    case standard
    case custom(@Sendable (any Decoder) throws -> Data)
    case byTheDecoder(JSONDecoder)
  }

  /// How the tracer reads `Data` for this decoder.
  var dataReading: DataReading {
    guard let decoder = decoder() else { return .standard }
    switch decoder.dataDecodingStrategy {
    case .base64: return .standard
    case .custom(let closure): return .custom(closure)
    default: return .byTheDecoder(decoder)
    }
  }

  /// The strings that stand for infinities and NaN, when the decoder reads them
  /// (`.convertFromString`), by the value each stands for.
  var nonConformingFloats: [String: Double] {
    guard let decoder = decoder(),
      case .convertFromString(let positive, let negative, let nan) = decoder.nonConformingFloatDecodingStrategy
    else { return [:] }
    return [positive: .infinity, negative: -.infinity, nan: .nan]
  }

  /// How the tracer reads dates for this decoder.
  var dateReading: DateReading {
    guard let decoder = decoder() else { return .standard }
    switch decoder.dateDecodingStrategy {
    case .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601: return .standard
    case .custom(let closure): return .custom(closure)
    default: return .byTheDecoder(decoder)
    }
  }
}
