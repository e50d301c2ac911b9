import CCurses
import TerminalCore

/// The `CCURSES_ATTR_*` bits for a `Style`: what is drawn with colors on and off alike.
struct CellAttributes: OptionSet, Hashable {
  let rawValue: UInt32

  static let bold = CellAttributes(rawValue: CCURSES_ATTR_BOLD.rawValue)
  static let underline = CellAttributes(rawValue: CCURSES_ATTR_UNDERLINE.rawValue)
  static let reverse = CellAttributes(rawValue: CCURSES_ATTR_REVERSE.rawValue)
  static let dim = CellAttributes(rawValue: CCURSES_ATTR_DIM.rawValue)

  /// The attributes of `style` (its colors are a color pair's business).
  init(_ style: Style) {
    var attributes: CellAttributes = []
    if style.bold { attributes.insert(.bold) }
    if style.underline { attributes.insert(.underline) }
    if style.reverse { attributes.insert(.reverse) }
    if style.dim { attributes.insert(.dim) }
    self = attributes
  }

  init(rawValue: UInt32) {
    self.rawValue = rawValue
  }
}
