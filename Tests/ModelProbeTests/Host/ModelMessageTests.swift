import Foundation
import JSONFragment
import Testing

@testable import ModelProbe

/// A request and its payload share one frame: the payload first, read where it lies.
struct ModelMessageTests {
  let request = ModelRequest.inspect(
    ModelAddress(workspace: "Weather", model: "Reading"), comparisonLimit: 20, dates: nil, learned: nil,
    listing: .needingAttention)

  @Test(arguments: ["", "{}", "{\"a\": 1}\n\n42", String(repeating: "7\n", count: 5_000)])
  func aRequestAndItsPayloadReadBackAsTheyWereSent(payload: String) throws {
    let message = ModelMessage.request(request, payload: Data(payload.utf8))
    let (read, bytes) = try ModelMessage.readRequest(message)
    #expect(try sorted(read) == sorted(request))
    #expect(bytes == Data(payload.utf8))
    #expect(bytes.startIndex == 0)
  }

  @Test func thePartsAreTheFrameInOrder() throws {
    let parts = ModelMessage.requestParts(request, payload: Data("[1, 2]".utf8))
    #expect(parts.first == Data("[1, 2]".utf8))
    let (read, bytes) = try ModelMessage.readRequest(parts.reduce(into: Data()) { $0.append($1) })
    #expect(try sorted(read) == sorted(request))
    #expect(bytes == Data("[1, 2]".utf8))
  }

  /// The request as JSON with its keys sorted, to compare two requests.
  private func sorted(_ request: ModelRequest) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(request)
  }

  @Test func aPayloadReadFromThePartOfABufferStartsAtZero() throws {
    let framed = Data("xx".utf8) + ModelMessage.request(request, payload: Data("[true]".utf8))
    let (_, bytes) = try ModelMessage.readRequest(framed[2...])
    #expect(bytes == Data("[true]".utf8))
    #expect(bytes.startIndex == 0)
  }

  @Test(arguments: ["", "no request here", "{}\n99", "{}\n-1"])
  func aFrameThatIsNoRequestIsRefused(text: String) {
    #expect(throws: (any Error).self) { try ModelMessage.readRequest(Data(text.utf8)) }
  }
}
