/// What a key does in the app. ``Keymap`` says which keys do it where; the update functions
/// switch over actions, never over keys.
public enum KeyAction: Sendable, Hashable, CaseIterable {
  // Everywhere.
  case help, mouse, forceQuit
  // Moving in a list or pane.
  case up, down, pageUp, pageDown, first, last
  // Lists of workspaces and models, and the editor's screen.
  case open, back, quit, search
  // The editor.
  case nextPane, previousPane, openFixture, previousPayload, nextPayload, setSummary
  case decode, nextDates, copyJSON, copyPath, copySwift, export, matrix, repair
  // The keys pane.
  case toggleAbsent, toggleNull, previousCase, nextCase, edit, editRaw, addElement, removeElement, fold, unfold
  // The JSON pane.
  case nextMatch, previousMatch
}
