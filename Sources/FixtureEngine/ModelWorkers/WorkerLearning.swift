import JSONCore
import ModelProbe

/// How a model whose code runs in a worker is learned: from what an earlier run kept, when the
/// fixtures it is learned over are the same, else by its worker, and then kept for the next run.
/// What a model's code stopped on is never kept: the next run tries again.
final class WorkerLearning: Sendable {
  private let worker: ModelWorker
  private let address: ModelAddress
  private let typeName: String
  private let cache: LearnedCache?
  /// The digest of the names and bytes of the fixtures the model is learned over, as they were
  /// when the key tree was first asked for.
  private let samples: ComputedOnce<SampleDigest>
  /// Those digests as the fixtures are now: a run that repairs them learns the map over the
  /// repaired ones, not from what was kept for them before.
  private let samplesNow: @Sendable () -> SampleDigest

  init(
    worker: ModelWorker, address: ModelAddress, typeName: String, cache: LearnedCache?,
    samples: @escaping @Sendable () -> SampleDigest
  ) {
    self.worker = worker
    self.address = address
    self.typeName = typeName
    self.cache = cache
    self.samples = ComputedOnce(samples)
    self.samplesNow = samples
  }

  /// The model's key tree, learned by the worker of `lane` when it was not kept.
  func discover(lane: Int) -> ModelWorker.Discovered {
    if let kept = kept(), let tree = kept.learned?.schema ?? kept.tree {
      return ModelWorker.Discovered(schema: tree, stops: [])
    }
    let discovered = worker.discover(address, typeName: typeName, lane: lane)
    if let cache, discovered.stops.isEmpty, discovered.schema.stops.isEmpty {
      cache.set(KeptLearning(samples: samples.value.whole, tree: discovered.schema, learned: nil), for: cacheKey)
    }
    return discovered
  }

  /// The model's key tree and key-to-property map, its tree taken from `discovered` when they
  /// were not kept and its fixtures are those the tree was learned over, learned by the worker of
  /// `lane`. A tree learned before a
  /// fit gave the model fixtures of its own is learned again over them; one learned before the
  /// same fixtures were repaired is not.
  func learn(lane: Int = 0, discovered: () -> ModelWorker.Discovered) -> LearnedModel {
    let digest = samplesNow()
    if let learned = kept(digest.whole)?.learned { return learned }
    let tree = digest.names == samples.value.names ? discovered() : nil
    let learned = worker.learn(address, typeName: typeName, discovered: tree, lane: lane)
    if let cache, learned.schema.stops.isEmpty {
      cache.set(KeptLearning(samples: digest.whole, tree: nil, learned: learned), for: cacheKey)
      cache.flush()
    }
    return learned
  }

  /// The model's key-to-property map over `tree`, learned by the worker of `lane` and kept
  /// nowhere: what a `lint` keeps apart as the "before" of a change, which no inspection reads; a
  /// contract's, of the keys `only`, over `samples`, payloads the document allows.
  func map(over tree: ModelSchema, samples: [JSONValue] = [], only: Set<JSONPath>? = nil, lane: Int) -> PropertyMap {
    worker.learn(
      address, typeName: typeName, discovered: .init(schema: tree, stops: []), samples: samples, only: only, lane: lane
    ).map
  }

  /// The model's key tree and key-to-property map when an earlier run kept them for its fixtures
  /// as they are now; `nil` where they would have to be learned.
  var keptLearned: LearnedModel? {
    kept(samplesNow().whole)?.learned
  }

  /// Keeps `learned`, learned elsewhere over the model's fixtures as they are now (by the worker
  /// that inspected a payload, beside the decode), as ``learn(lane:discovered:)`` keeps its own.
  func keep(_ learned: LearnedModel) {
    guard let cache, learned.schema.stops.isEmpty else { return }
    cache.set(KeptLearning(samples: samplesNow().whole, tree: nil, learned: learned), for: cacheKey)
    cache.flush()
  }

  /// What the model's learning is kept under: its name, with the decoder or key strategy it reads
  /// keys with where they are not its own, which spell its tree otherwise. Another date strategy
  /// reads the same keys, and is kept under the name alone.
  private var cacheKey: String {
    [address.model, address.decoder.map { "decoder " + $0 }, address.keys.map { "keys " + $0.rawValue }]
      .compactMap { $0 }.joined(separator: " ")
  }

  private func kept(_ digest: String? = nil) -> KeptLearning? {
    guard let kept = cache?.value(for: cacheKey), kept.samples == (digest ?? samples.value.whole) else {
      return nil
    }
    return kept
  }
}
