import Foundation
import Testing

@testable import WorkerProcess

#if canImport(Glibc)
  import Glibc
#endif

/// The tail of a worker's standard error: its last 64 KiB, whether the worker wrote a little or
/// thousands of short lines (as its notes are) adding up to far more.
struct StandardErrorTailTests {
  static func written(_ lines: Int) throws -> String {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    let tail = StandardErrorTail(reading: fds[0])
    for line in 0..<lines {
      let text = "note \(line): decoding a model\n"
      _ = text.withCString { write(fds[1], $0, strlen($0)) }
    }
    close(fds[1])
    return tail.text(waitingUpTo: .seconds(10))
  }

  @Test func aLittleIsKeptWhole() throws {
    let text = try Self.written(3)
    #expect(text == "note 0: decoding a model\nnote 1: decoding a model\nnote 2: decoding a model\n")
  }

  @Test func manyShortLinesKeepTheLast64KiB() throws {
    let lines = 40_000
    let text = try Self.written(lines)
    #expect(text.utf8.count == 1 << 16)
    #expect(text.hasSuffix("note \(lines - 1): decoding a model\n"))
    #expect(text.contains("note \(lines - 2000): decoding a model\n"))
    #expect(!text.contains("note \(lines - 3000): decoding a model\n"))
  }
}
