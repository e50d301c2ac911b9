import Foundation
import Testing
import WorkbenchContext

struct PayloadSizeLimitTests {
  @Test(
    arguments: [
      ("1048576", 1_048_576), ("800K", 819_200), ("600m", 629_145_600), ("2G", 2_147_483_648), ("2GiB", 2_147_483_648),
      (" 64 MB ", nil), ("64MB", 67_108_864), ("12B", 12),
    ] as [(String, Int?)])
  func sizesAreBytesOrBinaryUnits(text: String, bytes: Int?) {
    #expect(PayloadSizeLimit.bytes(in: text) == bytes)
  }

  @Test(arguments: ["", "lots", "-5", "1.5G", "2T", "G", "99999999999999999999G"])
  func otherTextIsNotASize(text: String) {
    #expect(PayloadSizeLimit.bytes(in: text) == nil)
  }

  @Test func theLimitIs512MiBUnlessTheEnvironmentSaysOtherwise() throws {
    #expect(try PayloadSizeLimit(environment: [:]) == PayloadSizeLimit(bytes: 512 << 20))
    #expect(try PayloadSizeLimit(environment: ["WORKBENCH_MAX_PAYLOAD": ""]).description == "512 MiB")
    #expect(try PayloadSizeLimit(environment: ["WORKBENCH_MAX_PAYLOAD": "3G"]).bytes == 3 << 30)
    #expect(throws: PayloadSizeError.invalidSetting("much")) {
      try PayloadSizeLimit(environment: ["WORKBENCH_MAX_PAYLOAD": "much"])
    }
  }

  @Test func aFileOverTheLimitIsRefusedWithoutBeingRead() throws {
    let files = InMemoryFileSystem(["/big.json": Data(repeating: 0x20, count: 3000), "/small.json": Data("[]".utf8)])
    var context = AppContext.test(files: files, environment: ["WORKBENCH_MAX_PAYLOAD": "2K"])
    context.files.read = { path in
      Issue.record("\(path) was read")
      return Data()
    }
    #expect(throws: PayloadSizeError.tooLarge(size: 3000, limit: PayloadSizeLimit(bytes: 2048))) {
      try context.readPayload("/big.json")
    }
    let error = PayloadSizeError.tooLarge(size: 3000, limit: PayloadSizeLimit(bytes: 2048))
    #expect(
      error.description
        == "it is 2.9 KiB (3000 bytes), over the 2 KiB limit for payloads; to read it, raise the limit: WORKBENCH_MAX_PAYLOAD=1M"
    )
    #expect(
      PayloadSizeError.tooLarge(size: 3 << 30, limit: .standard).description.hasSuffix("WORKBENCH_MAX_PAYLOAD=4G"))
  }

  @Test func aFileWithinTheLimitIsRead() throws {
    let files = InMemoryFileSystem(["/small.json": Data("[]".utf8)])
    #expect(try AppContext.test(files: files).readPayload("/small.json") == Data("[]".utf8))
  }
}
