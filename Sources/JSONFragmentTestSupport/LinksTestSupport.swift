// This target has no code of its own. The `JSONFragment` product carries it so that a test target
// depending on that product also links `IssueReportingTestSupport`, through which `expectMatch`,
// `expectOutcome` and `expectFailures` record their failures in Swift Testing (without it, a
// failure there is only a printed warning and the test passes).
import IssueReportingTestSupport
