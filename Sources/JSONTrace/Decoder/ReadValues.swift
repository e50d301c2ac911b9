/// Which values of one object or array of the payload the model has read, shared by every node
/// that stands for it: a model that decodes a member again gets a new node there, and what it
/// reads again is not counted again. The marks of its objects and arrays hang below it, made when
/// the model first opens them.
final class ReadValues {
  @exclusivity(unchecked) private var read: [Bool]
  @exclusivity(unchecked) private var members: [ReadValues?]?

  init(_ count: Int) {
    read = Array(repeating: false, count: count)
  }

  /// Marks the value at `index` read; whether it was not before.
  func markRead(_ index: Int) -> Bool {
    guard !read[index] else { return false }
    read[index] = true
    return true
  }

  /// The marks of the object or array at `index`, which holds `count` values.
  func member(_ index: Int, count: Int) -> ReadValues {
    if members == nil { members = Array(repeating: nil, count: read.count) }
    if let made = members?[index] { return made }
    let made = ReadValues(count)
    members?[index] = made
    return made
  }
}
