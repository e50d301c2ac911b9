/// A reader's buffer for the bytes of a string with escapes, kept from one string to the next so
/// that only the finished `String` is allocated. Its state is unchecked for exclusivity, as
/// ``ScratchStack``'s is.
final class ByteScratch {
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  @exclusivity(unchecked) private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = capacity
    self.storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// The bytes gathered since the last ``removeAll()``.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

  /// The gathered bytes as a `String` when they are well-formed UTF-8 without a NUL, checked once
  /// by the standard library as it copies them; `nil` otherwise.
  func validatedString() -> String? {
    if count == capacity { grow(toHold: count + 1) }
    storage[count] = 0
    let text = UnsafeRawPointer(storage).withMemoryRebound(to: CChar.self, capacity: count + 1) {
      String(validatingCString: $0)
    }
    guard let text, text.utf8.count == count else { return nil }
    return text
  }

  func removeAll() {
    count = 0
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: count + 1) }
    storage[count] = byte
    count += 1
  }

  func append(_ run: UnsafeBufferPointer<UInt8>) {
    guard let source = run.baseAddress, !run.isEmpty else { return }
    if count + run.count > capacity { grow(toHold: count + run.count) }
    (storage + count).update(from: source, count: run.count)
    count += run.count
  }

  private func grow(toHold needed: Int) {
    var larger = capacity * 2
    while larger < needed { larger *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: storage, count: count)
    storage.deallocate()
    storage = moved
    capacity = larger
  }
}
