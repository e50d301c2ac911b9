import Foundation

/// How requests and answers travel between the workbench and its worker: the byte count in ASCII
/// digits, a newline, then that many bytes. Payloads of any size and content pass unchanged.
enum WorkerFrame {
  /// The largest frame either side accepts: far above any payload the workbench reads.
  static let maximumLength = 1 << 31

  /// What goes before `message` on the pipe; the message follows as it is, never copied into
  /// one buffer with its header (a payload may be tens of MB).
  static func header(of message: Data) -> Data {
    header(ofLength: message.count)
  }

  /// What goes before a message of `length` bytes on the pipe.
  static func header(ofLength length: Int) -> Data {
    Data("\(length)\n".utf8)
  }

  /// Takes one whole frame off the front of `buffer`, or returns nil while it is incomplete.
  static func take(from buffer: inout Data) throws(WorkerFailure) -> Data? {
    guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else {
      if buffer.count > 20 { throw .brokenAnswer("a frame header longer than 20 bytes") }
      return nil
    }
    let header = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
    guard let length = Int(header), length >= 0, length <= maximumLength else {
      throw .brokenAnswer("a frame header that is not a length: \(header.prefix(20))")
    }
    let start = newline + 1
    guard buffer.endIndex - start >= length else {
      // The rest of the frame is read into room made for all of it at once.
      buffer.reserveCapacity(start - buffer.startIndex + length)
      return nil
    }
    guard start + length == buffer.endIndex else {
      let message = Data(buffer[start..<start + length])
      buffer = Data(buffer[(start + length)...])
      return message
    }
    // The frame is all that was read (a request is answered before the next is sent): its
    // header is moved out of the way in place, and the message keeps the buffer's storage.
    var message = buffer
    buffer = Data()
    message.removeSubrange(message.startIndex..<start)
    return message
  }
}
