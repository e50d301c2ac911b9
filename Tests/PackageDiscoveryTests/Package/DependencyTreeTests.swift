import PackageDiscovery
import Testing

/// The packages a package depends on, however deep, as `swift package show-dependencies` prints
/// them: what decides whether a launcher may link the shared engine.
struct DependencyTreeTests {
  @Test func everyPackageBelowTheRootIsListedWithItsIdentityAndPath() throws {
    let output = """
      warning: some note first
      {
        "identity": "shop", "name": "Shop", "url": "/src/Shop", "version": "unspecified", "path": "/src/Shop",
        "dependencies": [
          {"identity": "swift-composable-architecture", "name": "tca", "url": "https://example.com/tca",
           "version": "1.0.0", "path": "/src/Shop/.build/checkouts/tca",
           "dependencies": [
             {"identity": "swift-custom-dump", "name": "custom-dump", "url": "u", "version": "1.3.0",
              "path": "/x", "dependencies": []}
           ]},
          {"identity": "fixtureworkbench", "name": "FixtureWorkbench", "url": "/src/FixtureWorkbench",
           "version": "unspecified", "path": "/src/FixtureWorkbench", "dependencies": []}
        ]
      }
      """
    let tree = try DependencyTree(showDependenciesOutput: output)
    #expect(tree.identity == "shop")
    #expect(
      tree.allDependencies.map(\.identity) == [
        "swift-composable-architecture", "swift-custom-dump", "fixtureworkbench",
      ])
    #expect(tree.allDependencies.last?.path == "/src/FixtureWorkbench")
    #expect(!SharedEngine.heldPackages.isDisjoint(with: tree.allDependencies.map(\.identity)))
  }

  @Test func outputWithNoTreeIsAnError() {
    #expect(throws: (any Error).self) { try DependencyTree(showDependenciesOutput: "error: no package") }
  }
}
