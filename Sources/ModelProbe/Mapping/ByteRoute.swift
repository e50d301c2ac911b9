import JSONCore

/// The way from a decoded model's bytes to one property path's value, worked out once per leaf
/// of a comparison: a struct's field is an offset, an array's element is its storage plus the
/// payload's index times the element's stride. Following it reads no `Mirror`, boxes no parent
/// and casts nothing.
///
/// It only says "this value matches": anything else (a mismatch, a type it does not read, an
/// index past the model's array) leaves the answer to the comparison's resolver, which explains
/// what it finds.
struct ByteRoute {
  private enum Step {
    case field(offset: Int)
    /// An array's element; `fixed` is the index the property path names, used when the
    /// payload's value has fewer indexes than the path has arrays.
    case element(array: any ArrayBytes.Type, fixed: Int)
  }

  private let steps: [Step]
  private var terminal: ByteScalar
  /// For each element step, the last array met there: its storage and elements.
  private var arrays: [(storage: UnsafeRawPointer, first: UnsafeRawPointer, count: Int)?]

  /// The route of `mapped` (a property path from the model) in a model of type `root`; `nil`
  /// when a step is not a plain struct's stored property or an `Array`'s element, or the value
  /// is not a scalar this reads.
  init?(_ mapped: [PropertyMap.Step], from root: Any.Type) {
    var type = root
    var steps: [Step] = []
    for step in mapped {
      switch step {
      case .property(let name):
        guard let field = StoredFields(ofStruct: type)?.plainField(named: name) else { return nil }
        steps.append(.field(offset: field.offset))
        type = field.type
      case .index(let fixed):
        guard let array = type as? any ArrayBytes.Type else { return nil }
        steps.append(.element(array: array, fixed: fixed))
        type = array.elementType
      case .key:
        return nil
      }
    }
    guard let terminal = ByteScalar(type) else { return nil }
    self.steps = steps
    self.terminal = terminal
    self.arrays = Array(repeating: nil, count: steps.count)
  }

  /// Whether the value this route reaches in `model`, `indexes` (the payload value's array
  /// indexes from the root) standing for its elements, is surely what `value` says, read as
  /// `reading`; `false` when it is not, or this cannot tell.
  mutating func matches(
    _ value: JSONValue, in model: ModelBytes, indexes: [Int], reading: ScalarMatch.Reading?, scalars: ScalarMatch
  ) -> Bool {
    var address = model.address
    var nextIndex = 0
    for position in steps.indices {
      switch steps[position] {
      case .field(let offset):
        address += offset
      case .element(let array, let fixed):
        let index = nextIndex < indexes.count ? indexes[nextIndex] : fixed
        nextIndex += 1
        guard let elements = elements(of: array, at: address, cachedAt: position), index >= 0, index < elements.count
        else { return false }
        address = elements.first + index * array.elementStride
      }
    }
    return terminal.matches(value, at: address, reading: reading, scalars: scalars)
  }

  /// The elements of the array stored at `address`, found once per array.
  private mutating func elements(of array: any ArrayBytes.Type, at address: UnsafeRawPointer, cachedAt position: Int)
    -> (first: UnsafeRawPointer, count: Int)?
  {
    let storage = address.load(as: UnsafeRawPointer.self)
    if let known = arrays[position], known.storage == storage { return (known.first, known.count) }
    guard let found = array.elements(ofArrayAt: address) else { return nil }
    arrays[position] = (storage, found.first, found.count)
    return found
  }
}
