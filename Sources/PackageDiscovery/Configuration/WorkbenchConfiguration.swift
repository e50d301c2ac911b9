import JSONCore
import JSONTrace

/// What `fixture-workbench.json`, at the root of a user's package, says about the package's models:
/// what cannot be learned from their types. Every key is optional:
///
/// ```json
/// {
///   "decoding": {"keys": "useDefaultKeys", "dates": "iso8601"},
///   "models": {"Station": {"dates": "secondsSince1970"}, "exclude": ["Alert"]},
///   "generics": ["Page<Forecast>"],
///   "fixtures": ["Tests/WeatherModelsTests/Fixtures",
///                {"folder": "Tests/WeatherModelsTests/Resources", "models": {"station-*": "Station"}}],
///   "exports": "Tests/WeatherModelsTests/Generated"
/// }
/// ```
public struct WorkbenchConfiguration: Sendable, Hashable {
  /// The file's name, at the package root.
  public static let fileName = "fixture-workbench.json"

  /// Decoding options that may each be left unsaid, so that a more specific level can say only
  /// what it changes.
  public struct Decoding: Sendable, Hashable {
    /// How keys are read, when said.
    public var keys: DecodingOptions.Keys?
    /// How dates are read, when said.
    public var dates: DecodingOptions.Dates?
    /// The package's own decoder, as a Swift expression of type `JSONDecoder`, when said. It
    /// stands for ``keys`` and ``dates``, which apply only where no decoder is said.
    public var decoder: DecoderExpression?

    /// Options that say `keys` and `dates` (or leave them unsaid).
    public init(
      keys: DecodingOptions.Keys? = nil, dates: DecodingOptions.Dates? = nil, decoder: DecoderExpression? = nil
    ) {
      self.keys = keys
      self.dates = dates
      self.decoder = decoder
    }

    /// `options` with what this says put over it.
    public func applied(to options: DecodingOptions) -> DecodingOptions {
      DecodingOptions(keys: keys ?? options.keys, dates: dates ?? options.dates)
    }
  }

  /// A Swift expression of type `JSONDecoder` (`JSONDecoder.storefront`) and where the
  /// configuration writes it, so that a compiler error in it is shown there.
  public struct DecoderExpression: Sendable, Hashable {
    /// The expression.
    public var text: String
    /// Where the string holding it starts in the file.
    public var location: TextLocation?

    /// An expression written at `location`.
    public init(_ text: String, location: TextLocation? = nil) {
      self.text = text
      self.location = location
    }
  }

  /// The decoder expression for the model named `model`: its own, else every model's.
  public func decoder(for model: String) -> DecoderExpression? {
    said(for: model)?.decoder ?? decoding.decoder
  }

  /// What `models` says of the model named `model`: under its name, or, for a nested type
  /// (`Change.File`), under its bare name (`File`).
  private func said(for model: String) -> Decoding? {
    guard !models.isEmpty else { return nil }
    return models[model] ?? models[Self.bareName(model)]
  }

  /// A nested type's own name without the types it is nested in: `File` for `Change.File`.
  static func bareName(_ model: String) -> String {
    guard !model.contains("<" as Character), !model.hasPrefix("[") else { return model }
    return model.split(separator: ".").last.map(String.init) ?? model
  }

  /// Every decoder expression, each once, in the order the file writes them.
  public var decoderExpressions: [DecoderExpression] {
    var found: [DecoderExpression] = decoding.decoder.map { [$0] } ?? []
    for decoding in models.values.compactMap(\.decoder).sorted(by: {
      ($0.location?.line ?? 0) < ($1.location?.line ?? 0)
    })
    where !found.contains(where: { $0.text == decoding.text }) {
      found.append(decoding)
    }
    return found
  }

  /// Decoding for every model.
  public var decoding: Decoding
  /// Decoding for one model, by its name (`Station`, `Page<Forecast>`), over ``decoding``.
  public var models: [String: Decoding]
  /// When set, only these models are shown.
  public var include: [String]?
  /// Models not shown.
  public var exclude: [String]
  /// Instantiations of generic models, as Swift writes them (`Page<Forecast>`).
  public var generics: [String]
  /// Folders of Swift files, relative to the folder of `fixture-workbench.json`, whose models the
  /// workbench compiles there as one module, whatever package or project the folder holds
  /// (a pod, a folder of models with no manifest); `nil` to find the package or the app.
  public var sources: [String]?
  /// Fixture folders relative to the package root; `nil` for the convention,
  /// `Tests/<TestTarget>/Fixtures`.
  public var fixtures: [String]?
  /// Which model the fixtures of a folder whose names match a pattern are for, whatever their
  /// names or fit say (`{"folder": "...", "models": {"payment-state-*": "PaymentState"}}`).
  public var fixturePins: [FixturePin] = []

