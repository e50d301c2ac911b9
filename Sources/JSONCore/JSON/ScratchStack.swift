/// A stack of values under construction, shared by every array (or object) the reader is inside.
///
/// Each container pushes its elements here and takes them off as one array of the exact final
/// size, so no array is grown by reallocation and elements are moved, never copied.
///
/// Its state is unchecked for exclusivity: a reader's stack is only ever used by that reader, one
/// access at a time.
final class ScratchStack<Element> {
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) private var capacity: Int
  @exclusivity(unchecked) private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = capacity
    self.storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  @inline(__always)
  func push(_ element: consuming Element) {
    if count == capacity { grow() }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// Removes the elements from `base` to the top and returns them as an array.
  ///
  /// The array is reserved and appended to rather than made with
  /// `Array(unsafeUninitializedCapacity:)`, which the toolchain leaves unspecialized: it looks the
  /// array's storage type up in the runtime's metadata cache on every call, a third of the cost
  /// of a small array (callgrind, Swift 6.3).
  func popArray(from base: Int) -> [Element] {
    let taken = count - base
    guard taken > 0 else { return [] }
    let source = storage + base
    count = base
    var result: [Element] = []
    result.reserveCapacity(taken)
    for offset in 0..<taken { result.append((source + offset).move()) }
    return result
  }

  private func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity *= 2
  }
}

// The reader's two stacks, specialized in this file: the launchers' engine is built one file at a
// time, where a generic method of another file is called unspecialized, looking its types up in
// the runtime's metadata cache at every element.

extension ScratchStack where Element == JSONValue {
  func pushValue(_ value: consuming JSONValue) { push(value) }
  func popValues(from base: Int) -> [JSONValue] { popArray(from: base) }
}

extension ScratchStack where Element == JSONMember {
  func pushMember(_ member: consuming JSONMember) { push(member) }
  func popMembers(from base: Int) -> [JSONMember] { popArray(from: base) }
}
