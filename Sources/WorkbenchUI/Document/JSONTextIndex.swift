import JSONFragment

/// A payload printed as pretty JSON, indexed by line: where each line starts, and which key path
/// each line shows. The JSON pane draws only the lines on screen from it, so a 25 MB payload
/// scrolls as fast as a small one.
public struct JSONTextIndex: Sendable {
  /// The pretty text, UTF-8.
  public let bytes: [UInt8]
  /// Byte offset where each line starts; one more entry marks the end.
  private let lineStarts: [Int]
  /// For each line, the node of the path it shows (see ``path(ofLine:)``).
  private let lineNodes: [Int32]
  /// Path nodes: each is a parent node (or -1) and one path component.
  private let nodes: [PathNode]

  struct PathNode: Sendable {
    var parent: Int32
    var component: JSONPath.Component?
  }

  /// The index of `value` printed pretty.
  public init(_ value: JSONValue) {
    var builder = Builder()
    builder.write(value, node: builder.addNode(parent: -1, component: nil), indent: 0)
    builder.endLine()
    self.bytes = builder.output
    self.lineStarts = builder.lineStarts
    self.lineNodes = builder.lineNodes
    self.nodes = builder.nodes
  }

  /// Number of lines.
  public var lineCount: Int { lineNodes.count }

  /// The text of line `index` (from 0), without its newline.
  public func line(_ index: Int) -> String {
    guard index >= 0, index < lineCount else { return "" }
    var end = lineStarts[index + 1]
    if end > lineStarts[index], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    return String(decoding: bytes[lineStarts[index]..<end], as: UTF8.self)
  }

  /// The key path of the value shown on line `index`.
  public func path(ofLine index: Int) -> JSONPath {
    guard index >= 0, index < lineCount else { return .root }
    var components: [JSONPath.Component] = []
    var node = lineNodes[index]
    while node >= 0 {
      if let component = nodes[Int(node)].component { components.append(component) }
      node = nodes[Int(node)].parent
    }
    return JSONPath(components.reversed())
  }

  /// The first line showing `path` (or its nearest shown ancestor).
  public func line(of path: JSONPath) -> Int? {
    var probe = path
    while true {
      if let found = (0..<lineCount).first(where: { self.path(ofLine: $0) == probe }) { return found }
      guard !probe.components.isEmpty else { return nil }
      probe.components.removeLast()
    }
  }

  /// The whole text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  private struct Builder {
    var output: [UInt8] = []
    var lineStarts: [Int] = [0]
    var lineNodes: [Int32] = []
    var nodes: [PathNode] = []
    var currentLineNode: Int32 = -1

    mutating func addNode(parent: Int32, component: JSONPath.Component?) -> Int32 {
      nodes.append(PathNode(parent: parent, component: component))
      return Int32(nodes.count - 1)
    }

    mutating func endLine() {
      output.append(UInt8(ascii: "\n"))
      lineNodes.append(currentLineNode)
      lineStarts.append(output.count)
    }

    mutating func newLine(indent: Int, node: Int32) {
      endLine()
      currentLineNode = node
      output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    mutating func write(_ value: JSONValue, node: Int32, indent: Int) {
      if currentLineNode < 0 { currentLineNode = node }
      switch value {
      case .object(let object) where !object.isEmpty:
        output.append(UInt8(ascii: "{"))
        for (position, member) in object.members.enumerated() {
          let child = addNode(parent: node, component: .key(member.key))
          newLine(indent: indent + 1, node: child)
          output.append(contentsOf: JSONPrinter.bytes(of: .string(member.key), style: .compact))
          output.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
          write(member.value, node: child, indent: indent + 1)
          if position < object.count - 1 { output.append(UInt8(ascii: ",")) }
        }
        newLine(indent: indent, node: node)
        output.append(UInt8(ascii: "}"))
      case .array(let elements) where !elements.isEmpty:
        output.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
          let child = addNode(parent: node, component: .index(position))
          newLine(indent: indent + 1, node: child)
          write(element, node: child, indent: indent + 1)
          if position < elements.count - 1 { output.append(UInt8(ascii: ",")) }
        }
        newLine(indent: indent, node: node)
        output.append(UInt8(ascii: "]"))
      default:
        output.append(contentsOf: JSONPrinter.bytes(of: value, style: .compact))
      }
    }
  }
}
