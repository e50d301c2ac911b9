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
    /// The line the node's value starts on (-1 until it is known).
    var line: Int32 = -1
    /// The node's children in order, for finding a path's line without a scan.
    var children: [Int32] = []
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

  /// The first line showing `path` (or its nearest shown ancestor), found by walking down the
  /// tree: the cost grows with the path's depth and the width of the objects on the way, not with
  /// the size of the payload.
  public func line(of path: JSONPath) -> Int? {
    guard !nodes.isEmpty else { return nil }
    var node = 0
    for component in path.components {
      let children = nodes[node].children
      let next: Int32?
      switch component {
      case .index(let index): next = children.indices.contains(index) ? children[index] : nil
      case .key: next = children.first { nodes[Int($0)].component == component }
      }
      guard let next else { break }
      node = Int(next)
    }
    return Int(nodes[node].line)
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
      let id = Int32(nodes.count)
      nodes.append(PathNode(parent: parent, component: component, line: parent < 0 ? 0 : -1))
      if parent >= 0 { nodes[Int(parent)].children.append(id) }
      return id
    }

    mutating func endLine() {
      output.append(UInt8(ascii: "\n"))
      lineNodes.append(currentLineNode)
      lineStarts.append(output.count)
    }

    mutating func newLine(indent: Int, node: Int32) {
      endLine()
      currentLineNode = node
      if nodes[Int(node)].line < 0 { nodes[Int(node)].line = Int32(lineNodes.count) }
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
