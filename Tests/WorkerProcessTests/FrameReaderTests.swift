import Foundation
import Testing

@testable import WorkerProcess

/// Frames read off a stream however its bytes arrive: in reads of any size, several frames in one
/// read, reads that bring nothing, and a stream that ends early or holds no length.
struct FrameReaderTests {
  /// A stream over `bytes` that hands out at most `sizes[i]` bytes at its i-th read (cycling),
  /// and nothing every `idleEvery`-th read.
  struct Stream {
    let bytes: [UInt8]
    var sizes: [Int]
    var idleEvery = 0
    var offset = 0
    var reads = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> FrameReader.Read {
      reads += 1
      if idleEvery > 0 && reads % idleEvery == 0 { return .nothing }
      guard offset < bytes.count else { return .end }
      let count = min(buffer.count, sizes[reads % sizes.count], bytes.count - offset)
      buffer.copyBytes(from: bytes[offset..<offset + count])
      offset += count
      return .bytes(count)
    }
  }

  static func framed(_ messages: [[UInt8]]) -> [UInt8] {
    messages.flatMap { Array(WorkerFrame.header(ofLength: $0.count)) + $0 }
  }

  static func readAll(_ stream: inout Stream) throws(WorkerFailure) -> [[UInt8]] {
    var reader = FrameReader()
    var messages: [[UInt8]] = []
    while let message = try reader.next(reading: { stream.read(into: $0) }) {
      messages.append(Array(message))
    }
    return messages
  }

  static let messages: [[UInt8]] = [
    Array("first".utf8), [], Array(repeating: 7, count: 300_000), Array("{\"a\":\n1}".utf8), [10, 10, 10],
  ]

  @Test(arguments: [[1], [3, 1, 7], [64], [1 << 16], [1 << 20], [5, 200_000]])
  func framesArriveWholeWhateverTheReadSizes(sizes: [Int]) throws {
    var stream = Stream(bytes: Self.framed(Self.messages), sizes: sizes, idleEvery: 5)
    #expect(try Self.readAll(&stream) == Self.messages)
  }

  @Test func aLargeMessageIsReadIntoItsOwnMemory() throws {
    let large = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    var stream = Stream(bytes: Self.framed([large, Array("after".utf8)]), sizes: [1 << 16, 1 << 20])
    let read = try Self.readAll(&stream)
    #expect(read.count == 2)
    #expect(read.first == large)
    #expect(read.last == Array("after".utf8))
  }

  @Test func aStreamThatEndsInsideAMessageIsABrokenAnswer() {
    var stream = Stream(bytes: Array("10\nshort".utf8), sizes: [4])
    #expect(throws: WorkerFailure.brokenAnswer("the stream ended 5 bytes before its frame did")) {
      try Self.readAll(&stream)
    }
  }

  @Test func aStreamThatEndsInsideAHeaderIsABrokenAnswer() {
    var stream = Stream(bytes: Self.framed([Array("ok".utf8)]) + Array("12".utf8), sizes: [3])
    #expect(throws: WorkerFailure.brokenAnswer("the stream ended inside a frame's header")) {
      try Self.readAll(&stream)
    }
  }

  @Test func aHeaderThatIsNoLengthIsABrokenAnswer() {
    var notANumber = Stream(bytes: Array("twelve\nabc".utf8), sizes: [64])
    #expect(throws: WorkerFailure.brokenAnswer("a frame header that is not a length: twelve")) {
      try Self.readAll(&notANumber)
    }
    var endless = Stream(bytes: Array(repeating: UInt8(ascii: "1"), count: 40), sizes: [8])
    #expect(throws: WorkerFailure.brokenAnswer("a frame header longer than 20 bytes")) {
      try Self.readAll(&endless)
    }
  }

  @Test func whatTheReadThrowsIsThrown() {
    var reader = FrameReader()
    var calls = 0
    #expect(throws: WorkerFailure.timedOut(seconds: 1)) {
      _ = try reader.next { (buffer) throws(WorkerFailure) -> FrameReader.Read in
        calls += 1
        guard calls == 1 else { throw .timedOut(seconds: 1) }
        buffer.copyBytes(from: Array("100\nabc".utf8))
        return .bytes(7)
      }
    }
  }
}
