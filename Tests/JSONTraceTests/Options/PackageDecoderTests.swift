import Foundation
import JSONFragment
import JSONTrace
import Testing

/// A package's own `JSONDecoder` is followed: its key strategy, its `.custom` date closure (called
/// with the tracer's decoder), its formatter, and its `userInfo`.
struct PackageDecoderTests {
  struct Session: Decodable {
    var userName: String
    var expiresAt: Date
    var region: String?

    static let regionKey = CodingUserInfoKey(rawValue: "region")!

    enum CodingKeys: String, CodingKey { case userName, expiresAt }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      userName = try container.decode(String.self, forKey: .userName)
      expiresAt = try container.decode(Date.self, forKey: .expiresAt)
      region = decoder.userInfo[Self.regionKey] as? String
    }
  }

  static let custom = PackageDecoder("JSONDecoder.auth") {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.userInfo[Session.regionKey] = "eu"
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = "dd.MM.yyyy"
      guard let date = formatter.date(from: text) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "expected dd.MM.yyyy"))
      }
      return date
    }
    return decoder
  }

  func trace(_ text: String, _ options: DecodingOptions) throws -> TracingDecoder.Result<Session> {
    try TracingDecoder.trace(Session.self, from: Data(text.utf8), options: options)
  }

  @Test func theCustomClosureReadsTheDateAndTheKeysAreSnakeCase() throws {
    let options = DecodingOptions(packageDecoder: Self.custom)
    #expect(options.keys == .convertFromSnakeCase)
    let result = try trace(#"{"user_name": "ada", "expires_at": "24.12.2026"}"#, options)
    #expect(result.trace.failures.isEmpty)
    #expect(result.trace.unreadKeys.isEmpty)
    #expect(result.model?.expiresAt == Date(timeIntervalSince1970: 1_798_070_400))
    #expect(result.model?.region == "eu")
  }

  @Test func whatTheClosureRefusesIsOneFailureAtItsPathWithItsMessage() throws {
    let options = DecodingOptions(packageDecoder: Self.custom)
    let result = try trace(#"{"user_name": 7, "expires_at": "2026-12-24"}"#, options)
    #expect(result.trace.failures.map(\.path.description) == ["user_name", "expires_at"])
    #expect(result.trace.failures.last?.message.contains("expected dd.MM.yyyy") == true)
  }

  @Test func aClosureAskingForTheWrongTypeIsOneFailure() throws {
    let result = try trace(#"{"user_name": "ada", "expires_at": 12}"#, DecodingOptions(packageDecoder: Self.custom))
    #expect(result.trace.failures.map(\.path.description) == ["expires_at"])
  }

  @Test func aFormatterStrategyIsReadByTheDecoderItself() throws {
    let formatted = PackageDecoder("JSONDecoder.formatted") {
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      decoder.dateDecodingStrategy = .formatted(JSONDateStrategy.dateFormatter("yyyy/MM/dd"))
      return decoder
    }
    let options = DecodingOptions(packageDecoder: formatted)
    #expect(try trace(#"{"user_name": "ada", "expires_at": "2026/12/24"}"#, options).trace.failures.isEmpty)
    #expect(
      try trace(#"{"user_name": "ada", "expires_at": "24.12.2026"}"#, options).trace.failures.map(\.path.description)
        == ["expires_at"])
  }

  @Test func decodersAreTheSameByTheirExpressionAndTravelAsIt() throws {
    let data = try JSONEncoder().encode(DecodingOptions(packageDecoder: Self.custom))
    let back = try JSONDecoder().decode(DecodingOptions.self, from: data)
    #expect(back.packageDecoder?.expression == "JSONDecoder.auth")
    #expect(back == DecodingOptions(packageDecoder: Self.custom))
  }

  struct Sample: Decodable {
    var level: Double
    var payload: Data
  }

  static let hex = PackageDecoder("JSONDecoder.hex") {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    decoder.dataDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard text.count % 2 == 0,
        let bytes = try? (0..<text.count / 2).map({ index in
          let start = text.index(text.startIndex, offsetBy: index * 2)
          guard let byte = UInt8(text[start..<text.index(start, offsetBy: 2)], radix: 16) else {
            throw CocoaError(.coderInvalidValue)
          }
          return byte
        })
      else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "expected hex digits"))
      }
      return Data(bytes)
    }
    return decoder
  }

  @Test func nonConformingFloatsAndCustomDataAreReadAsTheDecoderReadsThem() throws {
    let options = DecodingOptions(packageDecoder: Self.hex)
    let good = try TracingDecoder.trace(
      Sample.self, from: Data(#"{"level": "+Inf", "payload": "0aff"}"#.utf8), options: options)
    #expect(good.trace.failures.isEmpty)
    #expect(good.model?.level == .infinity)
    #expect(good.model?.payload == Data([0x0a, 0xff]))
    let bad = try TracingDecoder.trace(
      Sample.self, from: Data(#"{"level": "Inf", "payload": "xyz"}"#.utf8), options: options)
    #expect(bad.trace.failures.map(\.path.description) == ["level", "payload"])
    #expect(bad.trace.failures.last?.message.contains("expected hex digits") == true)
  }

  struct Profile: Decodable {
    var name: String
    var age: Int
  }

  struct PlainKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  @Test func aCustomKeyStrategyIsCalledForEveryKey() throws {
    let prefixed = PackageDecoder("JSONDecoder.prefixed") {
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .custom { path in
        PlainKey(stringValue: path.last!.stringValue.replacingOccurrences(of: "api_", with: ""))
      }
      return decoder
    }
    let options = DecodingOptions(packageDecoder: prefixed)
    let read = try TracingDecoder.trace(
      Profile.self, from: Data(#"{"api_name": "Ada", "api_age": 36, "api_extra": 1}"#.utf8), options: options)
    #expect(read.trace.failures.isEmpty)
    #expect(read.model?.age == 36)
    #expect(read.trace.unreadKeys.map(\.description) == ["api_extra"])
    let missing = try TracingDecoder.trace(Profile.self, from: Data(#"{"api_name": "Ada"}"#.utf8), options: options)
    #expect(missing.trace.failures.map(\.kind) == [.missingKey])
  }
}
