import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// Everything that runs a model's own code (its `init(from:)`), for one registered model. Only a
/// worker process calls these (and tests, which run them in their own process): the workbench's
/// own process reaches them through `ModelWorker`.
package struct ModelCode: Sendable {
  /// Learns the key tree over sample payloads (fixtures) when there are some: over the first, with
  /// the others' values tried where a value may decide which keys come next, and those of the
  /// payloads the model no longer decodes there too (and nowhere else). No value is handed out at
  /// the given path (where the model stopped before).
  let discover: @Sendable (JSONPath?, [JSONValue], [JSONValue]) -> ModelSchema
  /// Learns which property each key of the schema feeds, from made-up values and then from the
  /// real values of the samples (fixtures) given; only the keys of the set, when one is given,
  /// from the samples' values alone.
  package let mapProperties: @Sendable (ModelSchema, [JSONValue], Set<JSONPath>?) -> PropertyMap
  /// Decodes, traces and compares a payload, with the given date strategy over the model's own
  /// when there is one (the app's `D`), listing the compared values the listing asks for; the
  /// learned model is asked for only when the comparison needs it (a model without a fragment).
  package let inspect:
    @Sendable (ParsingPayload, Int?, DecodingOptions.Dates?, ComparisonListing, () -> LearnedModel) -> PayloadInspection
  /// What exports need to know of the model's properties, learned over a payload the model
  /// decodes: a placeholder of every key, else the first of the samples (fixtures) given.
  package let facts: @Sendable (LearnedModel, [JSONValue]) -> ModelFacts
  /// The compact record of each payload of a batch, summarized by the given fields, as deep as asked.
  package let observe: @Sendable ([Data], [SummaryField], ObservationDepth) -> [PayloadRecord]
  /// The code of an array or a map of the model (`[Model]`, `[String: Model]`), made when asked.
  package let collection: @Sendable (ModelCollection) -> ModelCode
  /// Whether ``inspect`` compares a payload by what was learned of the model, not by a fragment.
  package let comparesByLearning: Bool

  /// A model's code made of its parts.
  init(
    discover: @escaping @Sendable (JSONPath?, [JSONValue], [JSONValue]) -> ModelSchema,
    mapProperties: @escaping @Sendable (ModelSchema, [JSONValue], Set<JSONPath>?) -> PropertyMap,
    inspect:
      @escaping @Sendable (ParsingPayload, Int?, DecodingOptions.Dates?, ComparisonListing, () -> LearnedModel)
      -> PayloadInspection,
    facts: @escaping @Sendable (LearnedModel, [JSONValue]) -> ModelFacts,
    observe: @escaping @Sendable ([Data], [SummaryField], ObservationDepth) -> [PayloadRecord],
    collection: @escaping @Sendable (ModelCollection) -> ModelCode, comparesByLearning: Bool = true
  ) {
    self.discover = discover
    self.mapProperties = mapProperties
    self.inspect = inspect
    self.facts = facts
    self.observe = observe
    self.collection = collection
    self.comparesByLearning = comparesByLearning
  }

  package init<Model: Decodable & SendableMetatype>(
    _ type: Model.Type, decoding: DecodingOptions,
    fragmentComparison: (@Sendable (JSONValue, Model) -> [FieldComparison])?
  ) {
    let decoding = decoding.spellingKeys(of: type)
    comparesByLearning = fragmentComparison == nil
    discover = { stop, samples, broken in
      SchemaDiscovery.discover(
        type, options: decoding, stoppingAt: stop, sample: samples.first, seen: Array(samples.dropFirst()),
        broken: broken)
    }
    mapProperties = { schema, samples, only in
      guard let only else { return KeyPropertyMapper.map(type, schema: schema, options: decoding, samples: samples) }
      return KeyPropertyMapper.map(type, schema: schema, options: decoding, only: only, samples: samples)
    }
    inspect = { payload, limit, dates, listing, learned in
      let decoding = dates.map(decoding.readingDates) ?? decoding
      var inspection = PayloadInspection.inspect(type, payload: payload, options: decoding) { model, value in
        if let fragmentComparison {
          let results = fragmentComparison(value, model)
          return ModelComparison.Compared(listing: listing, of: limit.map { Array(results.prefix($0)) } ?? results)
        }
        // No value is compared: the model need not be learned (lint, and a fit over every model).
        if limit == 0 { return ModelComparison.Compared(listing: listing, of: []) }
        let known = learned()
        var compared = ModelComparison(schema: known.schema, map: known.map, options: decoding).compare(
          payload: value, model: model, limit: limit, listing: listing)
        // Keys no fixture showed are learned from this payload's own values, when it is small
        // enough to probe.
        guard ModelComparison.leavesKeysUnmapped(compared.results) else { return compared }
        let map = KeyPropertyMapper.extending(known.map, type, schema: known.schema, options: decoding, from: value)
        guard map != known.map else { return compared }
        compared = ModelComparison(schema: known.schema, map: map, options: decoding).compare(
          payload: value, model: model, limit: limit, listing: listing)
        return compared
      }
      if case .fails(let diagnosis) = inspection.verdict {
        // A hint is for a reader of one payload's verdict, which a comparison of no value is not.
        if limit != 0 {
          inspection.datesHint = DatesHint.strategy(
            type, bytes: payload.bytes, options: decoding, schema: learned().schema,
            failures: inspection.trace?.failures ?? [])
        }
        if let failures = inspection.trace?.failures, failures.contains(where: { $0.kind == .unknownEnumValue }) {
          let kept = GuessedBranch.withoutGuesses(failures, schema: learned().schema)
          if kept.count < failures.count {
            inspection.trace?.failures = kept
            inspection.verdict = .fails(diagnosis.withFields(kept))
          }
        }
      }
      return inspection
    }
    facts = { learned, samples in
      ModelFacts.learn(type, schema: learned.schema, map: learned.map, options: decoding, samples: samples)
    }
    observe = { batch, fields, depth in
      let observer = PayloadObserver(fields: fields)
      return batch.map { observer.observe(type, bytes: $0, options: decoding, depth: depth) }
    }
    collection = { collection in
      switch collection {
      case .array: ModelCode([Model].self, decoding: decoding, fragmentComparison: nil)
      case .dictionary: ModelCode([String: Model].self, decoding: decoding, fragmentComparison: nil)
      }
    }
  }

  /// The key tree learned over `samples` (named fixtures), saying which one it was learned over,
  /// with the discriminator values of `broken` (fixtures it no longer decodes) tried as well.
  package func schema(
    stoppingAt stop: JSONPath?, samples: [(name: String, payload: JSONValue)], broken: [JSONValue] = []
  ) -> ModelSchema {
    var schema = discover(stop, samples.map(\.payload), broken)
    schema.learnedFrom = samples.first?.name
    return schema
  }

  /// Learns the model here, in this process, over `samples` when there are some (and `broken`, as
  /// ``schema(stoppingAt:samples:broken:)`` reads them).
  package func learn(samples: [(name: String, payload: JSONValue)] = [], broken: [JSONValue] = []) -> LearnedModel {
    let schema = schema(stoppingAt: nil, samples: samples, broken: broken)
    return LearnedModel(schema: schema, map: mapProperties(schema, samples.map(\.payload), nil))
  }
}
