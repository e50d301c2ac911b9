/// A collection whose elements a comparison reads one by one, by position, without a `Mirror`
/// that copies every element first.
protocol IndexedElements {
  var count: Int { get }
  /// The element `position` places from the start (`0..<count`).
  func element(at position: Int) -> Any
}

extension Array: IndexedElements {
  func element(at position: Int) -> Any { self[position] }
}

extension ContiguousArray: IndexedElements {
  func element(at position: Int) -> Any { self[position] }
}
