import Foundation
import Testing

@testable import ModelProbe

/// Optionals are told from other values by their type's metadata, so every kind of value a model
/// holds must still be unwrapped exactly as a cast would.
struct ModelReflectionUnwrapTests {
  private struct Point { var x = 1 }
  private final class Box: Sendable {}
  private enum Suit: String { case hearts }

  @Test func anOptionalHoldingAValueGivesTheValue() {
    let value: Any = Optional(42)
    #expect(ModelReflection.isOptional(value))
    #expect(ModelReflection.unwrap(value) as? Int == 42)
  }

  @Test func anOptionalHoldingNothingGivesNil() {
    let value: Any = Int?.none as Any
    #expect(ModelReflection.isOptional(value))
    #expect(ModelReflection.unwrap(value) == nil)
  }

  @Test func anOptionalOfAnOptionalIsUnwrappedOneLevel() {
    let value: Any = Optional(Optional(7))
    let once = ModelReflection.unwrap(value)
    #expect(once.map(ModelReflection.isOptional) == true)
    #expect(once.flatMap(ModelReflection.unwrap) as? Int == 7)
  }

  @Test(arguments: [
    42 as any Sendable, "text", 2.5, true, Point(), Box(), Suit.hearts, [1, 2], ["a": 1],
    Date(timeIntervalSince1970: 0),
    URL(string: "https://example.com")!, Decimal(3), (1, "tuple"), Int.self,
  ])
  func anythingElseIsGivenBackAsItIs(_ value: any Sendable) {
    #expect(!ModelReflection.isOptional(value))
    #expect(ModelReflection.unwrap(value) != nil)
    #expect("\(ModelReflection.unwrap(value)!)" == "\(value)")
  }
}
