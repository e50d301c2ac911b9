/// Where the keys pane's columns go, sized by what the rows hold: a marker (`[x] `), the name, the
/// type and the value, two columns apart. The pane asks for room to show every name and type
/// whole and values up to ``KeyRowWidths/valueLimit``, as far as it may widen (see ``Layout``).
/// In the room it gets, values keep 8 columns and names at least two fifths of it; types are
/// shown when that leaves room for the widest whole, else left out (a column of cut types says
/// little); then names take what they need of the rest, and values all that is left.
struct KeyColumns: Equatable {
  /// The columns of `[x] `.
  static let marker = 4
  /// The columns between name, type and value.
  static let gap = 2
  /// The columns values keep when names and types want more.
  static let valueFloor = 8

  /// The width of the name column (indentation included), the type column (0: none) and the
  /// value column.
  var name: Int
  var type: Int
  var value: Int

  /// The columns these take to show `widths`: the value column only as wide as the widest value.
  func usedWidth(_ widths: KeyRowWidths) -> Int {
    valueX + min(value, widths.value)
  }

  init(name: Int, type: Int, value: Int) {
    self.name = name
    self.type = type
    self.value = value
  }

  /// The columns of `widths` in `width` columns.
  init(_ widths: KeyRowWidths, width: Int) {
    let room = max(0, width - Self.marker)
    let nameFloor = min(widths.name, room * 2 / 5)
    let valueFloor = min(widths.value, Self.valueFloor)
    let roomForType = room - nameFloor - Self.gap - valueFloor - Self.gap
    type = widths.type <= roomForType ? widths.type : 0
    let typeColumns = type > 0 ? type + Self.gap : 0
    name = max(0, min(widths.name, room - Self.gap - typeColumns - valueFloor))
    value = max(0, room - name - Self.gap - typeColumns)
  }

  /// Where the type column starts, from the pane's inner left edge.
  var typeX: Int { Self.marker + name + Self.gap }
  /// Where the value column starts, from the pane's inner left edge.
  var valueX: Int { typeX + (type > 0 ? type + Self.gap : 0) }
}
