import Foundation
import Testing

/// The installed `workbench` in a package written like a code-hosting API's client
/// (``RestClientPackageSample``), with no configuration: every fixture goes to its type (arrays,
/// nested types by their path, names that are no type's), the broken one is the only one broken,
/// lint and `inspect` agree, and a bare name several nested types have is refused with them.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct RestClientPackageTests {
  typealias Sample = RestClientPackageSample
  /// How the first line names the decoder found; the counts of fixtures that decode with and
  /// without it follow.
  static let decoderLine = "decoder: APIClient.defaultJSONDecoder, found in the package; "

  @Test(.timeLimit(.minutes(20)))
  func everyShapeARestClientSendsFindsItsTypeWithNoConfiguration() throws {
    try Sample.prepare()
    // The first run builds the package and its launcher, and says so on standard error.
    let text = try Sample.workbench("lint")
    #expect(text.status == 1, "\(text.output.suffix(3000))")
    #expect(text.output.contains("10 fixtures: 9 as expected, 1 broken"), "\(text.output.suffix(3000))")
    // The client's own decoder, found with no configuration, reads the tickets' dates: it decodes
    // more of the package's fixtures than the default, so every model is decoded by it.
    #expect(text.output.contains(Self.decoderLine), "\(text.output.suffix(3000))")
    // A file's dates are in a form no decoder of the package reads: the form that does is used.
    #expect(
      text.output.contains("dates: yyyy-MM-dd HH:mm:ss, the form the fixtures' dates are in, for File"),
      "\(text.output.suffix(3000))")
    // A review's dates are in the form of the package's own formatter, which it names.
    #expect(
      text.output.contains("dates: dd/MM/yyyy HH:mm, the form of DateFormatter.reviews, for Review"),
      "\(text.output.suffix(3000))")

    let lint = try Sample.workbench("lint", "--format", "json")
    let report = try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any]
    let files = try #require(report?["fixtures"] as? [[String: Any]], "\(lint.output.suffix(3000))")
    #expect(files.count == Sample.expected.count)
    for file in files {
      let name = URL(fileURLWithPath: file["file"] as? String ?? "").lastPathComponent
      let expected = try #require(Sample.expected[name], "\(name)")
      #expect(file["model"] as? String == expected.model, "\(name): \(file)")
      #expect(file["assignment"] as? String == expected.assignment, "\(name): \(file)")
      #expect(file["namedLike"] as? String == expected.namedLike, "\(name): \(file)")
      #expect((file["status"] as? String == "as expected") == expected.decodes, "\(name): \(file)")
    }

    // Inspect without --model gives each fixture to the model lint gives it, and nearly every
    // value it decodes maps to the property it feeds.
    var values = 0
    var unmapped: [String] = []
    for (name, expected) in Sample.expected.sorted(by: { $0.key < $1.key }) {
      let inspected = try Sample.workbench("inspect", "\(Sample.fixtures)/\(name)")
      let counts = inspected.output.split(separator: "\n").first { $0.hasPrefix("comparison: ") }?.split(separator: " ")
      values += counts.flatMap { $0.count > 3 ? Int($0[3]) : nil } ?? 0
      unmapped += inspected.output.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { "\(name): \($0)" }
      var lines = inspected.output.split(separator: "\n").map(String.init)
      // A list of plain values is decoded as JSONDecoder decodes it: it names no decoder.
      if !["File", "Review", "[String]"].contains(expected.model) {
        #expect(lines.first?.hasPrefix(Self.decoderLine) == true, "\(name): \(lines)")
        lines.removeFirst()
      }
      if expected.model == "File" {
        #expect(lines.first == "dates: yyyy-MM-dd HH:mm:ss, the form the fixtures' dates are in", "\(name): \(lines)")
        lines.removeFirst()
      }
      if expected.model == "Review" {
        #expect(lines.first == "dates: dd/MM/yyyy HH:mm, the form of DateFormatter.reviews", "\(name): \(lines)")
        lines.removeFirst()
      }
      let first = lines.first ?? ""
      #expect(first.hasPrefix("model by \(expected.assignment): \(expected.model)"), "\(name): \(first)")
      #expect(inspected.output.contains("verdict: decodes") == expected.decodes, "\(name): \(inspected.output)")
      #expect(!inspected.output.contains("  FAIL"), "\(name): \(inspected.output)")
    }

    #expect(values > 30)
    #expect(Double(values - unmapped.count) / Double(values) >= 0.98, "\(values) values; unmapped: \(unmapped)")

    // An array is a model by its name, and every element is compared.
    let list = try Sample.workbench("inspect", "\(Sample.fixtures)/tickets.json", "--model", "[Ticket]")
    #expect(list.status == 0, "\(list.output)")
    #expect(list.output.contains("comparison: 9 of 9 values match the model"), "\(list.output)")

    // A bare name finds the one type of that name; one that several nested types have is refused.
    let note = try Sample.workbench("schema", "--model", "Note")
    #expect(note.output.hasPrefix("RestKit > Note\n"), "\(note.output)")
    let state = try Sample.workbench("schema", "--model", "State")
    #expect(state.status == 2, "\(state.output)")
    for qualified in ["Ticket.State", "Review.State", "Change.State"] {
      #expect(state.output.contains(qualified), "\(state.output)")
    }
    #expect(state.output.contains("is ambiguous"), "\(state.output)")
  }
}
