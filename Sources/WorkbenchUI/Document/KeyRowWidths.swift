/// How many columns the keys pane's rows need for their names (indented, with the fold mark),
/// their types and their values: the widest of each, measured when the rows are built so that
/// drawing a frame does not measure a long list again.
public struct KeyRowWidths: Sendable, Equatable {
  /// The widest name, with its indentation (two columns a level) and fold mark.
  public var name = 0
  /// The widest type name (`Pokemon.Kind`), at most ``typeLimit``.
  public var type = 0
  /// The widest value (`"Charizard"`, `80000 elements`), at most ``valueLimit``.
  public var value = 0

  /// Type names longer than this are cut (a generic's full name can be long).
  public static let typeLimit = 16
  /// Values are measured up to this width: a longer one is cut however wide the pane is.
  public static let valueLimit = 16

  /// The widths `rows` need.
  public init(_ rows: some Sequence<KeyRow>) {
    for row in rows {
      name = max(name, row.depth * 2 + TextWidth.of(row.foldedLabel))
      type = max(type, min(Self.typeLimit, TextWidth.of(row.typeText)))
      value = max(value, TextWidth.of(row.valueText.prefix(Self.valueLimit)))
    }
  }
}
