/// Paths as the export overlays and the status line show them.
enum ExportPaths {
  /// `path` relative to `root` when it lies inside it, else `path` itself.
  static func relative(_ path: String, to root: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// `path` in at most `columns` columns: its end after `…` (from a folder boundary when one is
  /// near), when the whole does not fit.
  static func shortened(_ path: String, toFit columns: Int) -> String {
    guard TextWidth.of(path) > columns else { return path }
    var tail = TextWidth.tail(of: path, fitting: columns - 1)
    // Start at a folder boundary when that costs little of what fits.
    if let slash = tail.firstIndex(of: "/"), slash != tail.startIndex,
      tail.distance(from: tail.startIndex, to: slash) * 3 <= tail.count
    {
      tail = String(tail[slash...])
    }
    return "…" + tail
  }
}
