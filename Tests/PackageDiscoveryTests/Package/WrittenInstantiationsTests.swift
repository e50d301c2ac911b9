import PackageDiscovery
import Testing

/// The instantiations of a package's generic types that its code writes out.
struct WrittenInstantiationsTests {
  @Test func anInstantiationIsFoundInASignatureADeclarationAndACall() {
    let written = WrittenInstantiations(
      generics: ["Single", "Paged"],
      sources: [
        "func device(id: String) async throws -> Single<Device> {",
        "let apps: Paged< Models.App > = try await client.send(request)",
        "return try decoder.decode(Single<Profile>.self, from: data)",
      ])
    #expect(written.writes("Single", with: "Device"))
    #expect(written.writes("Single", with: "Profile"))
    #expect(written.writes("Paged", with: "App"))
    #expect(written.writes("Paged", with: "Models.App"))
    #expect(!written.writes("Paged", with: "Device"))
  }

  @Test func otherGenericsAndWhatOnlyLooksLikeOneAreNot() {
    let written = WrittenInstantiations(
      generics: ["Page"],
      sources: [
        "let pages: Dictionary<String, Int> = [:]; let big = MyPage<Item>()",
        "if count < limit && limit > 0 { }",
        "let nested: Page<Array<Item>> = .empty; let three: Page<Item, Other, More>",
      ])
    #expect(written.arguments.isEmpty)
  }

  @Test func twoArgumentsAreAPair() {
    let written = WrittenInstantiations(
      generics: ["Envelope"], sources: ["func list() -> Envelope<Device, Models.Cursor> { }", "Envelope<Device>"])
    #expect(written.pairs(of: "Envelope") == [["Device", "Models.Cursor"]])
    #expect(written.writes("Envelope", with: "Device"))
    #expect(!written.writes("Envelope", with: "Cursor"))
  }

  @Test func anOptionalArgumentIsWrittenAsOptional() {
    let written = WrittenInstantiations(
      generics: ["ArrayWrapper"], sources: ["private typealias Several = ArrayWrapper<Audiobook?>"])
    #expect(written.writesOptional("ArrayWrapper", with: "Audiobook"))
    #expect(!written.writes("ArrayWrapper", with: "Audiobook"))
  }
}
