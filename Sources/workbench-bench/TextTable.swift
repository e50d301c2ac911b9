/// A plain-text table with padded columns; the first column is left-aligned, the rest right-aligned.
struct TextTable {
  var header: [String]
  var rows: [[String]] = []

  func render(indent: String = "  ") -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
      return indent + padded.joined(separator: "  ")
    }
    let rule = indent + String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }
}
