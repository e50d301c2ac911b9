import Testing

@testable import JSONCore

/// The digest that tells inputs apart: FNV-1a's published values, the same whether the bytes are
/// read in place or one by one, and the same in one piece or several.
struct FNV1aTests {
  @Test(arguments: [
    ("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8"),
  ])
  func theDigestIsFNV1a(_ text: String, _ hex: String) {
    #expect(FNV1a(text.utf8).hex == hex)
  }

  @Test func bytesReadOneByOneOrInPiecesGiveTheSameDigest() {
    let text = String(repeating: "Sources/App/Model Files/A.swift 10 1700000000.25\n", count: 40)
    let inPlace = FNV1a(text.utf8)
    #expect(FNV1a(text.utf8.lazy.map { $0 }).value == inPlace.value, "a sequence with no contiguous storage")
    var pieces = FNV1a()
    pieces.add(text.utf8.prefix(100))
    pieces.add(Array(text.utf8.dropFirst(100)))
    #expect(pieces.value == inPlace.value)
  }
}
