/// Colors one line of pretty JSON: keys, strings, numbers and literals, leaving punctuation plain.
enum JSONSyntax {
  static func draw(_ line: String, into frame: inout Frame, x: Int, y: Int, width: Int, emphasis: Style?) {
    var column = x
    let end = x + width
    var characters = Substring(line)
    func emit(_ text: Substring, _ style: Style) {
      var style = style
      if let emphasis {
        style.reverse = style.reverse || emphasis.reverse
        style.underline = style.underline || emphasis.underline
      }
      column += frame.put(text, x: column, y: y, style: style, limit: max(0, end - column))
    }
    let indent = characters.prefix { $0 == " " }
    emit(indent, .plain)
    characters = characters.dropFirst(indent.count)
    var expectKey = true
    while let first = characters.first, column < end {
      switch first {
      case "\"":
        let token = stringToken(characters)
        characters = characters.dropFirst(token.count)
        let isKey = expectKey && characters.first == ":"
        emit(token, isKey ? Theme.key : Theme.string)
      case "-", "0"..."9":
        let token = characters.prefix { "-+.eE0123456789".contains($0) }
        characters = characters.dropFirst(token.count)
        emit(token, Theme.number)
      case "t", "f", "n":
        let token = characters.prefix { $0.isLetter }
        characters = characters.dropFirst(token.count)
        emit(token, Theme.literal)
      default:
        if first == ":" { expectKey = false }
        emit(characters.prefix(1), .plain)
        characters = characters.dropFirst()
      }
    }
    if let emphasis, emphasis.reverse, column < end {
      frame.fill(x: column, y: y, width: end - column, height: 1, style: emphasis)
    }
  }

  /// The string token at the start of `text`, quotes included, escapes respected.
  private static func stringToken(_ text: Substring) -> Substring {
    var escaped = false
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return text[...index]
      }
      index = text.index(after: index)
    }
    return text
  }
}
