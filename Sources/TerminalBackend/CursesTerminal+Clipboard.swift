import CCurses

extension CursesTerminal {
  /// Asks the terminal to put `text` on the system clipboard with an OSC 52 escape sequence,
  /// written straight to the terminal after what curses drew. Terminals that do not support OSC
  /// 52 (or have it turned off, as tmux without `set-clipboard on`) ignore it silently.
  public func copyToClipboard(_ text: String) {
    guard !isStopped else { return }
    let bytes = OSC52.sequence(copying: text)
    _ = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { ccurses_write_raw($0.baseAddress, $0.count) }
    }
  }
}
