import Foundation
import JSONCore
import ModelProbe
import WorkbenchContext

extension Workspace {
  /// This workspace decoding as its package decodes, with nothing configured. First package-wide
  /// (`choosingPackageDecoding(in:)`, ``packageDecoding``): the package's own decoders, then strategies inferred from
  /// the fixtures, each used for every model wherever it decodes more of the fixtures than the
  /// models' own decoding. Then per model, over the fixtures its folder or name gives it: a decoder
  /// of the package that decodes more of them, and then, where dates still fail, the form that
  /// reads them (``WorkspaceModel/foundDecoder``, ``WorkspaceModel/foundDates``), and for the
  /// fixtures no name gives to a model, where two agree (`choosingDatesOfFittedFixtures(in:)`). A model that
  /// spells a snake_case key itself keeps its own keys (`keepingSpelledKeys(plain:fixtures:)`). A model whose
  /// decoding the configuration or the command line sets keeps it (`configuredModels`); with
  /// `--dates`, nothing is chosen. What was chosen is kept for the next run under the fixtures'
  /// names, sizes and times, with `caches`. Only a user's package's workspaces are chosen for
  /// (`findsDecoding`), where models run in workers.
  public func choosingPackageDecoders(in context: AppContext) -> Workspace {
    // Dates named on the command line are the user's choice: nothing is chosen over them.
    guard findsDecoding, canFit, datesFromCommandLine == nil else { return self }
    let chosen = choosingPackageDecoding(in: context).choosingDecodersPerModel(in: context, plain: self)
      .keepingSpelledKeys(plain: self) { [self] in Self.digest(of: fixtureFiles(in: context), in: context) }
      .choosingDatesOfFittedFixtures(in: context)
    caches?.decoders.flush()
    caches?.packageDecoding.flush()
    caches?.spelledKeys.flush()
    return chosen
  }

  /// The models a package-wide choice applies to: those whose decoding nothing sets.
  func isChosenFor(_ model: WorkspaceModel) -> Bool {
    !configuredModels.contains(model.name)
  }

  /// This workspace with every model whose decoding nothing sets given the `decoding` found.
  func applying(_ decoding: PackageDecoding?) -> Workspace {
    guard let decoding else { return self }
    var made = mappingModels { model in
      isChosenFor(model) ? decoded(model, by: decoding.decoder, keys: decoding.keys, dates: decoding.dates) : model
    }
    made.packageDecoding = decoding
    return made
  }

  /// Each model with the fixtures its folder or name gives it decoded, where the package-wide
  /// choice does not decode them all, by the decoder and date form that decode the most of them,
  /// tried over the model as `plain` has it (its own decoding). A list or a map of a model
  /// (`[PlexResource]`) reads through the model it holds: its fixtures choose for that model, each
  /// read as the list or map it is.
  private func choosingDecodersPerModel(in context: AppContext, plain: Workspace) -> Workspace {
    let given = fixtureFiles(in: context).filter { !$0.isMeantToFail }.compactMap { file -> GivenFixture? in
      guard let name = file.modelName else { return nil }
      guard let (collection, element) = ModelCollection.parse(name) else {
        return GivenFixture(model: name, file: file)
      }
      return GivenFixture(model: element, file: file, collection: collection)
    }
    let fixtures = Dictionary(grouping: given, by: \.model)
    return mappingModels { model in
      guard isChosenFor(model), let files = fixtures[model.name]?.prefix(8),
        let own = try? plain.model(named: model.name)
      else { return model }
      // What was chosen before holds while the fixtures' names, sizes and times do: they are not
      // read at each start.
      let digest = Self.digest(of: files.map(\.file), in: context)
      if let kept = caches?.decoders.value(for: model.name), kept.fixtures == digest {
        return applying(kept, to: model, own: own)
      }
      let payloads = files.compactMap { given in
        (try? context.files.read(given.file.path)).map { GivenPayload(data: $0, collection: given.collection) }
      }
      guard !payloads.isEmpty else { return model }
      var kept = choose(for: model, own: own, payloads: payloads)
      kept.fixtures = digest
      caches?.decoders.set(kept, for: model.name)
      return applying(kept, to: model, own: own)
    }
  }

