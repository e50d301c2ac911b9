import ArgumentParser
import FixtureEngine
import ModelProbe
import WorkbenchContext

/// `workbench schema`: a model's key tree as its `Decodable` conformance reads it.
struct SchemaCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print a model's key tree: keys, types, required or optional, enum cases.",
    discussion: """
      Exit status: 0 printed, 2 a usage error, an unknown workspace or model, or a model whose own code \
      stopped while it was learned (what was learned before that is printed, and the stop on standard error).
      """
  )

  @OptionGroup var selection: ModelSelection

  @Option(name: .long, help: "text or json.")
  var format: OutputFormat = .text

  @OptionGroup var package: PackageOptions

  func run() async throws {
    let workbench = try await package.workbench(selecting: selection)
    let status = SchemaReport.run(selection: selection, format: format, workbench: workbench)
    if status != .success { throw ExitCode(status.rawValue) }
  }
}

/// What `workbench schema` prints.
enum SchemaReport {
  static func run(selection: ModelSelection, format: OutputFormat, workbench: Workbench) -> CommandStatus {
    let context = workbench.context
    let workspace: Workspace
    let model: WorkspaceModel
    do {
      (workspace, model) = try selection.resolve(in: workbench.registry)
    } catch {
      context.reportError("workbench schema: \(error)")
      return .usageError
    }
    workbench.registry.keepFits(in: context)
    let schema = model.schema()
    switch format {
    case .text: context.print(text(schema, workspace: workspace, model: model))
    case .json: context.print(JSONReports.schema(schema, workspace: workspace, model: model).prettyText + "\n")
    }
    for stop in schema.stops {
      context.reportError("workbench schema: \(stop)")
    }
    return schema.stops.isEmpty ? .success : .usageError
  }

  static func text(_ schema: ModelSchema, workspace: Workspace, model: WorkspaceModel) -> String {
    var lines = ["\(workspace.name) > \(model.name)" + (model.fragmentName.map { "  (fragment: \($0))" } ?? "")]
    var rows = schema.fieldPaths.map { row -> [String] in
      var columns = [
        row.path.description, schema.displayName(of: row.field.type, at: row.path),
        row.field.isRequired ? "required" : "optional",
      ]
      if case .enumeration(_, let cases) = row.field.type { columns.append(cases.joined(separator: " | ")) }
      return columns
    }
    let readsKeys = if case .object = schema.root { true } else { false }
    if !readsKeys {
      // A list or a map of any keys: the payload itself is read as one.
      rows.insert(["$", schema.displayName(of: schema.root, at: .root), "required"], at: 0)
    }
    lines += TextColumns.align(rows).map { "  " + $0 }
    for branching in schema.branchings {
      let place = branching.object.components.isEmpty ? "" : " of \(branching.object)"
      lines.append("branches\(place) by \(branching.discriminator):")
      lines += branching.branches.map { branch in
        "  \(branching.discriminator) = \(branch.valueText): \(branch.keys.joined(separator: ", "))"
      }
    }
    for gap in schema.unlearned {
      lines.append("could not learn \(gap)")
    }
    for stop in schema.stops {
      lines.append("stopped: \(stop)")
    }
    if let sample = schema.learnedFrom {
      lines.append("learned from \(sample), with placeholders where it has no value")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Left-aligned text columns, two spaces apart, trailing spaces trimmed.
enum TextColumns {
  static func align(_ rows: [[String]]) -> [String] {
    let widths = rows.reduce(into: [Int]()) { widths, row in
      for (index, cell) in row.enumerated() {
        if index < widths.count { widths[index] = max(widths[index], cell.count) } else { widths.append(cell.count) }
      }
    }
    return rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }
  }
}
