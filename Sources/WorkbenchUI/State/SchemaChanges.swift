import JSONCore
import ModelProbe

/// What changed in a model's keys between two learnings of it, in words: `due_at is now optional`,
/// `notes is new`, `legacy_id is gone`, `count is now a string`.
enum SchemaChanges {
  /// The changes from `old` to `new`, in the order of `new`'s keys, then the keys gone; none when
  /// `old` was never learned.
  static func describe(from old: ModelSchema, to new: ModelSchema) -> [String] {
    if case .unknown = old.root { return [] }
    let before = Dictionary(old.fieldPaths.map { ($0.path, $0.field) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(new.fieldPaths.map { ($0.path, $0.field) }, uniquingKeysWith: { first, _ in first })
    var changes: [String] = []
    for (path, field) in new.fieldPaths {
      guard let was = before[path] else {
        changes.append("\(path) is new")
        continue
      }
      if was.isRequired && !field.isRequired { changes.append("\(path) is now optional") }
      if !was.isRequired && field.isRequired { changes.append("\(path) is now required") }
      if was.type.displayName != field.type.displayName { changes.append("\(path) is now \(field.type.displayName)") }
    }
    for (path, _) in old.fieldPaths where after[path] == nil {
      changes.append("\(path) is gone")
    }
    return changes
  }
}
