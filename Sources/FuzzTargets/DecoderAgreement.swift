import Catalog
import FixtureEngine
import Foundation
import JSONFragment
import Locations
import ModelAdapter
import Pokedex
import Releases
import Wild

/// The tracing decoder against `JSONDecoder` (through the adapter's decoder) on one model: both
/// must agree on whether a payload decodes and, when it does not, on the first failing path.
public struct DecoderAgreement: Sendable {
  /// The model's name (`Pokemon`).
  public let name: String
  private let verdicts: @Sendable (Data) -> (decoder: DecoderVerdict, tracer: DecoderVerdict, first: FieldFailure?)

  /// Compares the decoders on `type`, decoded with `options`.
  public init<Model: Decodable & SendableMetatype>(_ type: Model.Type, name: String, options: DecodingOptions) {
    self.name = name
    self.verdicts = { data in
      let decoder: DecoderVerdict
      do {
        _ = try options.makeDecoder().decode(type, from: data)
        decoder = .decodes
      } catch {
        decoder = DecoderVerdict.of(error, options: options)
      }
      guard let traced = try? TracingDecoder.trace(type, from: data, options: options) else {
        return (decoder, .notJSON, nil)
      }
      let first = traced.trace.firstFailure
      return (decoder, first.map { .fails(DecoderVerdict.modelSpelling($0.path, options)) } ?? .decodes, first)
    }
  }

  /// Every bundled model that runs safely in this process, decoded with its workspace's options.
  public static let bundled: [DecoderAgreement] = [
    agreement(Pokemon.self, in: .pokedex),
    agreement(Location.self, in: .locations),
    agreement(Address.self, in: .locations),
    agreement(DataModel.self, in: .catalog),
    agreement(Release.self, in: .releases),
    agreement(Account.self, in: .releases),
    agreement(Asset.self, in: .releases),
    // The Wild models that cannot trap or hang: the others are meant to, in a worker.
    agreement(Post.self, in: .wild),
    agreement(Notice.self, in: .wild),
    agreement(Page<Forecast>.self, in: .wild),
    agreement(Forecast.self, in: .wild),
  ]

  private static func agreement<Model: Decodable & SendableMetatype>(_ type: Model.Type, in workspace: Workspace)
    -> DecoderAgreement
  {
    let name = String(describing: type)
    let options = workspace.models.first { $0.typeName == name }?.decoding ?? DecodingOptions()
    return DecoderAgreement(type, name: name, options: options)
  }

  /// How the decoders disagree on `data`, or `nil` when they agree (or when `data` would crash
  /// `JSONDecoder`, so that there is nothing to compare).
  public func disagreement(on data: Data) -> String? {
    guard !JSONDecoderTrap.traps(on: data) else { return nil }
    let (decoder, tracer, first) = verdicts(data)
    if decoder == tracer || Self.isAcceptedQuirk(decoder: decoder, tracer: tracer, first: first) { return nil }
    if tracer == .notJSON, decoder != .decodes || FoundationLeniency.explains(data) { return nil }
    return "\(name): JSONDecoder \(decoder), tracing decoder \(tracer) on \(quoted(data))"
  }

  /// The two places where `JSONDecoder` names a vaguer path than the failing value's own and the
  /// tracer the precise one: a number out of its type's range (no path at all), and a date its
  /// strategy cannot read (the path of the object holding it).
  static func isAcceptedQuirk(decoder: DecoderVerdict, tracer: DecoderVerdict, first: FieldFailure?) -> Bool {
    guard let first, first.kind == .invalidValue, case .fails(let precise) = tracer else { return false }
    switch decoder {
    case .failsWithoutPath:
      return true
    case .fails(let vague):
      return first.expected == "Date" && precise.parent == vague
    case .decodes, .notJSON:
      return false
    }
  }
}

/// The libFuzzer entry point of ``DecoderAgreement``: every bundled model decodes `data` with both
/// decoders; the process stops when they disagree.
public func fuzzTracingDecoder(_ data: Data) {
  for agreement in DecoderAgreement.bundled {
    if let disagreement = agreement.disagreement(on: data) {
      fatalError(disagreement)
    }
  }
}
