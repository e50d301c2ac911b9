import Foundation
import JSONTrace
import ModelProbe
import WorkbenchContext

extension Workspace {
  /// How many fixtures given to a model by fit alone must agree on a date form for the model to
  /// read its dates so: one alone is that fixture's fault.
  static let leastAgreeingOnDates = 2
  /// What the choice over the fixtures named after no model is kept under: itself, and each
  /// model's with the model's name after it.
  private static let fittedDatesKey = "fitted dates: "

  /// Each model that no folder or name gives a fixture to, reading its dates in the form that the
  /// fixtures named after no model and closest to it need (`DatesHint`), where at least
  /// ``leastAgreeingOnDates`` of them fail as it only at their dates, all need that one form, and
  /// every fixture the model decodes now still decodes. PlexKit's plex.tv payloads (`pin.json`,
  /// `resources.json`) hold ISO 8601 dates where its server's hold seconds since 1970: no
  /// package-wide form decodes both, and no name gives them to `OAuth.Response` or
  /// `[PlexResource]`. The fixtures are an even spread of at most ``packageDecodingSample`` of them;
  /// what is chosen is kept for the next run under their names, sizes and times.
  func choosingDatesOfFittedFixtures(in context: AppContext) -> Workspace {
    let all = fixtureFiles(in: context).filter { !$0.isMeantToFail }
    let files = Self.evenSpread(all.filter { !$0.isGivenItsModel }, count: Self.packageDecodingSample)
    guard !files.isEmpty else { return self }
    let digest = Self.digest(of: files, in: context)
    let key = Self.fittedDatesKey
    let chosen: [String: DecodingOptions.Dates]
    if let kept = caches?.decoders.value(for: key), kept.fixtures == digest {
      chosen = Dictionary(
        uniqueKeysWithValues: models.compactMap { model in
          caches?.decoders.value(for: key + model.name).flatMap { $0.fixtures == digest ? $0.dates : nil }
            .map { (model.name, $0) }
        })
    } else {
      let named = Set(all.filter(\.isGivenItsModel).compactMap(\.modelName))
      chosen = datesOfFittedFixtures(files, in: context).filter { !named.contains($0.key) }
      caches?.decoders.set(KeptDecoder(fixtures: digest), for: key)
      for (name, dates) in chosen { caches?.decoders.set(KeptDecoder(fixtures: digest, dates: dates), for: key + name) }
    }
    guard !chosen.isEmpty else { return self }
    return mappingModels { model in
      guard isChosenFor(model), let dates = chosen[model.name] else { return model }
      return model.reading(dates: dates) ?? model
    }
  }

  /// The date form each model needs for `files` (``choosingDatesOfFittedFixtures(in:)``), by name:
  /// an array or a map of a model (`[PlexResource]`) chooses for the model it holds, which it reads
  /// through.
  private func datesOfFittedFixtures(_ files: [FixtureFile], in context: AppContext) -> [String: DecodingOptions.Dates]
  {
    typealias Tried = (payload: Data, model: WorkspaceModel)
    let target = { (model: WorkspaceModel) in (model.arrayElement ?? model.mapElement ?? model).name }
    var decoding: [String: [Tried]] = [:]
    var failing: [String: [(tried: Tried, dates: DecodingOptions.Dates?)]] = [:]
    for file in files {
      guard let data = try? context.files.read(file.path), let payload = try? PayloadText(parsing: data) else {
        continue
      }
      let fit = fit(payload, likelyOnly: true)
      if let best = fit.best {
        decoding[target(best.model), default: []].append((data, best.model))
      } else if let closest = fit.closestFailing, isChosenFor(closest.model) {
        let hint = closest.model.inspect(data, comparisonLimit: 1).datesHint
        failing[target(closest.model), default: []].append(((data, closest.model), hint))
      }
    }
    var chosen: [String: DecodingOptions.Dates] = [:]
    for (name, fixtures) in failing where fixtures.count >= Self.leastAgreeingOnDates {
      guard Set(fixtures.map(\.dates)).count == 1, let form = fixtures[0].dates else { continue }
      let tried = fixtures.map(\.tried) + (decoding[name] ?? [])
      let decodes = tried.allSatisfy { tried in
        tried.model.reading(dates: form)?.inspect(tried.payload, comparisonLimit: 0).decodes ?? false
      }
      if decodes { chosen[name] = form }
    }
    return chosen
  }
}
