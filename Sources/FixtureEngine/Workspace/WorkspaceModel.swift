import Foundation
import JSONFragment
import ModelAdapter
import ModelProbe

/// One model registered with the workbench: its name, how it is decoded, and everything the engine
/// does with it, erased from its type so workspaces can list models of any type.
public struct WorkspaceModel: Sendable {
  /// The name users type (`--model Pokemon`).
  public let name: String
  /// How the app decodes it.
  public let decoding: DecodingOptions
  /// The name of the hand-written fragment type, if there is one.
  public let fragmentName: String?
  /// The model type's name as Swift code in its own module spells it (`Pokemon`, `Release.Asset`).
  public let typeName: String
  /// The module that declares the model type (`PokedexWorkspace`): what generated tests import.
  public let moduleName: String
  /// The hand-written fragment type, when there is one.
  package let fragmentType: (any ModelJSONFragment.Type)?

  /// The model's own code, run in this process.
  let code: ModelCode
  /// Where the model's code runs for the workbench: `nil` here, else a worker process.
  let worker: ModelWorker?
  /// The model's address in its worker: its workspace and name.
  let address: ModelAddress?
  /// The model's key tree and key-to-property map, learned when first asked for.
  private(set) var learned: ComputedOnce<LearnedModel>
  /// The model's key tree alone, learned without the key-to-property map, when its code runs in a
  /// worker: what a fit needs of every model.
  private var discovered: ComputedOnce<ModelWorker.Discovered>?
  /// How the model is learned when its code runs in a worker.
  let learning: WorkerLearning?
  /// What a model run by a worker learns again after (its fixtures, as a digest, and the fits
  /// kept), handed on to the model remade with another decoding.
  private var relearning: (samples: @Sendable () -> SampleDigest, fits: FitCache?, cache: LearnedCache?)?
  /// The same model decoded with other options, when its type is known here or in its worker.
  private var remake: (@Sendable (DecodingOptions) -> WorkspaceModel)?
  /// The package's own decoder, found in the package rather than configured, that decodes this
  /// model (`decoded(by:options:)`), by its expression.
  public private(set) var foundDecoder: String?
  /// The module that declares ``foundDecoder``, where it is known: a test that decodes by it imports it.
  public internal(set) var foundDecoderModule: String?
  /// The key strategy the package's fixtures were found to need, where no decoder of the package
  /// that can be reached reads their keys (`reading(keys:)`).
  public private(set) var foundKeys: DecodingOptions.Keys?
  /// The date strategy this model's fixtures were found to need, where neither its decoding nor
  /// a decoder of the package reads their dates (`reading(dates:)`).
  public private(set) var foundDates: DecodingOptions.Dates?
  /// The payloads the model is learned over (its fixtures), when its code runs here.
  private var samples: @Sendable () -> [JSONValue] = { [] }
  /// For an array or a map of a model, how it holds the model, and the model.
  private var element: (collection: ModelCollection, model: @Sendable () -> WorkspaceModel)?
  private let reference: @Sendable () -> JSONValue?
  /// What its code answered to the probes for a model that takes anything (`CatchAllModels`).
  let catchAllAnswers = CatchAllAnswers()

  /// A model without a hand-written fragment: the engine learns its keys and how they map to
  /// properties from the type alone.
  public static func model<Model: Decodable & SendableMetatype>(
    _ type: Model.Type, name: String? = nil, decoding: DecodingOptions = DecodingOptions()
  ) -> WorkspaceModel {
    var model = WorkspaceModel(
      type, name: name, decoding: decoding, fragmentName: nil, fragmentType: nil, reference: { nil },
      fragmentComparison: nil)
    model.remake = { options in .model(type, name: name, decoding: options) }
    return model
  }

  /// A model with its hand-written fragment, whose reference values are the starting payload. A
  /// payload is compared with the model through the fragment's own keys (their key-to-property
  /// ties and `whenMissing:` fallbacks), not through the probe that models without one need.
  public static func fragment<Fragment: ModelJSONFragment>(
    _ fragment: Fragment.Type, name: String? = nil, decoding: DecodingOptions = DecodingOptions()
  ) -> WorkspaceModel where Fragment.Model: Decodable & SendableMetatype {
    var model = WorkspaceModel(
      Fragment.Model.self, name: name, decoding: decoding, fragmentName: readableTypeName(fragment),
      fragmentType: fragment, reference: { Fragment().json },
      fragmentComparison: { payload, model in Fragment.compare(payload: payload, to: model) })
    model.remake = { options in .fragment(fragment, name: name, decoding: options) }
    return model
  }

