import JSONFragment
import ModelProbe

/// The Swift declaration of a generated fragment type, nested fragment types inside it.
enum FragmentTypeRenderer {
  static func declaration(of outline: FragmentOutline, indent: String = "") -> String {
    let inner = indent + "  "
    var lines: [String] = [
      "\(indent)/// The payload of one `\(outline.modelTypeName)`; its defaults are the exported payload's values.",
      "\(indent)struct \(outline.localName): ModelJSONFragment {",
      "\(inner)typealias Model = \(outline.modelTypeName)",
    ]
    let fragmentDates = outline.fields.lazy.compactMap(\.kind.dateStrategy).first ?? .deferredToDate
    if fragmentDates != .deferredToDate {
      lines.append("\(inner)static let dateStrategy: JSONDateStrategy = \(SwiftLiteral.dateStrategy(fragmentDates))")
    }
    lines.append("")
    for field in outline.fields {
      let value = FieldExpression.field(
        outline.defaults[field.key], kind: field.kind, indent: inner, scope: outline.qualifiedName)
      lines.append("\(inner)var \(field.escapedProperty): Field<\(field.kind.swiftType)> = \(value)")
    }
    if !outline.fields.isEmpty { lines.append("") }
    lines.append("\(inner)static let keys: FragmentKeys<Self> = [")
    for field in outline.fields {
      lines.append("\(inner)  \(keyLine(field, fragmentDates: fragmentDates))")
    }
    lines.append("\(inner)]")
    for nested in outline.nestedTypes {
      lines.append("")
      lines.append(declaration(of: nested, indent: inner))
    }
    lines.append("\(indent)}")
    return lines.joined(separator: "\n")
  }

  private static func keyLine(_ field: FragmentField, fragmentDates: JSONDateStrategy) -> String {
    var line = ".init(\(SwiftLiteral.string(field.key)), \\.\(field.escapedProperty)"
    if let path = field.modelPath {
      // Flattened keys compare with the model itself; JSON of several types with what the model
      // converts it into.
      line +=
        (field.kind == .json ? ", convertedTo: \\." : ", model: \\.")
        + (path.isEmpty ? "self" : path.map(chained).joined(separator: "."))
      if let positions = field.positions {
        let each = positions.map { names in names.map { ".value(\\." + $0.map(chained).joined(separator: ".") + ")" } }
        line += ", positions: [" + each.map { $0 ?? ".notCompared" }.joined(separator: ", ") + "]"
      }
      // A key whose dates are in a form of their own (a date the model parses from text).
      if case .date(let dates) = field.kind, dates != fragmentDates {
        line += ", dates: \(SwiftLiteral.dateStrategy(dates))"
      }
    } else if let label = field.enumCase {
      line += ", inCase: " + SwiftLiteral.string(label)
    } else if let paths = field.casePaths {
      let literals = paths.map { "[" + $0.map(SwiftLiteral.string).joined(separator: ", ") + "]" }
      line += ", inCases: [" + literals.joined(separator: ", ") + "]"
    }
    // A date compared in a case, or written but not compared, is written in the form the model reads.
    if field.modelPath == nil, field.enumCase == nil, case .date(let dates) = field.kind, dates != fragmentDates {
      line += ", dates: \(SwiftLiteral.dateStrategy(dates))"
    }
    if let fallback = field.fallback, let literal = FieldExpression.value(fallback, kind: field.kind) {
      line += ", whenMissing: \(literal)"
    } else if field.madeValue {
      line += ", whenMissing: .anyValue"
    }
    line += "),"
    if let note = field.note { line += "  // \(note)" }
    return line
  }

  /// A name of a model path as a key path writes it: `swell?` chains through an optional.
  private static func chained(_ name: String) -> String {
    name.hasSuffix("?") ? SwiftIdentifier.escaped(String(name.dropLast())) + "?" : SwiftIdentifier.escaped(name)
  }

  /// The enums the fragment's fields hold that need a `JSONRepresentable` conformance, by name.
  static func enumsNeedingConformance(_ outline: FragmentOutline) -> [EnumDetail] {
    var byName: [String: EnumDetail] = [:]
    for detail in outline.fields.flatMap(\.kind.enums) where !detail.isJSONRepresentable {
      byName[detail.typeName] = detail
    }
    return byName.keys.sorted().map { byName[$0]! }
  }
}
