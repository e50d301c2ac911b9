import Testing

@testable import PackageLauncher

/// The C module maps a build passes the compiler are read from the build manifest, each once: the
/// symbol graph extractor cannot load a module that imports a C target without them.
struct BuildModuleMapsTests {
  static let manifest = """
    commands:
      "C.Models-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        args: ["/opt/swift/usr/bin/swiftc","-module-name","Models","-Xcc","-fmodule-map-file=/p/.build/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap","-Xcc","-fmodule-map-file=/p/.build/x86_64-unknown-linux-gnu/debug/CRounding.build/module.modulemap","-Xcc","-I","-Xcc","/p/Sources/CRounding/include"]
      "C.Kit-x86_64-unknown-linux-gnu-debug.module":
        args: ["/opt/swift/usr/bin/swiftc","-module-name","Kit","-Xcc","-fmodule-map-file=/p/.build/x86_64-unknown-linux-gnu/debug/CRounding.build/module.modulemap"]
    """

  @Test func everyModuleMapOnceAsAnExtractorFlag() {
    #expect(
      BuildModuleMaps.flags(inBuildManifest: Self.manifest) == [
        "-Xcc", "-fmodule-map-file=/p/.build/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap",
        "-Xcc", "-fmodule-map-file=/p/.build/x86_64-unknown-linux-gnu/debug/CRounding.build/module.modulemap",
      ])
  }

  @Test func aBuildWithNoCTargetsHasNone() {
    #expect(BuildModuleMaps.flags(inBuildManifest: #"args: ["swiftc","-module-name","Models"]"#) == [])
  }
}
