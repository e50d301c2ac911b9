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
  /// typealiases) and the package's static decoders and date formatters it found, that the
  /// compiler errors in `output` name, each by its line of ``mainSource`` (`Site` is another type
  /// where the typealias `SiteSequence = [Site]` is declared; `IDXResponse.jsonDecoder` is a
  /// protocol's requirement, no decoder). `nil` when an error is on any other line, or names none.
  public func withoutRegistrations(failingIn output: String) -> LauncherPlan? {
    let lines = mainSource.split(separator: "\n", omittingEmptySubsequences: false)
    let numbers = Self.errorLineNumbers(inBuildOutput: output)
    guard !numbers.isEmpty else { return nil }
    let decoderLines = Dictionary(
      foundDecoders.map { (Self.decoderLine(WorkbenchConfiguration.DecoderExpression($0)), $0) },
      uniquingKeysWith: { first, _ in first })
    let formatterLines = Dictionary(
      dateFormatters.map { (Self.formatterLine($0), $0) }, uniquingKeysWith: { first, _ in first })
    var failing: Set<String> = []
    var failingFound: Set<String> = []
    for number in numbers {
      guard lines.indices.contains(number - 1) else { return nil }
      let line = lines[number - 1]
      if let expression = Self.registered(in: line) {
        failing.insert(expression)
      } else if let expression = decoderLines[String(line)] ?? formatterLines[String(line)] {
        failingFound.insert(expression)
      } else {
        return nil
      }
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
    plan.foundDecoders.removeAll { failingFound.contains($0) }
    plan.dateFormatters.removeAll { failingFound.contains($0) }
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
