import JSONTrace

extension LauncherPlan {
  /// `extension Order.State: @retroactive CaseIterable { ... }` for each raw-value enum of
  /// ``valueEnums`` in an imported module, and `ListedPayloadCases` for each one keyed by case,
  /// named with its module when another module has a type of that name.
  var caseListings: [String] {
    let imported = Set(modules.map(\.name))
    let listed = valueEnums.filter { imported.contains($0.module) }
    let modulesOfName = Dictionary(grouping: listed, by: \.typeName).mapValues { Set($0.map(\.module)) }
    var lines: [String] = []
    for value in listed {
      let name = (modulesOfName[value.typeName]?.count ?? 0) > 1 ? "\(value.module).\(value.typeName)" : value.typeName
      lines +=
        value.isKeyedByCase
        ? [
          "extension \(name): @retroactive ListedPayloadCases {",
          "  public static var payloadCaseNames: [String] { [\(value.cases.map(SwiftStringLiteral.quoting).joined(separator: ", "))] }",
          "}", "",
        ]
        : [
          "extension \(name): @retroactive CaseIterable {",
          "  public static var allCases: [Self] { [\(value.cases.map { ".`\($0)`" }.joined(separator: ", "))] }",
          "}", "",
        ]
    }
    return lines
  }
}
