import Foundation

extension LauncherPlan {
  /// The numbers of the lines of ``mainSource`` that a compiler error in `output` (a launcher
  /// build's) names.
  static func errorLineNumbers(inBuildOutput output: String) -> [Int] {
    output.split(separator: "\n").compactMap { line in
      guard line.contains(": error: "), let name = line.range(of: "main.swift:") else { return nil }
      return Int(line[name.upperBound...].prefix { $0.isNumber })
    }
  }

  /// This plan without the registrations it made on its own (instantiations of generic types,
  /// typealiases) that the compiler errors in `output` name, each by its line of ``mainSource``
  /// (`Site` is another type where the typealias `SiteSequence = [Site]` is declared). `nil` when
  /// an error is on any other line, or names none.
  public func withoutRegistrations(failingIn output: String) -> LauncherPlan? {
    let lines = mainSource.split(separator: "\n", omittingEmptySubsequences: false)
    let numbers = Self.errorLineNumbers(inBuildOutput: output)
    guard !numbers.isEmpty else { return nil }
    var failing: Set<String> = []
    for number in numbers {
      guard lines.indices.contains(number - 1), let expression = Self.registered(in: lines[number - 1]) else {
        return nil
      }
      failing.insert(expression)
    }
    let own = Set(modules.flatMap { $0.envelopes + $0.aliases })
    guard failing.isSubset(of: own) else { return nil }
    var plan = self
    plan.modules = modules.map { module in
      var module = module
      module.models.removeAll { failing.contains($0) }
      module.envelopes.removeAll { failing.contains($0) }
      module.aliases.removeAll { failing.contains($0) }
      return module
    }
    return plan
  }

  /// The model expression a registration line of ``mainSource`` names (`SiteCollection` in
  /// `.model(SiteCollection.self, name: "SiteCollection"),`).
  private static func registered(in line: Substring) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix(".model("), let end = trimmed.range(of: ".self") else { return nil }
    return String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 7)..<end.lowerBound])
  }
}
