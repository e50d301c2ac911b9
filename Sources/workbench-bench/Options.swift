/// The command line.
///
///     workbench-bench [--iterations N] [--only CASE,CASE...] [--time-limit SECONDS]
///
/// `--case NAME` is used by the benchmark itself to run one case in a child process.
struct Options {
  var childCase: BenchCase?
  var iterations: Int?
  var selected: [BenchCase] = BenchCase.allCases
  var timeLimit: Double?
  var showHelp = false
  /// Where `--write-scale-package` writes ``ScalePackage`` instead of running cases.
  var scalePackageFolder: String?

  static let usage = """
    usage: workbench-bench [--iterations N] [--only CASE,CASE...] [--time-limit SECONDS]

      --iterations N         runs per case (default 5; the two quadratic seed cases always run once)
      --only CASE,...        run only these cases (the group's 'ours' case is always added)
      --time-limit SECONDS   the byAdding chain gives up after this long (default 120 s) and reports
                             a lower bound; other cases are killed a minute after it (default 240 s)
      --write-scale-package DIR
                             write the 200-model package the scale cases run in to DIR, and stop

    cases: \(BenchCase.allCases.map(\.rawValue).joined(separator: ", "))
    """

  /// A problem with the arguments, said so the user knows what to type instead.
  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  static func parse(_ arguments: [String]) throws(Problem) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        options.showHelp = true
      case "--case":
        options.childCase = try benchCase(named: try value(after: argument, in: &remaining))
      case "--iterations":
        guard let count = Int(try value(after: argument, in: &remaining)), count > 0 else {
          throw Problem(description: "--iterations needs a positive whole number, e.g. --iterations 3")
        }
        options.iterations = count
      case "--time-limit":
        guard let seconds = Double(try value(after: argument, in: &remaining)), seconds > 0 else {
          throw Problem(description: "--time-limit needs a positive number of seconds, e.g. --time-limit 60")
        }
        options.timeLimit = seconds
      case "--write-scale-package":
        options.scalePackageFolder = try value(after: argument, in: &remaining)
      case "--only":
        var chosen: [BenchCase] = []
        for name in try value(after: argument, in: &remaining).split(separator: ",") {
          chosen.append(try benchCase(named: String(name)))
        }
        let groups = Set(chosen.map(\.group))
        options.selected = BenchCase.allCases.filter { chosen.contains($0) || ($0.isOurs && groups.contains($0.group)) }
      default:
        throw Problem(description: "unknown argument '\(argument)'\n\n\(usage)")
      }
    }
    return options
  }

  private static func value(after flag: String, in remaining: inout ArraySlice<String>) throws(Problem) -> String {
    guard let value = remaining.popFirst() else { throw Problem(description: "\(flag) needs a value\n\n\(usage)") }
    return value
  }

  private static func benchCase(named name: String) throws(Problem) -> BenchCase {
    guard let found = BenchCase(rawValue: name) else {
      throw Problem(
        description:
          "unknown case '\(name)'; the cases are \(BenchCase.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return found
  }
}
