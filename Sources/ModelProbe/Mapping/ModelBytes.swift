/// A decoded model copied once into memory of its own, so a comparison reads its values at fixed
/// addresses (``ByteRoute``) instead of boxing each parent and field into an `Any`. The copy
/// shares the model's storage (its arrays, its strings) and keeps it alive while it is read.
final class ModelBytes {
  let address: UnsafeRawPointer
  let type: Any.Type
  private let release: () -> Void

  /// A copy of `model`, unwrapped from any optional; `nil` when it is `nil` or a protocol's
  /// existential, whose bytes are not its value's.
  init?(_ model: Any) {
    guard let value = ModelReflection.unwrap(model) else { return nil }
    func copy<Value>(_ value: Value) -> (UnsafeRawPointer, () -> Void)? {
      guard !StoredFields.isExistential(Value.self) else { return nil }
      let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
      storage.initialize(to: value)
      return (
        UnsafeRawPointer(storage),
        {
          storage.deinitialize(count: 1)
          storage.deallocate()
        }
      )
    }
    guard let (address, release) = _openExistential(value, do: copy) else { return nil }
    self.address = address
    self.type = Swift.type(of: value)
    self.release = release
  }

  deinit {
    release()
  }
}

/// An `Array` type, seen from its elements' bytes.
protocol ArrayBytes: ArrayReflecting {
  static var elementStride: Int { get }
  /// The address of the first element and the count of the array stored at `address`; `nil`
  /// when the elements are not in the array's own storage (an array bridged from elsewhere).
  /// The address stays good while something holds the array: the model being compared does.
  static func elements(ofArrayAt address: UnsafeRawPointer) -> (first: UnsafeRawPointer, count: Int)?
}

extension Array: ArrayBytes {
  static var elementStride: Int { MemoryLayout<Element>.stride }

  static func elements(ofArrayAt address: UnsafeRawPointer) -> (first: UnsafeRawPointer, count: Int)? {
    let storage = address.load(as: UnsafeRawPointer.self)
    return address.load(as: [Element].self).withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress.map(UnsafeRawPointer.init) else { return nil }
      // A native array keeps its elements right after its storage's header.
      let offset = storage.distance(to: first)
      guard offset > 0, offset <= Self.largestHeader else { return nil }
      return (first, buffer.count)
    }
  }

  private static var largestHeader: Int { 64 }
}
