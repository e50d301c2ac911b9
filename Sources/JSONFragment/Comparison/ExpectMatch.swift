import IssueReporting

/// Compares `fragment` with the `model` its payload decoded into and records one test failure per
/// key path that disagrees, with a diff. Works under XCTest and Swift Testing alike (a Swift
/// Testing target must also link `IssueReportingTestSupport`).
///
/// - Returns: the whole report, for further checks.
@discardableResult
public func expectMatch<Fragment: JSONFragment>(
  _ fragment: Fragment,
  _ model: Fragment.Model,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> ComparisonReport {
  let report = fragment.compare(to: model)
  reportMismatches(of: report, fileID: fileID, filePath: filePath, line: line, column: column)
  return report
}

/// Compares a composed document (``JSONComposer``) with the `model` it decoded into, recording one
/// test failure per key path that disagrees.
@discardableResult
public func expectMatch<Model>(
  _ document: JSONComposer<Model>,
  _ model: Model,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> ComparisonReport {
  let report = document.compare(to: model)
  reportMismatches(of: report, fileID: fileID, filePath: filePath, line: line, column: column)
  return report
}

private func reportMismatches(
  of report: ComparisonReport, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  for mismatch in report.mismatches {
    var message =
      "Model does not match the fragment at \(mismatch.path): expected \(mismatch.expected), got \(mismatch.actual)"
    if let difference = mismatch.difference, (mismatch.expected + mismatch.actual).contains("\n") {
      message += "\n\n" + difference
    }
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
