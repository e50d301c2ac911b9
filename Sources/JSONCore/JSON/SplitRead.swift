import Foundation
import Synchronization

/// A long text read by two threads: while the reader reads from the start, a helper guesses where
/// an array's element begins in the later half (after a comma) and reads elements from there up
/// to that array's closing bracket, as the reader would if it stood there.
///
/// The reader takes the helper's elements only when it arrives at that very offset at an element
/// of an array, nested no deeper than the limit allows. Anywhere else the guess was wrong (it
/// fell inside a string or among an object's members), and the reader reads on by itself. So
/// the value, and any error with its offset, are those of one thread's read.
final class SplitRead: @unchecked Sendable {
  /// Elements the helper read: from `start`, the offset of the first, to `end`, the offset of
  /// the closing bracket, and the deepest nesting among them (1 for scalars).
  struct Segment {
    var start: Int
    var elements: [JSONValue]
    var end: Int
    var deepest: Int
  }

  /// Texts shorter than this are read by one thread: the second would save less than it costs.
  static let threshold = 2 << 20

  /// The offset the helper reads from, or has read from; `Int.max` when the reader need not
  /// look. The reader tests it at each element, so it is read without the lock.
  let nextStart = Atomic<Int>(Int.max)
  private let stopRequested = Atomic<Bool>(false)

  private let condition = NSCondition()
  private var working: Int?
  private var segment: Segment?
  private var finished = false
  /// Whether the reader took the helper's elements.
  private(set) var wasTaken = false

  private let bytes: UnsafeBufferPointer<UInt8>

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The helper started on `bytes`, guessing from `offset` on; `nil` when the text is short, has
  /// no element there to guess, or this machine has one core.
  static func start(on bytes: UnsafeBufferPointer<UInt8>, from offset: Int? = nil) -> SplitRead? {
    guard offset != nil || (bytes.count >= threshold && ProcessInfo.processInfo.activeProcessorCount > 1) else {
      return nil
    }
    let split = SplitRead(bytes: bytes)
    guard let first = split.candidate(from: offset ?? bytes.count / 2) else { return nil }
    split.publish(first)
    Thread { split.help(from: first) }.start()
    return split
  }

  /// The helper's elements when they start at `offset` and fit under the depth limit from
  /// `depth`, the depth of the array the reader is in; waits while the helper still reads them.
  func take(at offset: Int, depth: Int) -> Segment? {
    condition.lock()
    defer { condition.unlock() }
    while working == offset { condition.wait() }
    if let found = segment, found.start <= offset {
      segment = nil
      nextStart.store(Int.max, ordering: .relaxed)
      wasTaken = found.start == offset && depth - 1 + found.deepest <= JSONParser.maximumDepth
      return wasTaken ? found : nil
    }
    if let working, working < offset { stopRequested.store(true, ordering: .relaxed) }
    let ahead = [working, segment?.start].compactMap { $0 }.filter { $0 > offset }.min()
    nextStart.store(ahead ?? Int.max, ordering: .relaxed)
    return nil
  }

  /// Stops the helper and waits until it no longer reads the text.
  func finish() {
    stopRequested.store(true, ordering: .relaxed)
    condition.lock()
    while !finished { condition.wait() }
    condition.unlock()
  }

  /// Whether the reader has no more use for the helper's work.
  var isStopped: Bool { stopRequested.load(ordering: .relaxed) }

  private func help(from first: Int) {
    let found = readSegment(from: first)
    condition.lock()
    segment = found
    working = nil
    finished = true
    condition.broadcast()
    condition.unlock()
  }

  /// The first long run of elements the helper reads from the guess at `offset` or a later one: a run
  /// that closes soon (a short array nested in a record) is passed over for the next guess.
  private func readSegment(from offset: Int) -> Segment? {
    var next: Int? = offset
    while !isStopped, let start = next {
      if start != offset { publish(start) }
      var reader = JSONReader(bytes: bytes)
      reader.index = start
      reader.depth = 1
      reader.deepest = 1
      let elements = try? reader.parseElementsToClose(unless: self)
      if let elements, reader.index - start >= (bytes.count - start) / 4 {
        return Segment(start: start, elements: elements, end: reader.index, deepest: reader.deepest)
      }
      condition.lock()
      working = nil
      condition.broadcast()
      condition.unlock()
      next = candidate(from: elements == nil ? start : reader.index)
    }
    return nil
  }

  private func publish(_ start: Int) {
    condition.lock()
    working = start
    nextStart.store(start, ordering: .relaxed)
    condition.unlock()
  }

  /// The first offset after `position` where a value follows a comma and white space.
  private func candidate(from position: Int) -> Int? {
    var index = position
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: ",") else {
        index += 1
        continue
      }
      index += 1
      while index < bytes.count, JSONReader.isWhiteSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        return index
      default: continue
      }
    }
    return nil
  }
}
