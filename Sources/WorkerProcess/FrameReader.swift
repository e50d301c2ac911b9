import Foundation

/// Reads ``WorkerFrame``s off a stream. The header arrives with whatever the first read brings;
/// the rest of a message is read straight into memory made for all of it, so a payload of tens of
/// MB is copied once, by the kernel, and never moved again.
struct FrameReader {
  /// What one read gave: some bytes, nothing for now (interrupted, or waited in vain), or the end
  /// of the stream.
  enum Read {
    case bytes(Int)
    case nothing
    case end
  }

  /// Bytes read past the last frame taken: the start of the next one.
  private var pending = Data()
  /// Where a header is read, made at the first and kept for the next frames.
  private var chunk: [UInt8] = []
  private static let chunkSize = 1 << 16

  /// The next whole frame's message, reading with `read`, which fills the buffer it is handed;
  /// `nil` where the stream ends before a frame begins.
  /// - Throws: ``WorkerFailure/brokenAnswer(_:)`` for a header that is not a length, and whatever
  ///   `read` throws. A stream that ends inside a frame is ``WorkerFailure/brokenAnswer(_:)`` too.
  mutating func next(
    reading read: (UnsafeMutableRawBufferPointer) throws(WorkerFailure) -> Read
  ) throws(WorkerFailure) -> Data? {
    guard let length = try readHeader(read) else { return nil }
    if pending.count >= length {
      let message = Data(pending.prefix(length))
      pending = Data(pending.dropFirst(length))
      return message
    }
    guard let memory = malloc(length) else { throw .brokenAnswer("no memory for a frame of \(length) bytes") }
    let message = UnsafeMutableRawBufferPointer(start: memory, count: length)
    let carried = pending.count
    pending.copyBytes(to: message.bindMemory(to: UInt8.self))
    pending = Data()
    var filled = carried
    while filled < length {
      let outcome: Read
      do {
        outcome = try read(UnsafeMutableRawBufferPointer(rebasing: message[filled...]))
      } catch {
        free(memory)
        throw error
      }
      switch outcome {
      case .bytes(let count): filled += count
      case .nothing: continue
      case .end:
        free(memory)
        throw .brokenAnswer("the stream ended \(length - filled) bytes before its frame did")
      }
    }
    return Data(bytesNoCopy: memory, count: length, deallocator: .free)
  }

  /// The length the next frame's header gives, the header taken off `pending`; `nil` at the end
  /// of the stream before any byte of a frame.
  private mutating func readHeader(
    _ read: (UnsafeMutableRawBufferPointer) throws(WorkerFailure) -> Read
  ) throws(WorkerFailure) -> Int? {
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let header = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        guard let length = Int(header), length >= 0, length <= WorkerFrame.maximumLength else {
          throw .brokenAnswer("a frame header that is not a length: \(header.prefix(20))")
        }
        pending = Data(pending[(newline + 1)...])
        return length
      }
      if pending.count > 20 { throw .brokenAnswer("a frame header longer than 20 bytes") }
      if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: Self.chunkSize) }
      let outcome = chunk.withUnsafeMutableBytes { buffer in
        Result { () throws(WorkerFailure) in try read(buffer) }
      }
      switch try outcome.get() {
      case .bytes(let count): pending.append(contentsOf: chunk[0..<count])
      case .nothing: continue
      case .end:
        guard pending.isEmpty else { throw .brokenAnswer("the stream ended inside a frame's header") }
        return nil
      }
    }
  }
}