  /// A digest of the names, sizes and times of `files`: what a choice over them is kept under.
  static func digest(of files: [FixtureFile], in context: AppContext) -> String {
    var digest = FNV1a()
    for file in files {
      digest.add(file.name.utf8)
      digest.add([0])
      digest.add((context.files.stamp(file.path) ?? "missing").utf8)
      digest.add([0])
    }
    return digest.hex
  }

  /// How `model` (with the package-wide choice) decodes the most of `payloads`: as it is, or, where
  /// its fixtures prove another, as `own` (its own decoding) or by one of the package's decoders,
  /// and then, where dates still fail, reading the date form that decodes them.
  private func choose(for model: WorkspaceModel, own: WorkspaceModel, payloads: [GivenPayload]) -> KeptDecoder {
    let decoded = { (candidate: WorkspaceModel) in DecodingScore(candidate, payloads) }
    let asItIs = KeptDecoder(fixtures: "", decoder: nil, packageWide: true)
    // A fixture that is really broken decodes with none: what decodes the most wins, and of
    // decodings that decode as many, the one with the fewest failing fields (a model changed so
    // that no fixture decodes still reads its dates as the package does).
    var most = decoded(model)
    guard most.decodes < payloads.count else { return asItIs }
    var (choice, base) = (asItIs, model)
    var candidates: [(KeptDecoder, WorkspaceModel)] = []
    if packageDecoding != nil { candidates.append((KeptDecoder(fixtures: "", decoder: nil), own)) }
    for expression in packageDecodings.keys.sorted(by: { nearer($0, than: $1, to: model) }) {
      guard let options = packageDecodings[expression], let candidate = own.decoded(by: expression, options: options)
      else { continue }
      candidates.append((KeptDecoder(fixtures: "", decoder: expression), candidate))
    }
    for (kept, candidate) in candidates {
      let count = decoded(candidate)
      if count > most { (choice, base, most) = (kept, candidate, count) }
      if most.decodes == payloads.count { return choice }
    }
    guard let failing = payloads.first(where: { !$0.inspect(as: base, comparisonLimit: 0).decodes }) else {
      return choice
    }
    // The package's own date formatters' forms, then the common form a failing date is in.
    var tried = packageDateFormats.sorted { $0.key < $1.key }.map { DecodingOptions.Dates.formatted($0.value) }
    if let hint = failing.inspect(as: base, comparisonLimit: 1).datesHint { tried.append(hint) }
    for dates in tried where dates != base.decoding.dates {
      guard let candidate = base.reading(dates: dates), decoded(candidate) > most else { continue }
      // Other dates replace a decoder's strategies but its keys.
      let keys = base.decoding.keys == own.decoding.keys ? nil : base.decoding.keys
      return KeptDecoder(fixtures: "", decoder: nil, dates: dates, keys: keys)
    }
    return choice
  }

  /// Whether the decoder `expression` is tried before `other` for `model`: the model's own static
  /// decoder (`Verification.jsonDecoder`) first, then those its own module declares, each group
  /// by name. Of decoders that decode as many fixtures, the first tried is chosen.
  private func nearer(_ expression: String, than other: String, to model: WorkspaceModel) -> Bool {
    let rank = { (expression: String) in
      expression.hasPrefix(model.typeName + ".") ? 0 : self.decoderModules[expression] == model.moduleName ? 1 : 2
    }
    return (rank(expression), expression) < (rank(other), other)
  }

  /// `model` (with the package-wide choice) as `kept` says, from `own` (its own decoding) when
  /// the choice is not the package-wide one.
  private func applying(_ kept: KeptDecoder, to model: WorkspaceModel, own: WorkspaceModel) -> WorkspaceModel {
    kept.packageWide == true ? model : decoded(own, by: kept.decoder, keys: kept.keys, dates: kept.dates)
  }

