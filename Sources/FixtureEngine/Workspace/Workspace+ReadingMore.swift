import JSONTrace
import ModelProbe

extension Workspace {
  /// Where every fixture of `payloads` decodes with the models' own decoding (every key they miss
  /// optional, say), and leaves some of their keys unread, the decoding that decodes them all too
  /// and leaves the fewest of the keys of those named after a model unread: one of the package's
  /// decoders, this module's first, where it leaves no more than the models' own, or, where the
  /// fixtures' keys are snake_case, `convertFromSnakeCase`, where it leaves fewer. A package that decodes `trading_name` into an optional
  /// `tradingName` with its decoder reads it; the models' own decoding never does, and nothing
  /// fails to say so. `nil` where none reads more.
  func decodingReadingMore(over payloads: [(FixtureFile, PayloadText)], none: PackageDecoding) -> PackageDecoding? {
    let unreadWithout = unreadKeys(payloads)
    guard unreadWithout > 0 else { return nil }
    let own = { (expression: String) in self.decoderModules[expression] == self.name ? 0 : 1 }
    var candidates = packageDecodings.keys.sorted(by: { (own($0), $0) < (own($1), $1) }).map { expression in
      var candidate = none
      candidate.decoder = expression
      return candidate
    }
    if payloads.contains(where: { Self.hasSnakeCaseKeys($0.1.value) }) {
      var keys = none
      keys.keys = .convertFromSnakeCase
      candidates.append(keys)
    }
    var best: (decoding: PackageDecoding, unread: Int)?
    for candidate in candidates {
      let applied = applying(candidate).keepingSpelledKeys(plain: self)
      guard applied.decodedCount(payloads) == payloads.count else { continue }
      let unread = applied.unreadKeys(payloads)
      // A decoder the package declares that reads as many as the models' own is taken: the
      // package decodes with it. An inferred strategy has to read more.
      let isDeclared = candidate.decoder != nil && best == nil
      if unread < best?.unread ?? unreadWithout || (isDeclared && unread == unreadWithout) {
        best = (candidate, unread)
      }
    }
    guard var chosen = best?.decoding else { return nil }
    chosen.unreadKeys = best?.unread
    chosen.unreadKeysWithout = unreadWithout
    return chosen
  }

  /// How many keys of `payloads`, in those named after a model, each as that model, are never read.
  func unreadKeys(_ payloads: [(FixtureFile, PayloadText)]) -> Int {
    payloads.reduce(0) { sum, entry in
      let (file, payload) = entry
      guard file.isGivenItsModel, let name = file.modelName, let model = try? model(named: name) else { return sum }
      return sum + (model.inspect(payload, comparisonLimit: 0).trace?.unreadKeys.count ?? 0)
    }
  }
}
