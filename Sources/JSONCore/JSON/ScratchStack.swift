/// A stack of values under construction, shared by every array (or object) the reader is inside.
///
/// Each container pushes its elements here and takes them off as one array of the exact final
/// size, so no array is grown by reallocation and elements are moved, never copied. A stack of
/// bytes gathers a string with escapes, kept from one string to the next.
///
/// Its state is unchecked for exclusivity: a reader's stack is only ever used by that reader, one
/// access at a time.
final class ScratchStack<Element> {
  @exclusivity(unchecked) private(set) var storage: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) private(set) var capacity: Int
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

  /// Pushes copies of the elements of `run`, in order.
  func push(contentsOf run: UnsafeBufferPointer<Element>) {
    guard let source = run.baseAddress, !run.isEmpty else { return }
    reserve(count + run.count)
    (storage + count).initialize(from: source, count: run.count)
    count += run.count
  }

  /// Makes room for `total` elements in all.
  func reserve(_ total: Int) {
    while capacity < total { grow() }
  }

  /// Removes every element.
  func removeAll() {
    storage.deinitialize(count: count)
    count = 0
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

extension ScratchStack where Element == UInt8 {
  func pushByte(_ byte: UInt8) { push(byte) }
  func pushBytes(_ run: UnsafeBufferPointer<UInt8>) { push(contentsOf: run) }
  func clearBytes() { removeAll() }

  /// The bytes pushed since they were last cleared.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

  /// The bytes as a `String` when they are well-formed UTF-8 without a NUL, checked once by the
  /// standard library as it copies them; `nil` otherwise.
  func validatedString() -> String? {
    reserve(count + 1)
    storage[count] = 0
    let text = UnsafeRawPointer(storage).withMemoryRebound(to: CChar.self, capacity: count + 1) {
      String(validatingCString: $0)
    }
    guard let text, text.utf8.count == count else { return nil }
    return text
  }
}
