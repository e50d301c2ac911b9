import Foundation
import JSONCore

/// What `swift package describe --type json` says of a user's package: its targets, products and
/// dependencies, as far as the launcher needs them.
public struct PackageManifest: Sendable, Hashable {
  /// One target.
  public struct Target: Sendable, Hashable {
    /// The target's name.
    public var name: String
    /// Its module name (`c99name`).
    public var module: String
    /// `library`, `executable`, `test`, ...
    public var type: String
    /// Its folder relative to the package root (`Sources/WeatherModels`).
    public var path: String
    /// The targets of this package it depends on.
    public var targetDependencies: [String]
    /// The products of other packages it depends on (`JSONFragment`).
    public var productDependencies: [String] = []
    /// Whether its sources are Swift (a C target has no models, and no symbol graph to read).
    public var isSwift = true
  }

  /// One product.
  public struct Product: Sendable, Hashable {
    /// The product's name.
    public var name: String
    /// The targets it holds.
    public var targets: [String]
    /// Whether it is a library (others cannot be depended on).
    public var isLibrary: Bool

    /// A product named `name` holding `targets`.
    public init(name: String, targets: [String], isLibrary: Bool) {
      self.name = name
      self.targets = targets
      self.isLibrary = isLibrary
    }
  }

  /// One package dependency.
  public struct Dependency: Sendable, Hashable {
    /// SwiftPM's identity of it (the folder name for a path dependency, lowercased).
    public var identity: String
    /// Its folder, for a path dependency.
    public var path: String?
  }

  /// The package's name.
  public var name: String
  /// Its targets, in the manifest's order.
  public var targets: [Target]
  /// Its products.
  public var products: [Product]
  /// Its dependencies.
  public var dependencies: [Dependency]

  /// The manifest that `swift package describe --type json` printed as `bytes`.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public init(describeJSON bytes: [UInt8]) throws(JSONParseError) {
    let root = try JSONParser.parse(bytes)
    name = Self.string(root["name"]) ?? "Package"
    targets = Self.array(root["targets"]).map { target in
      Target(
        name: Self.string(target["name"]) ?? "",
        module: Self.string(target["c99name"]) ?? Self.string(target["name"]) ?? "",
        type: Self.string(target["type"]) ?? "", path: Self.string(target["path"]) ?? "",
        targetDependencies: Self.array(target["target_dependencies"]).compactMap(Self.string),
        productDependencies: Self.array(target["product_dependencies"]).compactMap(Self.string),
        isSwift: Self.string(target["module_type"]).map { $0 == "SwiftTarget" } ?? true)
    }
    products = Self.array(root["products"]).map { product in
      Product(
        name: Self.string(product["name"]) ?? "", targets: Self.array(product["targets"]).compactMap(Self.string),
        isLibrary: product["type"]?["library"] != nil)
    }
    dependencies = Self.array(root["dependencies"]).map { dependency in
      Dependency(identity: Self.string(dependency["identity"]) ?? "", path: Self.string(dependency["path"]))
    }
  }

  /// A manifest of the given parts.
  public init(name: String, targets: [Target], products: [Product], dependencies: [Dependency] = []) {
    self.name = name
    self.targets = targets
    self.products = products
    self.dependencies = dependencies
  }

  /// The library targets (those that models can come from).
  public var libraryTargets: [Target] { targets.filter { $0.type == "library" } }

  /// The library product that holds `target`, which a launcher depends on to import it: one that
  /// lists it, else one whose targets depend on it, directly or not, since a product's client can
  /// import every module the product is built from.
  public func product(holding target: String) -> Product? {
    let libraries = products.filter(\.isLibrary)
    return libraries.first { $0.targets.contains(target) }
      ?? libraries.first { product in product.targets.contains { reaches(target, from: $0) } }
  }

  /// Whether `target` is one of the targets `start` depends on, directly or not.
  func reaches(_ target: String, from start: String) -> Bool {
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var seen: Set<String> = [start]
    var pending = [start]
    while let name = pending.popLast() {
      for dependency in byName[name]?.targetDependencies ?? [] where seen.insert(dependency).inserted {
        if dependency == target { return true }
        pending.append(dependency)
      }
    }
    return false
  }

  /// The first test target that depends on `target`: where its fixtures and exports go by
  /// convention.
  public func testTarget(dependingOn target: String) -> Target? {
    targets.first { $0.type == "test" && $0.targetDependencies.contains(target) }
  }

  private static func string(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value { return text }
    return nil
  }

  private static func array(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let elements)? = value { return elements }
    return []
  }
}

extension PackageManifest.Target {
  /// A target of the given parts.
  public init(
    name: String, type: String, path: String? = nil, targetDependencies: [String] = [],
    productDependencies: [String] = []
  ) {
    self.init(
      name: name, module: name.replacingOccurrences(of: "-", with: "_"), type: type,
      path: path ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)"), targetDependencies: targetDependencies,
      productDependencies: productDependencies)
  }
}
