import Foundation
import PackageDiscovery
import Synchronization
import WorkbenchContext

/// Which properties of a package's types a test can read, as the symbol graphs the workbench
/// writes for its modules say (``Workspace/propertyReach(in:)``): a generated fragment compares no
/// key with a `private` property (`private let keys: [JWK]`), whose key path would not compile.
public struct PropertyReach: Sendable, Equatable {
  /// The readable instance properties of each structure and enumeration, by type name.
  public var readable: [String: Set<String>]

  /// A reach of `readable`; empty, it hides nothing.
  public init(readable: [String: Set<String>] = [:]) {
    self.readable = readable
  }

  /// Whether a test cannot read `property` of the type `typeName` (`JWKS`, a module-qualified
  /// or generic name is read without its module and arguments): the type is known and the
  /// property is not among its readable ones.
  public func hides(_ property: String, of typeName: String) -> Bool {
    let plain = String(typeName.prefix { $0 != "<" })
    var components = plain.split(separator: ".").map(String.init)
    while !components.isEmpty {
      if let known = readable[components.joined(separator: ".")] { return !known.contains(property) }
      components.removeFirst()
    }
    return false
  }
}

extension Workspace {
  private static let reaches = Mutex<[String: (stamp: String, reach: PropertyReach)]>([:])

  /// What a test can read of this package's types: the symbol graphs of its modules, under its
  /// root, read once for as long as they stay the same. Empty where there are none (a bundled
  /// workspace).
  public func propertyReach(in context: AppContext) -> PropertyReach {
    let folder = directory + "/" + SymbolGraphModels.folder
    let graphs = ((try? context.files.list(folder)) ?? []).filter {
      $0.hasSuffix(".symbols.json") && !$0.contains("@" as Character)
    }
    .sorted()
    let stamp = graphs.map { $0 + ":" + (context.files.stamp(folder + "/" + $0) ?? "") }.joined(separator: ",")
    if let kept = Self.reaches.withLock({ $0[folder] }), kept.stamp == stamp { return kept.reach }
    var reach = PropertyReach()
    for graph in graphs {
      guard let bytes = try? context.files.read(folder + "/" + graph),
        let found = try? SymbolGraphModels.readableProperties(inSymbolGraph: Array(bytes))
      else { continue }
      reach.readable.merge(found) { $0.union($1) }
    }
    Self.reaches.withLock { $0[folder] = (stamp, reach) }
    return reach
  }
}
