import Foundation
import IssueReporting

/// Compares a fragment's payload with a JSON fixture file, and records it there when the record
/// mode asks for it (``FixtureRecording``).
///
/// ```swift
/// @Test func charizard() {
///   expectFixture(PokemonFragment(), named: "charizard")   // Fixtures/charizard.json beside this file
/// }
/// ```
///
/// The file holds what `workbench fmt` writes (`JSONPrinter.fileBytes(of:style:)`), so
/// `workbench lint` reads it like any other fixture; it is compared as JSON, so a file formatted
/// another way still matches. A missing or different fixture fails the test, with a line diff;
/// a fixture written in a recording mode fails it too, so the new file is reviewed before the
/// test passes. In CI (`CI` set) nothing is written. Files are written atomically.
///
/// - Parameters:
///   - fragment: the payload.
///   - name: the file's name, `.json` added when missing; it may name subfolders
///     (`failing/index-as-string`).
///   - directory: the folder of fixtures; a relative path starts at the test file's folder. The
///     default is `Fixtures` beside the test file.
///   - record: the record mode; `nil` reads `FIXTURE_RECORD`, else ``FixtureRecording/missing``.
///   - fileID: the test's file ID, for the failure.
///   - filePath: the test's file path: fixtures are found beside it.
///   - line: the line of the failure.
///   - column: the column of the failure.
/// - Returns: whether the file matched, was recorded, or differs.
@discardableResult
public func expectFixture<Fragment: JSONFragment>(
  _ fragment: Fragment,
  named name: String,
  in directory: String? = nil,
  record: FixtureRecording? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> FixtureOutcome {
  expectFixture(
    fragment.json, named: name, in: directory, record: record,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``expectFixture(_:named:in:record:fileID:filePath:line:column:)-(Fragment,_,_,_,_,_,_,_)`` of any JSON value, such as a
/// composed document's (`[a, b].toJSONArray().json`).
@discardableResult
public func expectFixture(
  _ value: JSONValue,
  named name: String,
  in directory: String? = nil,
  record: FixtureRecording? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> FixtureOutcome {
  let environment = ProcessInfo.processInfo.environment
  let check = FixtureCheck(
    value: value, path: fixturePath(named: name, in: directory, besides: "\(filePath)"),
    mode: FixtureRecording.resolve(record, environment: environment), environment: environment)
  let (outcome, failure) = check.run()
  if let failure { reportIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
  return outcome
}

/// The path of fixture `name` in `directory` (relative to the folder of `testFile`).
func fixturePath(named name: String, in directory: String?, besides testFile: String) -> String {
  let folder = directory ?? "Fixtures"
  let base =
    folder.hasPrefix("/")
    ? URL(fileURLWithPath: folder)
    : URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(folder)
  let file = name.hasSuffix(".json") ? name : name + ".json"
  return base.appendingPathComponent(file).path
}