  /// A model whose type lives in another executable (a user's launcher), which runs its code as
  /// this process's worker: named and typed as that executable's catalog says.
  static func elsewhere(name: String, typeName: String, moduleName: String, decoding: DecodingOptions)
    -> WorkspaceModel
  {
    var model = WorkspaceModel(
      name: name, typeName: typeName, moduleName: moduleName, decoding: decoding,
      code: .elsewhere(typeName: typeName))
    model.remake = { options in elsewhere(name: name, typeName: typeName, moduleName: moduleName, decoding: options) }
    return model
  }

  private init(name: String, typeName: String, moduleName: String, decoding: DecodingOptions, code: ModelCode) {
    self.name = name
    self.typeName = typeName
    self.moduleName = moduleName
    self.decoding = decoding
    self.fragmentName = nil
    self.fragmentType = nil
    self.reference = { nil }
    self.code = code
    self.worker = nil
    self.address = nil
    self.learned = ComputedOnce { code.learn() }
    self.discovered = nil
    self.learning = nil
  }

  private init<Model: Decodable & SendableMetatype>(
    _ type: Model.Type, name: String?, decoding: DecodingOptions, fragmentName: String?,
    fragmentType: (any ModelJSONFragment.Type)?, reference: @escaping @Sendable () -> JSONValue?,
    fragmentComparison: (@Sendable (JSONValue, Model) -> [FieldComparison])?
  ) {
    self.fragmentType = fragmentType
    (self.name, self.typeName, self.moduleName) = Self.names(of: type, name: name)
    self.decoding = decoding
    self.fragmentName = fragmentName
    self.reference = reference
    let code = ModelCode(type, decoding: decoding, fragmentComparison: fragmentComparison)
    self.code = code
    self.worker = nil
    self.address = nil
    self.learned = ComputedOnce { code.learn() }
    self.discovered = nil
    self.learning = nil
  }

  private init(
    _ model: WorkspaceModel, worker: ModelWorker, address: ModelAddress, learning: WorkerLearning, fits: FitCache?
  ) {
    self.name = model.name
    self.decoding = model.decoding
    self.fragmentName = model.fragmentName
    self.typeName = model.typeName
    self.moduleName = model.moduleName
    self.fragmentType = model.fragmentType
    self.code = model.code
    self.reference = model.reference
    self.worker = worker
    self.address = address
    self.remake = model.remake
    self.foundDecoder = model.foundDecoder
    self.foundDecoderModule = model.foundDecoderModule
    self.foundKeys = model.foundKeys
    self.foundDates = model.foundDates
    let discovered = ComputedOnce { learning.discover(lane: 0) }
    self.discovered = discovered
    self.learning = learning
    // Learned again once a fit is kept that may give the model other fixtures to learn over (the
    // app fits while a model is open); the worker learns only when they differ.
    let generation: (@Sendable () -> Int)? = fits.map { fits in { @Sendable in fits.writes } }
    self.learned = ComputedOnce({ learning.learn { discovered.value } }, generation: generation)
  }

  /// This model learned over `samples` (its workspace's fixtures) when its code runs in this
  /// process, as a worker learns it; a model run by a worker is returned as it is.
  func learning(over samples: @escaping @Sendable () -> [(name: String, payload: JSONValue)]) -> WorkspaceModel {
    guard worker == nil else { return self }
    var model = self
    let code = code
    model.learned = ComputedOnce { code.learn(samples: samples()) }
    model.samples = { samples().map(\.payload) }
    return model
  }

