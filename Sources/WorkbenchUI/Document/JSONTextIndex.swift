import JSONCore

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
  /// The object keys the nodes name, each once.
  private let keys: [String]

  struct PathNode: Sendable {
    var parent: Int32
    /// The path component: an object key (`keys`[`component`]) when `component >= 0`, an array
    /// index (`-component - 2`) when below -1, none (the root) when -1. Plain numbers keep the node
    /// list one flat block that is freed at once.
    var component: Int32
    /// The line the node's value starts on (-1 until it is known).
    var line: Int32 = -1
    /// Links to the node's first child and its next sibling (-1 for none), for finding a path's
    /// line without a scan. Links rather than an array per node, so an index of a large payload is
    /// a few flat arrays, freed at once.
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
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
    self.keys = builder.keys
  }

  /// An index of no text, shown while a payload just opened is laid out.
  public static let empty = JSONTextIndex(
    bytes: [], lineStarts: [0], lineNodes: [], nodes: [PathNode(parent: -1, component: -1)], keys: [])

  private init(bytes: [UInt8], lineStarts: [Int], lineNodes: [Int32], nodes: [PathNode], keys: [String]) {
    self.bytes = bytes
    self.lineStarts = lineStarts
    self.lineNodes = lineNodes
    self.nodes = nodes
    self.keys = keys
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
      if let component = component(of: nodes[Int(node)]) { components.append(component) }
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
      guard let next = child(of: node, matching: component) else { break }
      node = next
    }
    return Int(nodes[node].line)
  }

  private func component(of node: PathNode) -> JSONPath.Component? {
    if node.component >= 0 { return .key(keys[Int(node.component)]) }
    return node.component == -1 ? nil : .index(Int(-node.component - 2))
  }

  private func child(of node: Int, matching component: JSONPath.Component) -> Int? {
    var child = nodes[node].firstChild
    while child >= 0 {
      if self.component(of: nodes[Int(child)]) == component { return Int(child) }
      child = nodes[Int(child)].nextSibling
    }
    return nil
  }

  /// The whole text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  private struct Builder {
    var output: [UInt8] = []
    var lineStarts: [Int] = [0]
    var lineNodes: [Int32] = []
    var nodes: [PathNode] = []
    var keys: [String] = []
    var keyCodes: [String: Int32] = [:]
    var currentLineNode: Int32 = -1

    mutating func addNode(parent: Int32, component: JSONPath.Component?) -> Int32 {
      let id = Int32(nodes.count)
      let code: Int32
      switch component {
      case nil: code = -1
      case .index(let index): code = -Int32(index) - 2
      case .key(let key):
        if let known = keyCodes[key] {
          code = known
        } else {
          code = Int32(keys.count)
          keyCodes[key] = code
          keys.append(key)
        }
      }
      nodes.append(PathNode(parent: parent, component: code, line: parent < 0 ? 0 : -1))
      if parent >= 0 {
        let previous = nodes[Int(parent)].lastChild
        if previous >= 0 { nodes[Int(previous)].nextSibling = id } else { nodes[Int(parent)].firstChild = id }
        nodes[Int(parent)].lastChild = id
      }
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
