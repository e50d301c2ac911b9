import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worker's side of ``RestartingWorker``: reads framed requests from standard input and writes
/// framed answers, one at a time, until standard input closes.
public enum WorkerServer {
  /// Serves requests with `answer`. Standard output is kept for the answers alone: what model code
  /// prints goes to standard error.
  public static func serve(_ answer: (Data) -> Data) {
    let answers = dup(1)
    dup2(2, 1)
    var buffer = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      do {
        while let request = try WorkerFrame.take(from: &buffer) {
          let answered = answer(request)
          guard write(WorkerFrame.header(of: answered), to: answers), write(answered, to: answers) else { return }
        }
      } catch {
        FileHandle.standardError.write(Data("workbench worker: \(error)\n".utf8))
        return
      }
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }

  private static func write(_ data: Data, to fd: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }
}
