import Foundation

/// The keys one reader has made lately, by their bytes: an array of records spells the same keys
/// in every record, and a key found here is not decoded into a new `String` again.
///
/// Direct-mapped and fixed in size: a key whose slot another key took is made again, so the cache
/// never grows and never answers a key other than the one its bytes spell (the bytes are compared
/// whole). Entries point into the reader's own input, which outlives the reader.
///
/// Records also spell their keys in the same order, so each entry remembers the key that followed
/// it last, and the cache the first key of the last object at each depth: a reader tries that key
/// first (``predictedKey(after:depth:in:at:)``) before it looks for the key's end and hashes it.
final class KeyCache {
  /// The longest key kept, in bytes; longer keys are rare and cost their copy anyway.
  static let longestKey = 32
  /// The slot of no key: before an object's first key, or where nothing was learned.
  static let noSlot = -1
  private static let slotBits = 7
  private static let slotCount = 1 << slotBits
  private static let predictedDepths = 64

  private struct Entry {
    var start: Int
    var length: Int
    var text: String
    var next: Int
  }

  private let entries: UnsafeMutablePointer<Entry>
  private let firstKeys: UnsafeMutablePointer<Int>

  init() {
    entries = .allocate(capacity: Self.slotCount)
    entries.initialize(repeating: Entry(start: 0, length: -1, text: "", next: Self.noSlot), count: Self.slotCount)
    firstKeys = .allocate(capacity: Self.predictedDepths)
    firstKeys.initialize(repeating: Self.noSlot, count: Self.predictedDepths)
  }

  deinit {
    entries.deinitialize(count: Self.slotCount)
    entries.deallocate()
    firstKeys.deallocate()
  }

  /// The slot and text of the key expected after the key in slot `previous` (or first in an object
  /// at `depth` when `previous` is ``noSlot``), when the bytes from `start` spell it and a quote
  /// closes it there.
  @inline(__always)
  func predictedKey(
    after previous: Int, depth: Int, in bytes: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> (slot: Int, length: Int, text: String)? {
    let slot =
      previous == Self.noSlot ? (depth < Self.predictedDepths ? firstKeys[depth] : Self.noSlot) : entries[previous].next
    guard slot != Self.noSlot else { return nil }
    let entry = entries + slot
    let length = entry.pointee.length
    let base = bytes.baseAddress!
    guard start &+ length < bytes.count, base[start &+ length] == UInt8(ascii: "\""),
      Self.equal(base + entry.pointee.start, base + start, length)
    else { return nil }
    return (slot, length, entry.pointee.text)
  }

  /// Remembers that the key in `slot` followed the key in slot `previous` (or came first in an
  /// object at `depth`).
  @inline(__always)
  func learn(_ slot: Int, after previous: Int, depth: Int) {
    if previous != Self.noSlot {
      entries[previous].next = slot
    } else if depth < Self.predictedDepths {
      firstKeys[depth] = slot
    }
  }

  /// The slot and text of the key that `bytes[start..<end]` spell: plain ASCII, no longer than
  /// ``longestKey``.
  func key(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (slot: Int, text: String) {
    let base = bytes.baseAddress!
    let length = end - start
    let slot = Self.slot(base + start, length)
    let entry = entries + slot
    if entry.pointee.length == length, Self.equal(base + entry.pointee.start, base + start, length) {
      return (slot, entry.pointee.text)
    }
    let text = String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
    entry.pointee = Entry(start: start, length: length, text: text, next: Self.noSlot)
    return (slot, text)
  }

  /// Whether the `length` bytes at `first` and `second` are the same: a word at a time, as a
  /// short key's call to `memcmp` costs more than the comparison.
  @inline(__always)
  private static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    let one = UnsafeRawPointer(first)
    let other = UnsafeRawPointer(second)
    var offset = 0
    while offset &+ 8 <= length {
      if one.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset &+= 8
    }
    while offset < length {
      if first[offset] != second[offset] { return false }
      offset &+= 1
    }
    return true
  }

  /// A slot from the key's first and last eight bytes (fewer when it is shorter) and its length.
  private static func slot(_ key: UnsafePointer<UInt8>, _ length: Int) -> Int {
    var mixed = UInt64(truncatingIfNeeded: length)
    if length >= 8 {
      let raw = UnsafeRawPointer(key)
      mixed ^= raw.loadUnaligned(as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15
      mixed ^= raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self) &* 0xC2B2_AE3D_27D4_EB4F
    } else {
      var packed: UInt64 = 0
      for offset in 0..<length { packed = packed << 8 | UInt64(key[offset]) }
      mixed ^= packed &* 0x9E37_79B9_7F4A_7C15
    }
    mixed ^= mixed >> 31
    mixed = mixed &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotBits))
  }
}
