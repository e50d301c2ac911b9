import FixtureEngine
import Foundation
import Testing

@testable import FixtureLint
@testable import FixtureWorkbench

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `workbench lint --format junit`: a JUnit XML report as CI servers read it (the element and
/// attribute names of the JUnit schema Jenkins and GitLab accept): one test case per fixture, a
/// broken fixture's errors as its failure; the exit status stays lint's.
struct LintJUnitTests {
  /// The elements of a document with their attributes and text, in order.
  final class Elements: NSObject, XMLParserDelegate {
    var found: [(name: String, attributes: [String: String], text: String)] = []
    private var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      open.append(found.count)
      found.append((name, attributes, ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let last = open.last { found[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      open.removeLast()
    }
  }

  func parse(_ text: String) throws -> [(name: String, attributes: [String: String], text: String)] {
    let elements = Elements()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = elements
    try #require(parser.parse(), "well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")\n\(text)")
    return elements.found
  }

  @Test func everyFixtureIsATestCaseAndABrokenOneFails() throws {
    let sandbox = Sandbox(files: LintCommandTests.files)
    var context = sandbox.context
    context.currentDirectory = "/ws"
    let status = LintRun.run(
      workspace: "places", format: .junit, record: false, listingUnread: true,
      workbench: Workbench(registry: WorkspaceRegistry([LintCommandTests.workspace]), context: context))
    #expect(status == .failure)
    let elements = try parse(sandbox.outputText)
    let allowed: [String: Set<String>] = [
      "testsuites": ["name", "tests", "failures", "errors"],
      "testsuite": ["name", "tests", "failures", "errors", "skipped"],
      "testcase": ["name", "classname", "file"],
      "failure": ["message", "type"], "error": ["message", "type"], "system-out": [],
    ]
    for element in elements {
      let names = try #require(allowed[element.name], "\(element.name) is a JUnit element")
      #expect(Set(element.attributes.keys).isSubset(of: names), "\(element.name): \(element.attributes)")
    }
    let cases = elements.filter { $0.name == "testcase" }
    #expect(cases.count == 7)
    let suite = try #require(elements.first { $0.name == "testsuite" })
    #expect(suite.attributes["tests"] == "7")
    #expect(suite.attributes["failures"] == "4")
    let failures = elements.filter { $0.name == "failure" }
    #expect(failures.count == 4)
    #expect(
      failures.contains {
        $0.attributes["type"] == "broken"
          && $0.text.contains(
            #"Fixtures/location-renamed.json:1:1: error: no longer decodes: JSONDecoder stops at locationId"#)
      }, "\(failures)")
    #expect(
      elements.contains {
        $0.name == "system-out" && $0.text.contains("Fixtures/cvs.json:1:45: warning: open24h: the model never reads")
      })
  }

  @Test func markupAndControlsAreEscaped() throws {
    let text = "a<b & \"c\" 'd'\u{1B}[2J\nnext"
    let escaped = LintJUnit.escaped(text)
    #expect(escaped == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;\\u{1b}[2J&#10;next")
    let elements = try parse(#"<x a="\#(escaped)">\#(escaped)</x>"#)
    #expect(elements.first?.attributes["a"] == "a<b & \"c\" 'd'\\u{1b}[2J\nnext")
  }
}
