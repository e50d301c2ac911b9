import JSONTrace
import ModelAdapter

/// How the failing fields of a payload differ from the list a test expects, as one message:
/// what no longer fails, what fails unexpectedly, and the whole list as a test would write it.
struct FailureListDifference {
  let expected: [ExpectedFailure]
  let diagnosis: DecodingDiagnosis

  var message: String {
    let actual = diagnosis.fields.map(ExpectedFailure.init)
    var lines = ["The payload fails at other fields than expected:"]
    let gone = expected.filter { !actual.contains($0) }
    let new = diagnosis.fields.filter { !expected.contains(ExpectedFailure($0)) }
    lines += gone.map { "  - \($0)  (expected, but it does not fail so)" }
    lines += new.map { "  + \(ExpectedFailure($0))  \($0)" }
    if gone.isEmpty && new.isEmpty { lines.append("  the same fields, in another order") }
    lines.append("Every failing field, as the test would list it:")
    lines += actual.map { "  \($0)," }
    return lines.joined(separator: "\n")
  }
}