  /// The model of an array or a map of this model (`[Ticket]`, `[String: Rate]`), run by the same
  /// code, in the same workers; learned over `samples` when it runs in this process.
  package func collection(
    _ collection: ModelCollection, samples: @escaping @Sendable () -> [(name: String, payload: JSONValue)]
  ) -> WorkspaceModel {
    let plain = WorkspaceModel(
      name: collection.name(of: name), typeName: collection.name(of: typeName), moduleName: moduleName,
      decoding: decoding, code: code.collection(collection))
    var made =
      if let worker, let address {
        plain.running(
          in: worker,
          at: ModelAddress(
            workspace: address.workspace, model: plain.name, decoder: address.decoder, keys: address.keys,
            dates: address.dates))
      } else {
        plain.learning(over: samples)
      }
    made.foundDecoder = foundDecoder
    made.foundDecoderModule = foundDecoderModule
    made.foundKeys = foundKeys
    made.foundDates = foundDates
    if let remakeElement = remake {
      made.remake = { @Sendable options in remakeElement(options).collection(collection, samples: samples) }
    }
    let element = self
    made.element = (collection, { element })
    // An array is learned as its element is: each element compared through its own branch. (A
    // map is learned on its own.)
    if collection == .array {
      let name = made.name
      made.learned = ComputedOnce { element.learned.value.asElementsOfArray(named: name) }
    }
    return made
  }

  /// This model decoded by the package's own decoder `expression` (found in the package, not
  /// configured), whose options are `options`: in the same worker, which makes the decoder
  /// itself; `nil` when the model cannot be made again.
  package func decoded(by expression: String, options: DecodingOptions) -> WorkspaceModel? {
    guard let remake else { return nil }
    var made = remake(options)
    made.foundDecoder = expression
    if let worker, let address {
      made = rerun(
        made, in: worker, at: ModelAddress(workspace: address.workspace, model: address.model, decoder: expression))
    }
    return made
  }

  /// This model reading keys with `keys` over its own decoding's strategy, in the same worker.
  package func reading(keys: DecodingOptions.Keys) -> WorkspaceModel? {
    remade(decoding.readingKeys(keys), keys: keys, dates: foundDates) { $0.keys = keys }
  }

  /// This model reading dates with `dates` over its own decoding's strategy, in the same worker.
  package func reading(dates: DecodingOptions.Dates) -> WorkspaceModel? {
    remade(decoding.readingDates(dates), keys: foundKeys, dates: dates) { $0.dates = dates }
  }

  /// This model decoded with `options`, its found strategies `keys` and `dates`, at its address in
  /// the same worker as `move` changes it.
  private func remade(
    _ options: DecodingOptions, keys: DecodingOptions.Keys?, dates: DecodingOptions.Dates?,
    move: (inout ModelAddress) -> Void
  ) -> WorkspaceModel? {
    guard let remake else { return nil }
    var made = remake(options)
    made.foundDecoder = foundDecoder
    made.foundDecoderModule = foundDecoderModule
    made.foundKeys = keys
    made.foundDates = dates
    if let worker, var moved = address {
      move(&moved)
      made = rerun(made, in: worker, at: moved)
    }
    return made
  }

  /// `made`, another decoding of this model, run by `worker` at `address`: learned over the same
  /// fixtures, again after the same fits, with this model's key tree.
  private func rerun(_ made: WorkspaceModel, in worker: ModelWorker, at address: ModelAddress) -> WorkspaceModel {
    let running: WorkspaceModel
    if let relearning {
      // Kept as this model's learning is: another decoding's key tree is learned once per build too.
      running = made.running(
        in: worker, at: address, cache: relearning.cache, samples: relearning.samples, fits: relearning.fits)
    } else {
      running = made.running(in: worker, at: address)
    }
    return running.sharingKeyTree(with: self)
  }

  /// This model with `other`'s key tree, learned once for both, where both read keys alike: another
  /// decoding of one type that differs in its dates reads the same keys. One that reads them
  /// otherwise (snake_case keys, a decoder that converts them) spells its tree otherwise.
  private func sharingKeyTree(with other: WorkspaceModel) -> WorkspaceModel {
    guard other.discovered != nil, decoding.keys == other.decoding.keys,
      decoding.keySpellings == other.decoding.keySpellings
    else { return self }
    var shared = self
    shared.discovered = other.discovered
    return shared
  }

  /// What a collection model (``collection(_:samples:)``) is a collection of, and which.
  package var collected: (collection: ModelCollection, model: WorkspaceModel)? {
    element.map { ($0.collection, $0.model()) }
  }

