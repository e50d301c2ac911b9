import Foundation
import WorkerProcess

// A worker for RestartingWorker's tests: each request is a command, as model code might behave.
WorkerServer.serve { request in
  let command = String(decoding: request, as: UTF8.self)
  switch command {
  case "trap":
    precondition(command.isEmpty, "station ids are never empty")
  case "fatal":
    fatalError("unknown kind \"poll\"")
  case "hang":
    while true { sleep(60) }
  case "print":
    print("model code printing to standard output")
    return Data("answered after printing".utf8)
  case "exit":
    exit(3)
  case "pid":
    return Data(String(getpid()).utf8)
  case "pipes":
    #if os(Linux)
      // F_GETPIPE_SZ of standard input and of the answers' pipe: the server keeps the original
      // standard output as descriptor 3, the first free one, and points 1 at standard error.
      return Data("\(fcntl(0, 1032)) \(fcntl(3, 1032))".utf8)
    #else
      return Data("unknown".utf8)
    #endif
  case let asked where asked.hasPrefix("env "):
    return Data((ProcessInfo.processInfo.environment[String(asked.dropFirst(4))] ?? "unset").utf8)
  default:
    break
  }
  return request
}
