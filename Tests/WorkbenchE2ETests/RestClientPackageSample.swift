import Foundation

/// A user's package written the way a code-hosting API's client is, with no configuration file:
/// `open class` models, nested types that share names with top-level ones (`Change.File` beside
/// `File`, `Review.Note` beside `Note`, three `State` enums), list endpoints whose fixtures are
/// top-level arrays (`tickets.json` is `[Ticket]`), snake_case fixture names that are not type
/// names (`user_projects.json` is `[Project]` by its last word, `ticket_note.json` is `Note` by
/// fit, its name beginning as `Ticket`'s), and one fixture that
/// really is broken; dates only its own `static let defaultJSONDecoder` reads, and dates in a form
/// no decoder of it reads. It lives in `.build/rest-client-package`.
enum RestClientPackageSample {
  static let root = TmuxSession.packageRoot
  static let folder = root.appendingPathComponent(".build/rest-client-package")
  static let fixtures = "Tests/RestKitTests/Fixtures"
  static let installFolder = root.appendingPathComponent(".build/rest-client-package-bin")
  static var installed: String { installFolder.appendingPathComponent("workbench").path }

  /// Each fixture: the model it is for, how lint finds it, the model its name proposed when the
  /// fit chose another, and whether it decodes.
  struct Expected {
    var model: String
    var assignment: String
    var namedLike: String? = nil
    var decodes = true
  }

  static let expected: [String: Expected] = [
    "ticket.json": Expected(model: "Ticket", assignment: "name"),
    "tickets.json": Expected(model: "[Ticket]", assignment: "name"),
    "ticket_note.json": Expected(model: "Note", assignment: "fit", namedLike: "Ticket"),
    "user_projects.json": Expected(model: "[Project]", assignment: "name"),
    "change_file.json": Expected(model: "Change.File", assignment: "name"),
    "file.json": Expected(model: "File", assignment: "name"),
    "review_notes.json": Expected(model: "[Review.Note]", assignment: "name"),
    "review.json": Expected(model: "Review", assignment: "name"),
    "labels.json": Expected(model: "[String]", assignment: "fit"),
    "ticket-without-title.json": Expected(model: "Ticket", assignment: "name", decodes: false),
  ]

  static let payloads = [
    "ticket.json":
      #"{"id": 1, "title": "Crash", "state": "opened", "labels": ["bug"], "created_at": "2024-05-01T12:00:00Z"}"#,
    "tickets.json": """
    [{"id": 1, "title": "Crash", "state": "opened", "labels": ["bug"], "created_at": "2024-05-01T12:00:00Z"},
     {"id": 2, "title": "Typo", "state": "closed", "labels": [], "created_at": "2024-05-02T08:30:00Z"}]
    """,
    "ticket_note.json": #"{"id": 5, "body": "Seen it too", "author": "ana"}"#,
    "user_projects.json": #"[{"id": 7, "name": "api", "path_with_namespace": "team/api"}]"#,
    "change_file.json": #"{"path": "Sources/App.swift", "additions": 3}"#,
    "file.json": #"{"name": "README.md", "size": 120, "modified_at": "2024-05-01 12:00:00"}"#,
    "review_notes.json": #"[{"id": 1, "comment": "nit", "line": 4}, {"id": 2, "comment": "ok", "line": 9}]"#,
    "review.json": #"{"id": 3, "state": "approved", "notes": [], "submitted_at": "01/05/2024 12:00"}"#,
    "labels.json": #"["bug", "ui", "needs triage"]"#,
    "ticket-without-title.json": #"{"id": 9, "state": "opened", "labels": [], "created_at": "2024-05-03T09:00:00Z"}"#,
  ]

  static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "RestClient",
      products: [.library(name: "RestKit", targets: ["RestKit"])],
      targets: [.target(name: "RestKit")]
    )

    """

  static let models = """
    import Foundation

    public enum APIClient {
      /// The client's own decoder: dates in RFC 3339, which the default decoder does not read.
      public static let defaultJSONDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
      }()
    }

    open class Ticket: Decodable {
      public enum State: String, Decodable, Sendable { case opened, closed }
      public let id: Int
      public let title: String
      public let state: State
      public let labels: [String]
      public let createdAt: Date

      enum CodingKeys: String, CodingKey {
        case id, title, state, labels
        case createdAt = "created_at"
      }
    }

    public struct Note: Decodable, Sendable {
      public let id: Int
      public let body: String
      public let author: String
    }

    public struct Review: Decodable, Sendable {
      public struct Note: Decodable, Sendable {
        public let id: Int
        public let comment: String
        public let line: Int
      }
      public enum State: String, Decodable, Sendable { case pending, approved }
      public let id: Int
      public let state: State
      public let notes: [Note]
      public let submittedAt: Date

      enum CodingKeys: String, CodingKey {
        case id, state, notes
        case submittedAt = "submitted_at"
      }

      /// How the client decodes a review: its own formatter, made once, inside a function.
      public static func decode(data: Data) throws -> Review {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(.reviews)
        return try decoder.decode(Review.self, from: data)
      }
    }

    extension DateFormatter {
      static let reviews: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "dd/MM/yyyy HH:mm"
        return formatter
      }()
    }

    public struct Change: Decodable, Sendable {
      public struct File: Decodable, Sendable {
        public let path: String
        public let additions: Int
      }
      public enum State: String, Decodable, Sendable { case open, merged }
      public let id: Int
      public let state: State
      public let files: [File]
    }

    public struct File: Decodable, Sendable {
      public let name: String
      public let size: Int
      public let modifiedAt: Date

      enum CodingKeys: String, CodingKey {
        case name, size
        case modifiedAt = "modified_at"
      }
    }

    /// Reached by a username or an email: either may be missing, not both.
    public struct Assignee: Decodable, Sendable {
      public let id: Int
      public let username: String?
      public let email: String?

      enum CodingKeys: String, CodingKey { case id, username, email }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        username = try container.decodeIfPresent(String.self, forKey: .username)
        email = try container.decodeIfPresent(String.self, forKey: .email)
        guard username != nil || email != nil else {
          throw DecodingError.dataCorruptedError(
            forKey: .email, in: container, debugDescription: "an assignee is reached by a username or an email")
        }
      }
    }

    public struct Project: Decodable, Sendable {
      public let id: Int
      public let name: String
      public let pathWithNamespace: String

      enum CodingKeys: String, CodingKey {
        case id, name
        case pathWithNamespace = "path_with_namespace"
      }
    }

    """

  /// Writes the package (only files whose text changed) and the installed binary beside it.
  static func prepare() throws {
    try SamplePackageFiles.write(manifest, to: "Package.swift", in: folder)
    try SamplePackageFiles.write(models, to: "Sources/RestKit/Models.swift", in: folder)
    for (name, text) in payloads { try SamplePackageFiles.write(text + "\n", to: "\(fixtures)/\(name)", in: folder) }
    try SamplePackageFiles.installWorkbench(in: installFolder)
  }

  /// The installed workbench, run in this package: standard output and error together.
  static func workbench(_ arguments: String...) throws -> (status: Int32, output: String) {
    try OwnPackageSample.run(installed, arguments, in: folder)
  }
}
