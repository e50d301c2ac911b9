import Foundation
import JSONTrace

extension UserPackage {
  /// What a launcher says of the package it registers, for the installed `workbench` to run every
  /// command on: the modules and the names of their models, and how the package's own decoders
  /// decode. The models' code stays in the launcher, which serves as the workbench's worker.
  public struct Catalog: Codable, Sendable, Equatable {
    /// One model as the launcher registers it.
    public struct Model: Codable, Sendable, Equatable {
      /// The name users type (`Forecast`, `OrderPage`).
      public var name: String
      /// The type's name as its module spells it (`Merchant.Logo`, `PagedResult<OrderSummary>`).
      public var typeName: String
      /// The module that declares the type.
      public var moduleName: String
    }

    /// One module and its models.
    public struct Module: Codable, Sendable, Equatable {
      /// The module name.
      public var name: String
      /// The folder of the test target that depends on it, relative to the package root.
      public var testTarget: String?
      /// Generic models with no instantiation in the configuration.
      public var genericsWithoutArguments: [String]
      /// What the test target lacks for exported tests to compile there, if anything.
      public var exportNote: String?
      /// The models.
      public var models: [Model]
    }

    /// The package's folder.
    public var root: String
    /// The package's static `JSONDecoder`s.
    public var suggestedDecoders: [String]
    /// How each decoder the configuration names decodes, by its expression.
    public var decoders: [String: DecodingOptions]
    /// The modules that hold models.
    public var modules: [Module]
  }

  /// This package's catalog: its decoders are made here, once each, to read how they decode.
  public var catalog: Catalog {
    Catalog(
      root: root, suggestedDecoders: suggestedDecoders,
      decoders: Dictionary(
        uniqueKeysWithValues: decoders.keys.compactMap { expression in
          decoding(ofDecoder: expression).map { (expression, $0) }
        }),
      modules: modules.map { module in
        Catalog.Module(
          name: module.name, testTarget: module.testTarget, genericsWithoutArguments: module.genericsWithoutArguments,
          exportNote: module.exportNote,
          models: module.models.map { Catalog.Model(name: $0.name, typeName: $0.typeName, moduleName: $0.moduleName) })
      })
  }
}
