import Foundation
import HTTPTestSupport
import Testing

/// `workbench inspect URL` against a real server on 127.0.0.1 that fails or does not answer:
/// a clear message naming the URL, and exit status 2.
@Suite(.serialized)
struct URLPayloadBinaryTests {
  let binary = WorkbenchBinaryTests()
  static let inspectPokemon = ["--workspace", "Pokedex", "--model", "Pokemon"]

  @Test func aServerErrorExitsTwoWithTheStatusAndTheBody() throws {
    let server = try LocalHTTPServer(routes: ["/pokemon/6": .init(status: 500, body: "database on fire")])
    defer { server.stop() }
    let url = server.url("/pokemon/6").absoluteString
    let run = try binary.run(["inspect", url] + Self.inspectPokemon)
    #expect(run.status == 2)
    #expect(
      run.errors
        == "workbench inspect: \(url): the server answered HTTP 500 (Internal Server Error), body: database on fire\n")
    #expect(run.output.isEmpty)
  }

  @Test func aServerThatDoesNotAnswerInTimeExitsTwoAndSaysHowToWaitLonger() throws {
    let server = try LocalHTTPServer(routes: ["/slow": .init(status: 200, body: "{}", delay: 4)])
    defer { server.stop() }
    let url = server.url("/slow").absoluteString
    let started = Date()
    let run = try binary.run(["inspect", url] + Self.inspectPokemon, environment: ["WORKBENCH_TIMEOUT": "1"])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "workbench inspect: \(url): no answer before the request timed out; check that the server is up, or raise the timeout; it waited 1 s; to wait longer set WORKBENCH_TIMEOUT=SECONDS\n"
    )
    #expect(Date().timeIntervalSince(started) < 3.5, "the request should give up after about a second")
  }

  @Test func aTimeoutThatIsNotANumberOfSecondsIsRefused() throws {
    let run = try binary.run(
      ["inspect", "http://127.0.0.1:9/x"] + Self.inspectPokemon, environment: ["WORKBENCH_TIMEOUT": "0.1"])
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "WORKBENCH_TIMEOUT=0.1 is not a timeout; write seconds, at least 1, e.g. WORKBENCH_TIMEOUT=60"), "\(run.errors)"
    )
  }
}
