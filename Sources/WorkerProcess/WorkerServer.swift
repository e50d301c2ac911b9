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
    var reader = FrameReader()
    while true {
      let request: Data?
      do {
        request = try reader.next { (buffer) throws(WorkerFailure) -> FrameReader.Read in
          let count = read(0, buffer.baseAddress, buffer.count)
          if count < 0 && errno == EINTR { return .nothing }
          return count > 0 ? .bytes(count) : .end
        }
      } catch {
        FileHandle.standardError.write(Data("workbench worker: \(error)\n".utf8))
        return
      }
      guard let request else { return }
      let answered = answer(request)
      guard write(WorkerFrame.header(of: answered), to: answers), write(answered, to: answers) else { return }
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
