import Foundation
import JSONTrace

extension UserPackage {
  /// What a launcher says of the package it registers, for the installed `workbench` to run every
  /// command on: the modules and the names of their models, and how the package's own decoders
  /// decode. The models' code stays in the launcher, which serves as the workbench's worker.
  public struct Catalog: Codable, Sendable, Equatable {
    /// The form of the catalog and of the worker's messages that this build writes and reads.
    /// Raise it whenever either changes: the installed `workbench` refuses a launcher built from
    /// a clone of another form, and says to install again, instead of misreading its answers.
    public static let currentFormat = 3

    /// One model as the launcher lists it: the names of a ``UserPackage/Model`` it registered.
    public struct Entry: Codable, Sendable, Equatable {
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
      public var models: [Entry]
      /// The other modules its test target reaches (``UserPackage/Module/reaches``).
      public var reaches: [String]?
      /// The static decoders it declares (``UserPackage/Module/ownDecoders``).
      public var ownDecoders: [String]?
    }

    /// The form it is written in: ``currentFormat`` of the launcher that wrote it.
    public var format: Int
    /// The package's folder.
    public var root: String
    /// The package's static `JSONDecoder`s.
    public var suggestedDecoders: [String]
    /// The folders of all its targets.
    public var targetFolders: [String]?
    /// The date formats of the package's static `DateFormatter`s, by expression.
    public var dateFormats: [String: String]?
    /// How each decoder the configuration names decodes, by its expression.
    public var decoders: [String: DecodingOptions]
    /// The modules that hold models.
    public var modules: [Module]
  }

  /// This package's catalog: its decoders are made here, once each, to read how they decode.
  public var catalog: Catalog {
    Catalog(
      format: Catalog.currentFormat, root: root, suggestedDecoders: suggestedDecoders, targetFolders: targetFolders,
      dateFormats: dateFormats,
      decoders: Dictionary(
        uniqueKeysWithValues: decoders.keys.compactMap { expression in
          decoding(ofDecoder: expression).map { (expression, $0) }
        }),
      modules: modules.map { module in
        Catalog.Module(
          name: module.name, testTarget: module.testTarget, genericsWithoutArguments: module.genericsWithoutArguments,
          exportNote: module.exportNote,
          models: module.models.map { Catalog.Entry(name: $0.name, typeName: $0.typeName, moduleName: $0.moduleName) },
          reaches: module.reaches.isEmpty ? nil : module.reaches,
          ownDecoders: module.ownDecoders.isEmpty ? nil : module.ownDecoders)
      })
  }
}

extension UserPackage.Catalog {
  /// Why a launcher's output is no catalog this build can use.
  public enum Problem: Error, Equatable {
    /// The launcher was built from a clone whose catalog has another form.
    case otherFormat(Int)
    /// The output has no catalog in it.
    case unreadable
  }

  /// The catalog in the last line of `output` (a launcher's `catalog`) that starts with `{`.
  public static func read(fromLauncherOutput output: String) throws(Problem) -> Self {
    struct FormatOnly: Decodable { var format: Int? }
    guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else { throw .unreadable }
    let data = Data(line.utf8)
    guard let format = try? JSONDecoder().decode(FormatOnly.self, from: data) else { throw .unreadable }
    guard format.format == currentFormat else { throw .otherFormat(format.format ?? 0) }
    guard let catalog = try? JSONDecoder().decode(Self.self, from: data) else { throw .unreadable }
    return catalog
  }
}
