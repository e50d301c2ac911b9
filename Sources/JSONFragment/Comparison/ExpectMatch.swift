import IssueReporting

/// Compares a fragment with the model its payload decoded into and records one test failure that
/// lists only the key paths that disagree, as a compact diff. Works under XCTest and Swift Testing
/// alike (the `JSONFragment` product links `IssueReportingTestSupport`, which Swift Testing needs).
///
/// Both values are autoclosures, so `try` goes inside the call; an error thrown there is recorded
/// as a test failure too:
///
/// ```swift
/// expectMatch(fragment, try JSONDecoder().decode(Pokemon.self, from: fragment.jsonData()), "after the rename")
/// ```
///
/// A mismatch reads:
///
/// ```
/// expectMatch failed: after the rename
///
///   − name: "Charizard"
///   + name: "Pikachu"
///
/// (Expected: −, Actual: +)
/// ```
///
/// - Returns: the whole report, for further checks (empty when an autoclosure threw).
@discardableResult
public func expectMatch<Fragment: JSONFragment>(
  _ fragment: @autoclosure () throws -> Fragment,
  _ model: @autoclosure () throws -> Fragment.Model,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> ComparisonReport {
  do {
    let report = try fragment().compare(to: model())
    reportMismatches(of: report, message: message, fileID: fileID, filePath: filePath, line: line, column: column)
    return report
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return ComparisonReport([])
  }
}

/// Compares a composed document (``JSONComposer``) with the `model` it decoded into, recording one
/// test failure that lists the key paths that disagree.
@discardableResult
public func expectMatch<Model>(
  _ document: @autoclosure () throws -> JSONComposer<Model>,
  _ model: @autoclosure () throws -> Model,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> ComparisonReport {
  do {
    let report = try document().compare(to: model())
    reportMismatches(of: report, message: message, fileID: fileID, filePath: filePath, line: line, column: column)
    return report
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return ComparisonReport([])
  }
}

private func reportMismatches(
  of report: ComparisonReport, message: () -> String?, fileID: StaticString, filePath: StaticString, line: UInt,
  column: UInt
) {
  let mismatches = report.mismatches
  guard !mismatches.isEmpty else { return }
  reportIssue(
    MismatchDiff(mismatches: mismatches, message: message()).text,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
