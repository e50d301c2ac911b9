import APIContract
import Testing

@testable import workbench_bench

/// The contract case's package is the size the issue names, and reads as a document of its models.
struct ContractScalePackageTests {
  @Test func theDocumentIsOfAHundredAndFiftySchemasAndAboutOnePointFiveMegabytes() throws {
    let files = ContractScalePackage.files()
    let text = try #require(files[ContractScalePackage.documentPath])
    #expect((1_400_000...1_600_000).contains(text.utf8.count))
    let document = try ContractDocument(text: text, file: ContractScalePackage.documentPath)
    let components = document.candidates.filter { if case .component = $0.origin { true } else { false } }
    #expect(components.count == ContractScalePackage.modelCount)
    #expect(document.candidates.count == 2 * ContractScalePackage.modelCount)
  }

  @Test func everyTenthModelRequiresWhatTheDocumentLeavesOptional() throws {
    let models = try #require(ContractScalePackage.files()["Sources/ShopKit/Models.swift"])
    #expect(ContractScalePackage.refusing.count == 15)
    #expect(models.components(separatedBy: "public var field_00: String\n").count - 1 == 15)
    #expect(models.contains("public struct Entity003: Decodable"))
    // No struct holds itself: the last holds the first's summary.
    #expect(models.contains("public var field_05: Entity000Summary?"))
  }
}
