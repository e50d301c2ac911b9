import JSONCore

extension ModelFit.Try {
  /// Whether the model decodes the payload by handing each whole value it is given to `other`'s
  /// type, which decodes it: `AuthResponse`, an enum that tries `Session`, then `User`, on the one
  /// value it is given, to `Session`. Then `other` says what the payload is, and this model only
  /// that it is one of several things.
  func handsWholeValue(to other: ModelFit.Try) -> Bool {
    guard let handedOn = inspection.trace?.handedOn else { return false }
    let depth = model.isCollection ? 1 : 0
    let atTop = handedOn.filter { $0.key.components.count == depth }.values
    let target = SwiftTypeName.short(other.model.elementTypeName)
    return !atTop.isEmpty && atTop.allSatisfy { SwiftTypeName.short($0) == target }
      && SwiftTypeName.short(model.elementTypeName) != target
  }
}

extension Array where Element == ModelFit.Try {
  /// These twins (models that read a payload alike) but those that hand their whole value to
  /// another of them (``ModelFit/Try/handsWholeValue(to:)``), unless every one does.
  func withoutWrappers() -> [ModelFit.Try] {
    let kept = filter { twin in
      !contains { other in other.model.name != twin.model.name && twin.handsWholeValue(to: other) }
    }
    return kept.isEmpty ? self : kept
  }
}
