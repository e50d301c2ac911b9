import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: each route answers a fixed status and body,
/// optionally after a delay. It serves on its own thread until `stop()`.
public final class LocalHTTPServer: Sendable {
  public struct Route: Sendable {
    public var status: Int
    public var body: String
    public var delay: TimeInterval

    /// A route answering `status` and `body` after `delay` seconds.
    public init(status: Int, body: String, delay: TimeInterval = 0) {
      self.status = status
      self.body = body
      self.delay = delay
    }
  }

  private let routes: [String: Route]
  private let listener: Int32
  private let isStopped = Mutex(false)
  /// The port the server listens on.
  public let port: UInt16

  public init(routes: [String: Route]) throws {
    self.routes = routes
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EIO) }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socket, 16) == 0 else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    self.port = UInt16(bigEndian: address.sin_port)
    self.listener = socket
    let routesCopy = routes
    Thread.detachNewThread {
      while true {
        let connection = accept(socket, nil, nil)
        guard connection >= 0 else { return }
        Thread.detachNewThread { LocalHTTPServer.serve(connection, routes: routesCopy) }
      }
    }
  }

  /// The URL of `path` on this server.
  public func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  public func stop() {
    isStopped.withLock { isStopped in
      guard !isStopped else { return }
      isStopped = true
      shutdown(listener, Int32(SHUT_RDWR))
      close(listener)
    }
  }

  deinit { stop() }

  private static func serve(_ connection: Int32, routes: [String: Route]) {
    defer { close(connection) }
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.containsHeaderEnd {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return }
      request += buffer[0..<count]
    }
    let firstLine = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    let path = firstLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    let route = routes[path] ?? Route(status: 404, body: "no route \(path)")
    if route.delay > 0 { Thread.sleep(forTimeInterval: route.delay) }
    let body = Array(route.body.utf8)
    let head =
      "HTTP/1.1 \(route.status) Status\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    let response = Array(head.utf8) + body
    _ = response.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
  }
}

extension [UInt8] {
  fileprivate var containsHeaderEnd: Bool {
    guard count >= 4 else { return false }
    for index in 0...(count - 4)
    where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13 && self[index + 3] == 10 {
      return true
    }
    return false
  }
}
