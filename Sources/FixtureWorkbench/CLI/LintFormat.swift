import ArgumentParser

/// How `workbench lint` prints its report: for people, for scripts, or for a CI system.
enum LintFormat: String, ExpressibleByArgument, CaseIterable {
  /// One block per fixture with something to say, then a summary line.
  case text
  /// The whole report as JSON.
  case json
  /// GitHub Actions workflow commands: one `::error` or `::warning` annotation per finding, at its
  /// file, line and column, then the summary line.
  case github
  /// A JUnit XML report: a test case per fixture, a broken one's errors as its failure.
  case junit
}
