/// Every key of the app's screens, once: the update functions look actions up here, and the help
/// overlay, the status line's hints and the README's table are made from it. The dialogs (a prompt,
/// a confirmation, the export flow) say their few keys in their own text.
public enum Keymap {
  public static let bindings: [KeyBinding] = [
    .init(
      [.everywhere], .help, [.character("?"), .function(1)], label: "? F1", help: "this help", hint: "help",
      hintLabel: "?"),
    .init([.everywhere], .mouse, [.character("M")], label: "M", help: "mouse; off: select text"),
    .init([.everywhere], .forceQuit, [.control("c")], label: "^C", help: "quit at once"),

    .init(
      [.moving], [(.up, [.up, .character("k")]), (.down, [.down, .character("j")])], label: "↑↓ k j",
      help: "move", hint: "move", hintLabel: "↑↓"),
    .init([.moving], [(.pageUp, [.pageUp]), (.pageDown, [.pageDown])], label: "PgUp PgDn", help: "page"),
    .init(
      [.moving], [(.first, [.home, .character("g")]), (.last, [.end, .character("G")])], label: "g G",
      help: "first, last"),

    .init(
      [.lists], .open, [.enter, .right, .character("l")], label: "enter → l", help: "open", hint: "open",
      hintLabel: "enter"),
    .init([.lists], .search, [.character("/")], label: "/", help: "filter the list", hint: "filter"),
    .init(
      [.lists], .back, [.escape, .left, .character("h")], label: "esc ← h", help: "back; clear the filter",
      hint: "back",
      hintLabel: "esc"),

    .init(
      [.editor], [(.nextPane, [.tab]), (.previousPane, [.backTab])], label: "tab ⇧tab", help: "next, previous pane",
      hint: "pane", hintLabel: "tab"),
    .init([.editor], .back, [.escape], label: "esc", help: "back to the models"),
    .init([.editor], .search, [.character("/")], label: "/", help: "search (regex)", hint: "search"),
    .init(
      [.editor], .openFixture, [.character("o")], label: "o", help: "open a fixture or payload",
      hint: "open"),
    .init(
      [.editor], [(.previousPayload, [.character("[")]), (.nextPayload, [.character("]")])], label: "[ ]",
      help: "previous, next payload"),
    .init([.editor], .setSummary, [.character("S")], label: "S", help: "the set's summary"),
    .init([.editor], .decode, [.character("d")], label: "d", help: "decode again", hint: "decode again"),
    .init([.editor], .nextDates, [.character("D")], label: "D", help: "next date strategy"),
    .init([.editor], .copyJSON, [.character("c")], label: "c", help: "copy the JSON"),
    .init(
      [.editor], [(.copyPath, [.character("y")]), (.copySwift, [.character("Y")])], label: "y Y",
      help: "copy path, Swift code", hint: "copy", hintLabel: "y/Y"),
    .init(
      [.editor], .export, [.character("x")], label: "x", help: "export a fixture or test",
      hint: "export"),
    .init([.editor], .matrix, [.character("m")], label: "m", help: "scenario matrix", hint: "matrix"),
    .init([.editor], .repair, [.character("f")], label: "f", help: "repair the fixture"),
    .init([.lists, .editor], .quit, [.character("q")], label: "q", help: "quit (asks if unsaved)", hint: "quit"),

    .init([.keysPane], .toggleAbsent, [.character(" ")], label: "space", help: "value ↔ absent", hint: "absent"),
    .init([.keysPane], .toggleNull, [.character("n")], label: "n", help: "value ↔ null", hint: "null"),
    .init(
      [.keysPane],
      [(.previousCase, [.character("<"), .character(",")]), (.nextCase, [.character(">"), .character(".")])],
      label: "< >", help: "previous, next enum case", hint: "case", hintLabel: "</>"),
    .init([.keysPane], .open, [.enter], label: "enter", help: "fold, or edit the value"),
    .init([.keysPane], .edit, [.character("e")], label: "e", help: "edit the value", hint: "edit"),
    .init([.keysPane], .editRaw, [.character("r")], label: "r", help: "set raw JSON", hint: "raw"),
    .init(
      [.keysPane], [(.addElement, [.character("+"), .character("a")]), (.removeElement, [.character("-")])],
      label: "+ -", help: "add, remove an element", hint: "element", hintLabel: "+/-"),
    .init(
      [.keysPane], [(.fold, [.left, .character("h")]), (.unfold, [.right, .character("l")])], label: "← → h l",
      help: "fold, unfold; ← parent", hint: "fold", hintLabel: "←→"),

    .init(
      [.jsonPane], [(.nextMatch, [.character("n")]), (.previousMatch, [.character("N")])], label: "n N",
      help: "next, previous match", hint: "next", hintLabel: "n/N"),
  ]

  /// The action `key` does in the first of `scopes` that binds it.
  public static func action(for key: Key, in scopes: [KeyBinding.Scope]) -> KeyAction? {
    for scope in scopes {
      for binding in bindings where binding.scopes.contains(scope) {
        if let found = binding.actions.first(where: { $0.keys.contains(key) }) { return found.action }
      }
    }
    return nil
  }

  /// The row that binds `action` in `scope`.
  public static func binding(of action: KeyAction, in scope: KeyBinding.Scope) -> KeyBinding? {
    bindings.first { $0.scopes.contains(scope) && $0.actions.contains { $0.action == action } }
  }

  /// `space absent`: the status line's hint for `action` in `scope`.
  public static func hint(_ action: KeyAction, in scope: KeyBinding.Scope) -> String {
    binding(of: action, in: scope)?.hintText ?? ""
  }
}
