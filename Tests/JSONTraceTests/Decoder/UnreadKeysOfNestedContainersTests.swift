import Foundation
import JSONCore
import Testing

@testable import JSONTrace

/// A key left unread in an object the model reads through a container it opens itself
/// (`nestedContainer`, in a keyed or an unkeyed container) is unread, as under a nested type.
struct UnreadKeysOfNestedContainersTests {
  /// Flattens `details.title` and each `tags[].name` into its own properties.
  struct Post: Decodable {
    var title: String
    var tags: [String]

    enum CodingKeys: String, CodingKey { case details, tags }
    enum DetailKeys: String, CodingKey { case title, inner }
    enum TagKeys: String, CodingKey { case name }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let details = try container.nestedContainer(keyedBy: DetailKeys.self, forKey: .details)
      title = try details.decode(String.self, forKey: .title)
      _ = try details.nestedContainer(keyedBy: TagKeys.self, forKey: .inner)
      var list = try container.nestedUnkeyedContainer(forKey: .tags)
      var tags: [String] = []
      while !list.isAtEnd {
        tags.append(try list.nestedContainer(keyedBy: TagKeys.self).decode(String.self, forKey: .name))
      }
      self.tags = tags
    }
  }

  @Test func keysUnderContainersTheModelOpensAreUnreadWhereItLeavesThem() throws {
    let payload = try JSONParser.parse(
      Data(
        #"""
        {"details": {"title": "T", "subtitle": "S", "inner": {"name": "n", "note": 1}},
         "tags": [{"name": "a", "color": "red"}, {"name": "b"}], "extra": true}
        """#.utf8))
    let trace = TracingDecoder.trace(Post.self, from: payload).trace
    #expect(trace.failures.isEmpty)
    #expect(
      Set(trace.unreadKeys) == [
        JSONPath("extra"), JSONPath("details.subtitle"), JSONPath("details.inner.name"),
        JSONPath("details.inner.note"), JSONPath("tags[0].color"),
      ])
  }
}
