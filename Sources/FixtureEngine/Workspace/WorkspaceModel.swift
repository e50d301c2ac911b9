import Foundation
import JSONFragment
import ModelAdapter
import Synchronization

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
  /// The model type, for exporters that decode payloads of it.
  let modelType: any (Decodable & SendableMetatype).Type
  /// The hand-written fragment type, when there is one.
  let fragmentType: (any ModelJSONFragment.Type)?

  private let learn: @Sendable () -> (ModelSchema, PropertyMap)
  private let inspectPayload: @Sendable (PayloadText, Int?) -> PayloadInspection
  private let reference: @Sendable () -> JSONValue?

  /// A model without a hand-written fragment: the engine learns its keys and how they map to
  /// properties from the type alone.
  public static func model<Model: Decodable & SendableMetatype>(
    _ type: Model.Type, name: String? = nil, decoding: DecodingOptions = DecodingOptions()
  ) -> WorkspaceModel {
    WorkspaceModel(
      type, name: name, decoding: decoding, fragmentName: nil, fragmentType: nil, reference: { nil },
      fragmentComparison: nil)
  }

  /// A model with its hand-written fragment, whose reference values are the starting payload. A
  /// payload is compared with the model through the fragment's own keys (their key-to-property
  /// ties and `whenMissing:` fallbacks), not through the probe that models without one need.
  public static func fragment<Fragment: ModelJSONFragment>(
    _ fragment: Fragment.Type, name: String? = nil, decoding: DecodingOptions = DecodingOptions()
  ) -> WorkspaceModel where Fragment.Model: Decodable & SendableMetatype {
    WorkspaceModel(
      Fragment.Model.self, name: name, decoding: decoding, fragmentName: readableTypeName(fragment),
      fragmentType: fragment, reference: { Fragment().json },
      fragmentComparison: { payload, model in Fragment.compare(payload: payload, to: model) })
  }

  private init<Model: Decodable & SendableMetatype>(
    _ type: Model.Type, name: String?, decoding: DecodingOptions, fragmentName: String?,
    fragmentType: (any ModelJSONFragment.Type)?, reference: @escaping @Sendable () -> JSONValue?,
    fragmentComparison: (@Sendable (JSONValue, Model) -> [FieldComparison])?
  ) {
    self.modelType = type
    self.fragmentType = fragmentType
    let typeName = readableTypeName(type)
    self.typeName = typeName
    self.moduleName = String(String(reflecting: type).prefix { $0 != "." })
    self.name = name ?? SwiftTypeName.short(typeName)
    self.decoding = decoding
    self.fragmentName = fragmentName
    self.reference = reference
    let learned = LearnedOnce<(ModelSchema, PropertyMap)> {
      let schema = SchemaDiscovery.discover(type, options: decoding)
      return (schema, KeyPropertyMapper.map(type, schema: schema, options: decoding))
    }
    self.learn = { learned.value }
    self.inspectPayload = { payload, limit in
      PayloadInspection.inspect(type, payload: payload, options: decoding) { model, value in
        if let fragmentComparison {
          let results = fragmentComparison(value, model)
          return limit.map { Array(results.prefix($0)) } ?? results
        }
        let (schema, map) = learned.value
        return ModelComparison(schema: schema, map: map, options: decoding).compare(
          payload: value, model: model, limit: limit)
      }
    }
  }

  /// The model's key tree.
  public func schema() -> ModelSchema {
    learn().0
  }

  /// Which model property each key of the schema feeds.
  public func propertyMap() -> PropertyMap {
    learn().1
  }

  /// Parses `data` once, then inspects it as ``inspect(_:comparisonLimit:)-(PayloadText,_)`` does.
  public func inspect(_ data: Data, comparisonLimit: Int? = nil) -> PayloadInspection {
    do {
      return inspect(try PayloadText(parsing: data), comparisonLimit: comparisonLimit)
    } catch {
      return .invalid(error, bytes: data)
    }
  }

  /// Decodes `payload` through the adapter, traces it, and compares the decoded model with its
  /// values (the first `comparisonLimit` of them, when a limit is given): through the fragment's
  /// keys when the model has one, else through the learned property map. The failing fields come
  /// without line and column: ``PayloadInspection/located()`` adds them.
  public func inspect(_ payload: PayloadText, comparisonLimit: Int? = nil) -> PayloadInspection {
    inspectPayload(payload, comparisonLimit)
  }

  /// The fragment's reference payload, when the model has a fragment.
  public var referencePayload: JSONValue? {
    reference()
  }
}

/// A value worked out on first use and kept: a model's schema and property map never change.
final class LearnedOnce<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let stored = Mutex<Value?>(nil)

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  var value: Value {
    stored.withLock { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }
}