  /// `model` decoded by the package's decoder `expression`, then reading keys with `keys` and
  /// dates with `dates`, each when given.
  private func decoded(
    _ model: WorkspaceModel, by expression: String?, keys: DecodingOptions.Keys?, dates: DecodingOptions.Dates?
  ) -> WorkspaceModel {
    var made = model
    if let expression, let options = packageDecodings[expression] {
      made = made.decoded(by: expression, options: options) ?? made
      made.foundDecoderModule = decoderModules[expression]
    }
    if let keys { made = made.reading(keys: keys) ?? made }
    if let dates { made = made.reading(dates: dates) ?? made }
    return made
  }
}

extension Workspace {
  /// The lines that say how `model` is decoded where it was found rather than configured, each
  /// the first line of an answer about it: the package-wide choice's when the model has it
  /// (``PackageDecoding/lines``), else its own (`decoder: APIClient.defaultJSONDecoder, found in the
  /// package`; `dates: dd/MM/yyyy HH:mm, the form of DateFormatter.api`).
  public func foundDecodingLines(for model: WorkspaceModel) -> [String] {
    if let packageDecoding, hasPackageDecoding(model) { return packageDecoding.lines }
    var lines: [String] = []
    if let decoder = model.foundDecoder { lines.append("decoder: \(decoder), found in the package") }
    if let keys = model.foundKeys {
      let why = keys == .useDefaultKeys ? "the model spells its snake_case keys itself" : "inferred from the fixtures"
      lines.append("keys: \(keys.rawValue), \(why)")
    }
    if let dates = foundDatesText(model) { lines.append("dates: \(dates)") }
    return lines
  }

  /// Whether `model` decodes exactly as the package-wide choice says.
  public func hasPackageDecoding(_ model: WorkspaceModel) -> Bool {
    guard let packageDecoding else { return false }
    return model.foundDecoder == packageDecoding.decoder && model.foundKeys == packageDecoding.keys
      && model.foundDates == packageDecoding.dates
  }

  /// How a model's found date form reads in a first line: `dd/MM/yyyy HH:mm, the form of
  /// DateFormatter.api`, or `yyyy-MM-dd HH:mm:ss, the form the fixtures' dates are in`.
  public func foundDatesText(_ model: WorkspaceModel) -> String? {
    guard let dates = model.foundDates else { return nil }
    let formatter = packageDateFormats.sorted { $0.key < $1.key }.first {
      DecodingOptions.Dates.formatted($0.value) == dates
    }
    return "\(dates), " + (formatter.map { "the form of \($0.key)" } ?? "the form the fixtures' dates are in")
  }
}

extension WorkspaceRegistry {
  /// ``Workspace/choosingPackageDecoders(in:)`` of every workspace.
  public func choosingPackageDecoders(in context: AppContext) -> WorkspaceRegistry {
    WorkspaceRegistry(workspaces.map { $0.choosingPackageDecoders(in: context) })
  }
}

/// How well one decoding of a model does on its fixtures: how many decode, then how few fields
/// fail in those that do not.
/// A fixture whose folder or name gives it a model, under the name of the model whose decoding it
/// chooses: the one it names, or the one a list or a map it names holds.
private struct GivenFixture {
  var model: String
  var file: FixtureFile
  var collection: ModelCollection? = nil
}

/// A fixture's bytes, read as the model it chooses for, or as a list or a map of it.
private struct GivenPayload {
  var data: Data
  var collection: ModelCollection?

  func inspect(as model: WorkspaceModel, comparisonLimit: Int) -> PayloadInspection {
    let read = collection.map { model.collection($0, samples: { [] }) } ?? model
    return read.inspect(data, comparisonLimit: comparisonLimit)
  }
}

private struct DecodingScore: Comparable {
  var decodes = 0
  var failingFields = 0

  init(_ model: WorkspaceModel, _ payloads: [GivenPayload]) {
    for payload in payloads {
      let inspection = payload.inspect(as: model, comparisonLimit: 0)
      if inspection.decodes {
        decodes += 1
      } else {
        failingFields += max(1, inspection.trace?.failures.count ?? 1)
      }
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.decodes, -lhs.failingFields) < (rhs.decodes, -rhs.failingFields)
  }
}
