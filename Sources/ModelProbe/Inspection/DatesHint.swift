import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// When a payload does not decode under the model's date strategy but decodes whole under another,
/// its dates are written in that other one: the verdict says so, and how to change it.
public enum DatesHint {
  /// The strategies tried, in this order: the named ones (but `deferredToDate`, which reads any
  /// number), then formats without a time zone that servers often write, which `iso8601` does not read.
  package static let candidates: [DecodingOptions.Dates] = [
    .iso8601, .secondsSince1970, .millisecondsSince1970,
    .formatted("yyyy-MM-dd'T'HH:mm:ss.SSS"), .formatted("yyyy-MM-dd'T'HH:mm:ss"), .formatted("yyyy-MM-dd'T'HH:mm"),
    .formatted("yyyy-MM-dd HH:mm:ss"), .formatted("yyyy-MM-dd HH:mm"), .formatted("yyyy-MM-dd"),
    // With a time zone that `iso8601` does not read everywhere: fractional seconds, and an offset
    // with or without a colon (`2021-06-01T09:30:00.000-0700`, `...:00-0700`); then RFC 1123.
    .formatted("yyyy-MM-dd'T'HH:mm:ss.SSSZ"), .formatted("yyyy-MM-dd'T'HH:mm:ssZ"),
    .formatted("EEE, dd MMM yyyy HH:mm:ss zzz"),
  ]

  /// The first other strategy under which `bytes` decode as `type`, or `nil`. Only tried when one
  /// of `failures` is at a date of `schema`: each try decodes the whole payload again, and a
  /// payload failing elsewhere would pay for every one of them.
  static func strategy<Model: Decodable>(
    _ type: Model.Type, bytes: Data, options: DecodingOptions, schema: ModelSchema, failures: [FieldFailure]
  ) -> DecodingOptions.Dates? {
    let dates = Set(schema.fieldPaths.filter { $0.field.type == .date }.map(\.path))
    guard failures.contains(where: { dates.contains($0.path.withIndexesZeroed) }) else { return nil }
    return candidates.first { dates in
      guard dates != options.dates else { return false }
      let decoder = DecodingOptions(keys: options.keys, dates: dates).makeDecoder()
      return (try? WorkerNotes.running(type) { try decoder.decode(type, from: bytes) }) != nil
    }
  }

  /// `dates look like seconds since 1970: set "dates": "secondsSince1970" in fixture-workbench.json,
  /// or ACTION`, where `action` says how to try the strategy where the hint is read.
  public static func message(for dates: DecodingOptions.Dates, or action: String, decoders: [String] = []) -> String {
    let setting = JSONValue.string(dates.description).compactText
    let decoder = decoders.first.map {
      "; or, to decode as the package does, name its decoder there: \"decoder\": \(JSONValue.string($0).compactText)"
    }
    return "dates look like \(dates.form): set \"dates\": \(setting) in fixture-workbench.json, or \(action)"
      + (decoder ?? "")
  }
}
