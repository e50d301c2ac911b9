import Foundation
import JSONCore
import WorkbenchContext

extension Workspace {
  /// This workspace with each model whose fixtures its own decoding does not decode made to
  /// decode more of them where it can, with nothing configured: by one of the package's static
  /// decoders that no configuration names (`packageDecodings`; ``WorkspaceModel/foundDecoder``),
  /// the first by name where several decode as many, and then, where dates still fail, by the
  /// common date form that reads them (``WorkspaceModel/foundDates``). A model the configuration
  /// gives a decoder keeps it, and dates the configuration names are kept; with `--dates`, nothing
  /// is chosen. What was chosen is kept for the next run under the fixtures' names, sizes and
  /// times, with `caches`. Only a user's package's workspaces are chosen for
  /// (`findsDecoding`), where models run in workers.
  public func choosingPackageDecoders(in context: AppContext) -> Workspace {
    // Dates named on the command line are the user's choice: nothing is chosen over them.
    guard findsDecoding, canFit, datesFromCommandLine == nil else { return self }
    let fixtures = Dictionary(
      grouping: fixtureFiles(in: context).filter { !$0.isMeantToFail && $0.modelName != nil }, by: { $0.modelName! })
    let chosen = mappingModels { model in
      guard model.decoding.packageDecoder == nil, let files = fixtures[model.name]?.prefix(8) else { return model }
      // What was chosen before holds while the fixtures' names, sizes and times do: they are not
      // read at each start.
      var digest = FNV1a()
      for file in files {
        digest.add(file.name.utf8)
        digest.add([0])
        digest.add((context.files.stamp(file.path) ?? "missing").utf8)
        digest.add([0])
      }
      if let kept = caches?.decoders.value(for: model.name), kept.fixtures == digest.hex {
        return applying(kept, to: model)
      }
      let payloads = files.compactMap { try? context.files.read($0.path) }
      guard !payloads.isEmpty else { return model }
      let choice = choose(for: model, payloads: payloads)
      caches?.decoders.set(
        KeptDecoder(fixtures: digest.hex, decoder: choice.decoder, dates: choice.dates), for: model.name)
      return applying(KeptDecoder(fixtures: digest.hex, decoder: choice.decoder, dates: choice.dates), to: model)
    }
    caches?.decoders.flush()
    return chosen
  }

  /// The decoder and date form under which `model` decodes the most of `payloads`, where those
  /// decode more of them than its own decoding.
  private func choose(for model: WorkspaceModel, payloads: [Data]) -> (decoder: String?, dates: DecodingOptions.Dates?)
  {
    let decoded = { (candidate: WorkspaceModel) in
      payloads.count { candidate.inspect($0, comparisonLimit: 0).decodes }
    }
    // A fixture that is really broken decodes with none: what decodes the most wins.
    var most = decoded(model)
    guard most < payloads.count else { return (nil, nil) }
    var decoder: String?
    var base = model
    for expression in packageDecodings.keys.sorted() {
      guard let options = packageDecodings[expression], let candidate = model.decoded(by: expression, options: options)
      else { continue }
      let count = decoded(candidate)
      if count > most { (decoder, base, most) = (expression, candidate, count) }
      if most == payloads.count { return (decoder, nil) }
    }
    // A date strategy the configuration or a decoder names is kept.
    guard base.decoding.dates == .deferredToDate,
      let failing = payloads.first(where: { !base.inspect($0, comparisonLimit: 0).decodes })
    else { return (decoder, nil) }
    // The package's own date formatters' forms, then the common form a failing date is in.
    var tried = packageDateFormats.sorted { $0.key < $1.key }.map { DecodingOptions.Dates.formatted($0.value) }
    if let hint = base.inspect(failing, comparisonLimit: 1).datesHint { tried.append(hint) }
    for dates in tried where dates != base.decoding.dates {
      guard let candidate = base.reading(dates: dates), decoded(candidate) > most else { continue }
      return (decoder, dates)
    }
    return (decoder, nil)
  }

  private func applying(_ kept: KeptDecoder, to model: WorkspaceModel) -> WorkspaceModel {
    var made = model
    if let expression = kept.decoder, let options = packageDecodings[expression] {
      made = made.decoded(by: expression, options: options) ?? made
    }
    if let dates = kept.dates { made = made.reading(dates: dates) ?? made }
    return made
  }
}

extension Workspace {
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
