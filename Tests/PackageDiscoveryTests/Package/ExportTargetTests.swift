import PackageDiscovery
import Testing

/// `workbench init` prints the lines for the test target the exports go into, not the package's
/// first one.
struct ExportTargetTests {
  let manifest = PackageManifest(
    name: "Shop",
    targets: [
      .init(name: "ShopUI", type: "library"),
      .init(name: "ShopModels", type: "library"),
      .init(name: "SnapshotTests", type: "test", path: "Tests/SnapshotTests", targetDependencies: ["ShopUI"]),
      .init(name: "ShopModelsTests", type: "test", path: "Tests/ShopModelsTests", targetDependencies: ["ShopModels"]),
      .init(
        name: "ContractTests", type: "test", path: "Tests/ContractTests", targetDependencies: ["ShopModels", "ShopUI"]),
    ],
    products: [])

  @Test func eachModuleGoesToTheTestTargetThatDependsOnIt() {
    #expect(
      ExportTarget.pairs(in: manifest, exports: nil) == [
        ExportTarget(module: "ShopUI", testTarget: "SnapshotTests"),
        ExportTarget(module: "ShopModels", testTarget: "ShopModelsTests"),
      ])
  }

  @Test func aConfiguredExportFolderNamesItsTestTargetAndTheModulesItDependsOn() {
    #expect(
      ExportTarget.pairs(in: manifest, exports: "Tests/ContractTests/Generated") == [
        ExportTarget(module: "ShopModels", testTarget: "ContractTests"),
        ExportTarget(module: "ShopUI", testTarget: "ContractTests"),
      ])
  }
}