  /// Fixtures of `folder` whose file names match `pattern` (`*` any run of characters, `?` one)
  /// are `model`'s.
  public struct FixturePin: Sendable, Hashable {
    /// The fixture folder, as ``fixtures`` names it.
    public var folder: String
    /// A file name pattern: `payment-state-*`, `*-null-logo.json`.
    public var pattern: String
    /// The model's name.
    public var model: String

    /// A pin made of its parts.
    public init(folder: String, pattern: String, model: String) {
      self.folder = folder
      self.pattern = pattern
      self.model = model
    }

    /// Whether `fileName` (a name inside the folder, `failing/x.json` or `x.json`) matches the
    /// pattern: the whole name, or its last part when the pattern has no `/`.
    public func matches(_ fileName: String) -> Bool {
      let name = pattern.contains("/" as Character) ? fileName : String(fileName.split(separator: "/").last ?? "")
      return Self.glob(Array(pattern), Array(name))
        || Self.glob(Array(pattern), Array(name.dropLast(".json".count)))
          && name.hasSuffix(".json")
    }

    private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
      var (p, t, star, mark) = (0, 0, -1, 0)
      while t < text.count {
        if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
          p += 1
          t += 1
        } else if p < pattern.count, pattern[p] == "*" {
          star = p
          mark = t
          p += 1
        } else if star >= 0 {
          p = star + 1
          mark += 1
          t = mark
        } else {
          return false
        }
      }
      while p < pattern.count, pattern[p] == "*" { p += 1 }
      return p == pattern.count
    }
  }
  /// The export folder relative to the package root; `nil` for the test target that depends on the
  /// model's module.
  public var exports: String?
  /// The server's OpenAPI document that `workbench contract` and `lint` check the models against.
  public var contract: Contract?

  /// `"contract": {"document": "api.yaml", "models": {"Status": "Post"}}`.
  public struct Contract: Sendable, Hashable {
    /// The document's path, relative to the folder of `fixture-workbench.json`.
    public var document: String
    /// Which model a schema is, whatever its name or fit says: by the schema's component name,
    /// its operation's id or its title (`GET /status 200`).
    public var models: [String: String]

    public init(document: String, models: [String: String] = [:]) {
      self.document = document
      self.models = models
    }
  }

  /// A configuration that says what is given and leaves the rest to the defaults.
  public init(
    decoding: Decoding = Decoding(), models: [String: Decoding] = [:], include: [String]? = nil,
    exclude: [String] = [], generics: [String] = [], fixtures: [String]? = nil, exports: String? = nil
  ) {
    self.decoding = decoding
    self.models = models
    self.include = include
    self.exclude = exclude
    self.generics = generics
    self.fixtures = fixtures
    self.exports = exports
  }

  /// How the model named `model` is decoded: the defaults, then ``decoding``, then the model's
  /// own entry, then `overrides` (the command line's `--keys` and `--dates`).
  public func decoding(for model: String, overriddenBy overrides: Decoding = Decoding()) -> DecodingOptions {
    overrides.applied(to: (said(for: model) ?? Decoding()).applied(to: decoding.applied(to: DecodingOptions())))
  }

  /// Whether the decoding of the model named `model` is set: a decoder, or strategies other than
  /// the defaults, here or in `overrides`. The defaults written out (as the first run of earlier
  /// versions wrote them) say nothing: the package's own decoding is still found for that model.
  public func setsDecoding(for model: String, overriddenBy overrides: Decoding = Decoding()) -> Bool {
    decoder(for: model) != nil || overrides.keys != nil || overrides.dates != nil
      || decoding(for: model, overriddenBy: overrides) != DecodingOptions()
  }

  /// Whether the model named `model` is shown: it is in ``include`` (when there is one) and not in
  /// ``exclude``.
  /// A nested type (`Change.File`) may be named by its bare name (`File`) in either.
  public func shows(_ model: String) -> Bool {
    let names = [model, Self.bareName(model)]
    return (include.map { list in names.contains { list.contains($0) } } ?? true)
      && !names.contains { exclude.contains($0) }
  }
}
