/// One row of the ``Keymap``: the keys of one action, or of a pair (previous and next), with the
/// words the help overlay, the status line and the README show for them.
public struct KeyBinding: Sendable {
  /// Where the keys act.
  public enum Scope: String, Sendable, CaseIterable {
    case everywhere = "everywhere"
    case moving = "lists and panes"
    case lists = "model lists"
    case editor = "editor"
    case keysPane = "keys pane"
    case jsonPane = "JSON pane"
  }

  /// Each action of the row with the keys that do it.
  public let actions: [(action: KeyAction, keys: [Key])]
  /// Where the keys act.
  public let scopes: [Scope]
  /// The keys as help writes them (`↑↓ j k`).
  public let label: String
  /// What they do, in a few words.
  public let help: String
  /// The word of the status line's hint (`absent`), `nil` when it has none.
  public let hint: String?
  /// The keys as the status line's hint writes them (`</>`); ``label`` unless said.
  public let hintLabel: String

  init(
    _ scopes: [Scope], _ actions: [(action: KeyAction, keys: [Key])], label: String, help: String,
    hint: String? = nil, hintLabel: String? = nil
  ) {
    self.scopes = scopes
    self.actions = actions
    self.label = label
    self.help = help
    self.hint = hint
    self.hintLabel = hintLabel ?? label
  }

  init(
    _ scopes: [Scope], _ action: KeyAction, _ keys: [Key], label: String, help: String, hint: String? = nil,
    hintLabel: String? = nil
  ) {
    self.init(scopes, [(action, keys)], label: label, help: help, hint: hint, hintLabel: hintLabel)
  }

  /// `space absent`: the status line's hint.
  public var hintText: String? { hint.map { hintLabel + " " + $0 } }
}
