import JSONFragment
import ModelProbe

/// The Swift declaration of a generated fragment type, nested fragment types inside it.
enum FragmentTypeRenderer {
  static func declaration(of shape: FragmentShape, indent: String = "") -> String {
    let inner = indent + "  "
    var lines: [String] = [
      "\(indent)/// The payload of one `\(shape.modelTypeName)`; its defaults are the exported payload's values.",
      "\(indent)struct \(shape.localName): ModelJSONFragment {",
      "\(inner)typealias Model = \(shape.modelTypeName)",
    ]
    if let strategy = shape.fields.lazy.compactMap(\.kind.dateStrategy).first, strategy != .deferredToDate {
      lines.append("\(inner)static let dateStrategy: JSONDateStrategy = \(SwiftLiteral.dateStrategy(strategy))")
    }
    lines.append("")
    for field in shape.fields {
      let value = FieldExpression.field(shape.defaults[field.key], kind: field.kind, indent: inner, local: true)
      lines.append("\(inner)var \(field.escapedProperty): Field<\(field.kind.swiftType)> = \(value)")
    }
    if !shape.fields.isEmpty { lines.append("") }
    lines.append("\(inner)static let keys: FragmentKeys<Self> = [")
    for field in shape.fields {
      lines.append("\(inner)  \(keyLine(field))")
    }
    lines.append("\(inner)]")
    for nested in shape.nestedTypes {
      lines.append("")
      lines.append(declaration(of: nested, indent: inner))
    }
    lines.append("\(indent)}")
    return lines.joined(separator: "\n")
  }

  private static func keyLine(_ field: FragmentField) -> String {
    var line = ".init(\(SwiftLiteral.string(field.key)), \\.\(field.escapedProperty)"
    if let path = field.modelPath {
      line += ", model: \\." + path.map(SwiftIdentifier.escaped).joined(separator: ".")
    } else if let paths = field.casePaths {
      let literals = paths.map { "[" + $0.map(SwiftLiteral.string).joined(separator: ", ") + "]" }
      line += ", inCases: [" + literals.joined(separator: ", ") + "]"
    }
    if let fallback = field.fallback, let literal = FieldExpression.value(fallback, kind: field.kind) {
      line += ", whenMissing: \(literal)"
    }
    line += "),"
    if let note = field.note { line += "  // \(note)" }
    return line
  }

  /// The enums the fragment's fields hold that need a `JSONRepresentable` conformance, by name.
  static func enumsNeedingConformance(_ shape: FragmentShape) -> [EnumDetail] {
    var byName: [String: EnumDetail] = [:]
    for detail in shape.fields.flatMap(\.kind.enums) where !detail.isJSONRepresentable {
      byName[detail.typeName] = detail
    }
    return byName.keys.sorted().map { byName[$0]! }
  }
}
