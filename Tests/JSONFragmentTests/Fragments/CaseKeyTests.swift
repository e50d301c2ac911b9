import Foundation
import JSONFragment
import Testing

/// A post decoded by its `type`: each case reads keys of its own, and `url` is read by two.
private enum Post: Decodable, Equatable {
  case image(url: URL, width: Int)
  case poll(question: String, options: [String], closes: String?)
  case link(url: URL, title: String)

  enum CodingKeys: String, CodingKey { case type, url, width, question, options, closes, title }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .type) {
    case "image":
      self = .image(
        url: try container.decode(URL.self, forKey: .url), width: try container.decode(Int.self, forKey: .width))
    case "poll":
      self = .poll(
        question: try container.decode(String.self, forKey: .question),
        options: try container.decode([String].self, forKey: .options),
        closes: try container.decodeIfPresent(String.self, forKey: .closes))
    default:
      self = .link(
        url: try container.decode(URL.self, forKey: .url), title: try container.decode(String.self, forKey: .title))
    }
  }
}

/// A struct holding such an enum in a property.
private struct Feed: Decodable, Equatable {
  var post: Post
}

private struct PostFragment: ModelJSONFragment {
  typealias Model = Post
  var type: Field<String> = "poll"
  var url: Field<URL> = .absent
  var width: Field<Int> = .absent
  var question: Field<String> = "Rain tomorrow?"
  var options: Field<[String]> = .value(["yes", "no"])
  var closes: Field<String> = .null
  var title: Field<String> = .absent

  static let keys: FragmentKeys<Self> = [
    .init("type", \.type),
    .init("url", \.url, inCases: [["image", "url"], ["link", "url"]]),
    .init("width", \.width, inCases: [["image", "width"]]),
    .init("question", \.question, inCases: [["poll", "question"]]),
    .init("options", \.options, inCases: [["poll", "options"]]),
    .init("closes", \.closes, inCases: [["poll", "closes"]]),
    .init("title", \.title, inCases: [["link", "title"]]),
  ]
}

private struct FeedPostFragment: ModelJSONFragment {
  typealias Model = Feed
  var title: Field<String> = "Weekly"
  static let keys: FragmentKeys<Self> = [.init("title", \.title, inCases: [["post", "link", "title"]])]
}

struct CaseKeyTests {
  private func decoded<Model: Decodable>(_ json: JSONValue, as type: Model.Type) throws -> Model {
    try JSONDecoder().decode(Model.self, from: Data(json.compactText.utf8))
  }

  private func verdicts(_ comparisons: [FieldComparison]) -> [String: FieldComparison.Verdict] {
    Dictionary(uniqueKeysWithValues: comparisons.map { ($0.path.description, $0.verdict) })
  }

  @Test func keysInsideTheSelectedCaseAreComparedAndTheOtherCasesKeysMatchAbsent() throws {
    let fragment = PostFragment()
    let post = try decoded(fragment.json, as: Post.self)
    let comparisons = fragment.compare(to: post, at: JSONPath())
    let verdicts = verdicts(comparisons)
    #expect(verdicts["question"] == .match)
    #expect(verdicts["options[0]"] == .match && verdicts["options[1]"] == .match, "\(comparisons)")
    #expect(verdicts["closes"] == .match)
    #expect(verdicts["url"] == .match && verdicts["title"] == .match)
    #expect(comparisons.first { $0.path == "title" }?.actual == "not read by case poll")
    #expect(PostFragment.compare(payload: fragment.json, to: post).allSatisfy { !$0.isMismatch })
  }

  @Test func aValueTheModelHoldsOtherwiseIsAMismatch() throws {
    let post = Post.poll(question: "Snow?", options: ["yes", "no"], closes: "friday")
    let comparisons = PostFragment().compare(to: post, at: JSONPath())
    let question = try #require(comparisons.first { $0.path == "question" })
    #expect(question.verdict == .mismatch)
    #expect(question.actual == #""Snow?""#)
    #expect(comparisons.first { $0.path == "closes" }?.verdict == .mismatch)
  }

  @Test func aModelInAnotherCaseIsAMismatchThatNamesTheCase() throws {
    var fragment = PostFragment()
    fragment.type = "link"
    fragment.url = .value(URL(string: "https://example.com")!)
    fragment.title = "Weekly"
    let link = try decoded(fragment.json, as: Post.self)
    // The payload says link; a poll's values compared against it are reported where they went.
    let comparisons = PostFragment().compare(to: link, at: JSONPath())
    let question = try #require(comparisons.first { $0.path == "question" })
    #expect(question.verdict == .mismatch)
    #expect(question.actual == "nothing at poll.question: the model is in case link")
    // A key two cases read is compared in the case the model is in.
    #expect(verdicts(fragment.compare(to: link, at: JSONPath()))["url"] == .match)
  }

  @Test func anEnumHeldByAPropertyIsReachedThroughIt() throws {
    let feed = Feed(post: .link(url: URL(string: "https://example.com")!, title: "Weekly"))
    #expect(verdicts(FeedPostFragment().compare(to: feed, at: JSONPath()))["title"] == .match)
    var other = FeedPostFragment()
    other.title = "Daily"
    #expect(verdicts(other.compare(to: feed, at: JSONPath()))["title"] == .mismatch)
  }

  @Test func aValueOfAnotherTypeSaysWhichTypeItIs() throws {
    struct WidthAsText: ModelJSONFragment {
      typealias Model = Post
      var width: Field<String> = "640"
      static let keys: FragmentKeys<Self> = [.init("width", \.width, inCases: [["image", "width"]])]
    }
    let image = Post.image(url: URL(string: "https://example.com/a.png")!, width: 640)
    let width = try #require(WidthAsText().compare(to: image, at: JSONPath()).first)
    #expect(width.verdict == .mismatch)
    #expect(width.actual == "640 (a Int, not a String)")
  }
}
