import FixtureEngine
import Foundation
import WorkbenchContext

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one payload a command-line argument names: a file, standard input, a URL, or a workspace
/// fixture.
enum PayloadArgument {
  case file(String)
  case standardInput
  case url(URL)
  case fixture(FixtureFile)

  /// The source a positional argument names: `-`, an `http(s)://` URL, or a file path.
  init(argument: String) {
    if argument == "-" {
      self = .standardInput
    } else if let url = URL(string: argument), ["http", "https"].contains(url.scheme?.lowercased() ?? "") {
      self = .url(url)
    } else {
      self = .file(argument)
    }
  }

  /// How messages name the source.
  var name: String {
    switch self {
    case .file(let path): path
    case .standardInput: "<stdin>"
    case .url(let url): url.absoluteString
    case .fixture(let fixture): fixture.path
    }
  }

  /// The payload bytes. A URL goes through the context's HTTP client (URLSession behind the error
  /// mapper when live), so a non-2xx status or a timeout arrives as a typed error.
  func load(_ context: AppContext) async throws -> Data {
    let data: Data =
      switch self {
      case .file(let path): try context.readPayload(path)
      case .fixture(let fixture): try context.readPayload(fixture.path)
      case .standardInput: try context.readStandardInput()
      case .url(let url): try await context.httpClient.load(try request(url, context)).0
      }
    try context.checkPayloadSize(data)
    return data
  }

  /// A GET of `url` that gives up after the context's ``RequestTimeout``.
  private func request(_ url: URL, _ context: AppContext) throws -> URLRequest {
    var request = URLRequest(url: url)
    // Set after init: FoundationNetworking ignores the initializer's timeoutInterval argument.
    request.timeoutInterval = try RequestTimeout(context).seconds
    return request
  }
}
