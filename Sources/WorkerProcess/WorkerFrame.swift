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
}
