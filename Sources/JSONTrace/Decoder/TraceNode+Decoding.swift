import Foundation
import JSONCore

extension TraceNode {
  /// Decodes `type` from this node's value as `JSONDecoder` would, but records a failure and
  /// returns a placeholder instead of throwing, so decoding goes on; in a settled pass, a failure
  /// away from the recorder's placeholders goes on up, as `JSONDecoder` throws it.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if isPlaceholder { return try Placeholder.make(type, below: self) }
    if wasDecoded { recorder.triesAgain = true }
    wasDecoded = true
    // Only at the top (the payload and its members, each element of a collection payload), and
    // only to a type of the model's own kind, not to the plain value a raw-value enum reads.
    let handedOn = decodesUnderway > 0 && parent?.parent == nil && !Self.isPlainValue(type)
    decodesUnderway += 1
    defer { decodesUnderway -= 1 }
    let started = recorder.startRead()
    let reads = recorder.readCount
    if Self.isSpecialType(type) { return try decodeSpecialType(type) }
    do {
      let result = try T(from: self)
      finish()
      recorder.lastRead = self
      recorder.noteSuccess(at: self, startedAt: started, readCountBefore: reads)
      if handedOn, recorder.handedOn[path] == nil { recorder.handedOn[path] = readableTypeName(type) }
      // An error of the model's own below, caught on the way, goes no further up.
      if let own = recorder.ownError, path.isAncestorOrSelf(of: own.path) { recorder.ownError = nil }
      return result
    } catch is TraceAbandoned {
      return try Placeholder.make(type, below: self)
    } catch {
      // In a settled pass the model's own error goes on up as it is, once recorded.
      try recordThrown(error, decoding: type)
      if recorder.throwsFailure(at: (error as? DecodingError).map(payloadPath(of:)) ?? path) { throw error }
      return try Placeholder.make(type, below: self)
    }
  }

  /// A failure the model's own `init(from:)` threw (an unknown raw value, a custom check).
  private func recordThrown<T>(_ error: any Error, decoding type: T.Type) throws {
    guard let decodingError = error as? DecodingError else {
      // The same error on its way up from where it was recorded is not a failure of each parent.
      let text = String(describing: error)
      if let below = recorder.ownError, below.path != path, path.isAncestorOrSelf(of: below.path), below.text == text {
        if recorder.throwsFailure(at: below.path) { throw error }
        return
      }
      recorder.ownError = (path, text)
      // A check of the model's own, most likely of the value it read last.
      var after = ""
      if let read = recorder.lastRead?.path, read != path, path.isAncestorOrSelf(of: read),
        let value = recorder.lastRead?.value
      {
        let relative = JSONPath(Array(read.components.dropFirst(path.components.count)))
        after = " after reading \(relative) (\(value.summary))"
      }
      // A model that takes something from `userInfo` (a context its own code passes) and finds
      // nothing there may refuse for that alone.
      let wantsContext = recorder.readsUserInfo && recorder.userInfo.isEmpty
      let context =
        wantsContext
        ? " (it looks in decoder.userInfo, empty here: what the package's own code puts there is not known to the workbench)"
        : ""
      if wantsContext { recorder.contextRefusals.append(path) }
      try recorder.recordFailure(
        at: path, .invalidValue, expected: readableTypeName(type), found: value,
        message: "\(readableTypeName(type)) refused \(value.summary)\(after): \(error)\(context)", throwing: error)
      return
    }
    let path = payloadPath(of: decodingError)
    // A value the type's own decoding already found wrong (`null` for a raw-value enum) is one
    // failure, not two.
    if recorder.failures.contains(where: { $0.path == path }) { return }
    let detail: String
    switch decodingError {
    case .keyNotFound(let key, _):
      var spelled = key.stringValue
      if case .key(let last)? = path.components.last { spelled = last }
      detail = "the required key \(JSONValue.string(spelled).compactText) is missing"
    case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
      detail = context.debugDescription
    @unknown default:
      detail = String(describing: decodingError)
    }
    if path == self.path, let cases = EnumCases.rawValues(of: type) {
      let list = cases.map { JSONValue.string($0).compactText }.joined(separator: ", ")
      try recorder.recordFailure(
        at: path, .unknownEnumValue, expected: readableTypeName(type), found: value,
        message: "\(value.summary) is not a case of \(readableTypeName(type)); expected one of \(list)",
        throwing: error)
      return
    }
    let found = path == self.path ? value : nil
    try recorder.recordFailure(
      at: path, .invalidValue, expected: readableTypeName(type), found: found, message: detail, throwing: error)
  }

  /// Whether `type` is a number, a string or a Boolean.
  private static func isPlainValue<T>(_ type: T.Type) -> Bool {
    type is any Numeric.Type || type is any StringProtocol.Type || type == Bool.self
  }

  /// Whether `JSONDecoder` reads `type` its own way rather than through its `init(from:)`.
  ///
  /// Asked apart from reading it, so the common case builds no `T?`: in this unspecialized
  /// generic path, each `Optional<T>` is a lookup in the runtime's metadata cache (callgrind
  /// counted 8% of a traced decode).
  private static func isSpecialType<T>(_ type: T.Type) -> Bool {
    type == Date.self || type == URL.self || type == Decimal.self || type == Data.self
  }

  /// Reads one of the types ``isSpecialType(_:)`` names.
  private func decodeSpecialType<T>(_ type: T.Type) throws -> T {
    if type == Date.self { return try ScalarReading.date(self) as! T }
    if type == URL.self { return try ScalarReading.url(self) as! T }
    if type == Decimal.self { return try ScalarReading.decimal(self) as! T }
    return try ScalarReading.data(self) as! T
  }
}
