/// This clone's engine built once as a shared library (the `FixtureEngineShared` product, in the
/// clone's `.build/launcher-engine`), which every user package's launcher links instead of
/// compiling the engine again: a launcher's own build is then its `main.swift` and the user's
/// package.
public struct SharedEngine: Sendable, Hashable, Codable {
  /// The product that holds the engine.
  public static let product = "FixtureEngineShared"
  /// Where the clone builds it, relative to the clone.
  public static let scratchPath = ".build/launcher-engine"

  /// The folder that holds the library and, in `Modules`, the modules it was built from.
  public var folder: String
  /// What changes when the library is built again (its size and modification time).
  public var stamp: String

  /// The engine built in `folder`, as it is now (`stamp`).
  public init(folder: String, stamp: String) {
    self.folder = folder
    self.stamp = stamp
  }

  /// The library's name as the linker's `-l` takes it.
  public var libraryName: String { Self.product }

  /// The library's file name on this system.
  public static var fileName: String {
    #if os(macOS)
      "lib\(product).dylib"
    #else
      "lib\(product).so"
    #endif
  }

  /// The packages whose modules the engine holds: a package that depends on one of them would
  /// see its modules twice, so its launcher compiles the engine with them instead.
  public static let heldPackages: Set = ["swift-custom-dump", "xctest-dynamic-overlay"]
}
