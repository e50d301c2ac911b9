import Foundation
import IssueReporting
import JSONTrace
import ModelAdapter

/// Decodes `payload` through the adapter and checks that **every** failing field is the one
/// expected, in decoding order: fixing one failure of four, or adding a fifth, fails the test.
/// Records one test failure that lists what differs and every field that fails, with its line and
/// column, under XCTest and Swift Testing alike.
///
/// ```swift
/// expectFailures(payload, as: Weather.self, decoding: .init(keys: .convertFromSnakeCase), [
///   .missingKey("city_id"),
///   .wrongType("wind.deg"),
///   .unknownEnumValue("hours[0].condition"),
///   .wrongType("hours[1].temp"),
/// ])
/// ```
///
/// - Returns: the adapter's diagnosis, or `nil` when the payload decodes.
@discardableResult
public func expectFailures<Model: Decodable>(
  _ payload: Data,
  as type: Model.Type,
  decoding: DecodingOptions = DecodingOptions(),
  _ expected: [ExpectedFailure],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> DecodingDiagnosis? {
  switch AdapterDecoding.decode(payload, as: type, options: decoding) {
  case .success:
    reportIssue(
      "expected \(expected.count) failing field\(expected.count == 1 ? "" : "s"), but the payload decodes",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  case .failure(let diagnosis):
    let actual = diagnosis.fields.map(ExpectedFailure.init)
    if actual != expected {
      reportIssue(
        FailureListDifference(expected: expected, diagnosis: diagnosis).message,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return diagnosis
  }
}

/// ``expectFailures(_:as:decoding:_:fileID:filePath:line:column:)-(Data,_,_,_,_,_,_,_)`` of a fragment's payload.
@discardableResult
public func expectFailures<Fragment: JSONFragment>(
  _ fragment: Fragment,
  as type: Fragment.Model.Type,
  decoding: DecodingOptions = DecodingOptions(),
  _ expected: [ExpectedFailure],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> DecodingDiagnosis? where Fragment.Model: Decodable {
  expectFailures(
    fragment.jsonData(), as: type, decoding: decoding, expected,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