  /// This model with its code run by `worker`, where it is found as `address`; what is learned of
  /// it is kept in `cache`, under the digest of the fixtures it is learned over (`samples`).
  func running(
    in worker: ModelWorker, at address: ModelAddress, cache: LearnedCache? = nil,
    samples: @escaping @Sendable () -> SampleDigest = { SampleDigest(names: "", whole: "") },
    fits: FitCache? = nil
  ) -> WorkspaceModel {
    let learning = WorkerLearning(
      worker: worker, address: address, typeName: typeName, cache: cache, samples: samples)
    var made = WorkspaceModel(self, worker: worker, address: address, learning: learning, fits: fits)
    made.relearning = (samples, fits, cache)
    return made
  }

  /// The model's key tree, with what stopped the model while it was learned, if anything did.
  public func schema() -> ModelSchema {
    learned.value.schema
  }

  /// The model's key tree, learned on the worker of `lane` when it is learned now; unlike
  /// ``schema()``, without the key-to-property map, where the model's code runs in a worker.
  package func keyTree(lane: Int = 0) -> ModelSchema {
    // A fit needs no tree of a collection's own: its element's says what it reads.
    if let element {
      let tree = element.model().keyTree(lane: lane)
      var schema = ModelSchema(
        name: name, root: element.collection == .array ? .array(tree.root) : .dictionary(tree.root), unlearned: [])
      schema.stops = tree.stops
      return schema
    }
    guard let discovered, let learning else { return schema() }
    if let learned = learned.madeValue { return learned.schema }
    return discovered.value { learning.discover(lane: lane) }.schemaWithStops
  }

  /// Whether the model's key tree and key-to-property map were kept in its build for its
  /// fixtures as they are now (`true` where nothing is kept: no worker).
  package var keptItsLearning: Bool {
    guard let learning else { return true }
    return learning.keptLearned != nil
  }

  /// Which model property each key of the schema feeds.
  public func propertyMap() -> PropertyMap {
    learned.value.map
  }

  /// The key-to-property map over `tree`, learned now on the worker of `lane` and kept nowhere:
  /// the maps a new build's `lint` keeps as the "before" of a change, learned side by side. An
  /// inspection learns its own, over the fixtures as it finds them.
  package func propertyMap(over tree: ModelSchema, lane: Int) -> PropertyMap {
    guard element == nil, let learning else { return propertyMap() }
    return learning.map(over: tree, lane: lane)
  }

  /// The properties the keys `only` (arrays at `[0]`) feed, learned now from the values of
  /// `samples` (payloads the model decodes, before its fixtures) and kept nowhere: for payloads
  /// made elsewhere (a contract's), of a model that may have no fixture. A list's or map's model
  /// has its element's map at `[0]`, not learned here.
  package func propertyMap(of only: Set<JSONPath>, learningFrom samples: [JSONValue], lane: Int) -> PropertyMap {
    guard element == nil else { return propertyMap() }
    guard let learning else { return code.mapProperties(schema(), samples + self.samples(), only) }
    let tree = keyTree(lane: lane)
    return tree.stops.isEmpty ? learning.map(over: tree, samples: samples, only: only, lane: lane) : propertyMap()
  }

  /// ``propertyMap()``, learned on the worker of `lane` when it is learned now: the maps of many
  /// models are learned side by side.
  package func propertyMap(lane: Int) -> PropertyMap {
    guard element == nil, let discovered, let learning else { return propertyMap() }
    return learned.value { learning.learn(lane: lane) { discovered.value { learning.discover(lane: lane) } } }.map
  }

  /// Starts the worker that inspects the model's payloads, when its code runs in workers, and
  /// reading what was learned of the model (which an inspection sends along), so that both are
  /// ready by the time a payload has been read. A model with nothing learned is learned by the
  /// worker that inspects the payload, beside its decode.
  public func startWorkersEarly() {
    guard let worker else { return }
    worker.startEarly()
    guard fragmentType == nil, let learning else { return }
    let learned = learned
    Thread.detachNewThread { if learning.keptLearned != nil { _ = learned.value } }
  }

  /// What exports need to know of the model's properties.
  package func facts() -> ModelFacts {
    guard let worker, let address else { return code.facts(learned.value, samples()) }
    return worker.facts(at: address, learned: learned.value, options: decoding)
  }

  /// Whether the model's code runs in a worker process, where a trap or a hang stops the worker and
  /// not the process that asked.
  package var runsInWorker: Bool { worker != nil }

  /// The fragment's reference payload, when the model has a fragment.
  public var referencePayload: JSONValue? {
    reference()
  }
}
