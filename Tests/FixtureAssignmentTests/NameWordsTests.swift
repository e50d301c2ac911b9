import Testing

@testable import FixtureAssignment

/// A name's words are the same however it is written, and an ASCII name read byte by byte has the
/// words it has read character by character.
struct NameWordsTests {
  @Test(arguments: [
    ("payment-state-3", ["payment", "state", "3"]),
    ("paymentState3", ["payment", "State", "3"]),
    ("LINE_ITEM", ["LINE", "ITEM"]),
    ("userID", ["user", "ID"]),
    ("created_pull_request.json", ["created", "pull", "request", "json"]),
    ("v2Forecast", ["v", "2", "Forecast"]),
    ("--a--", ["a"]),
    ("", []),
    ("Straße-2", ["Straße", "2"]),
    ("café_au_lait", ["café", "au", "lait"]),
  ])
  func theWordsOfAName(_ name: String, _ words: [String]) {
    #expect(NameWords.words(name) == words)
  }

  @Test func anASCIINameHasTheSameWordsByteByByteAsCharacterByCharacter() {
    // Every name of up to four of these: each kind of byte beside each other kind.
    let alphabet = ["a", "Z", "9", "_", "b", "Q", " "]
    var names = [""]
    for _ in 0..<4 { names += names.flatMap { name in alphabet.map { name + $0 } } }
    for name in Set(names) {
      #expect(NameWords.words(name) == NameWords.characterWords(name), "\(name)")
    }
  }
}
