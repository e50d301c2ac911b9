import JSONCore

/// One change a schema allows, made to the payload the set begins with: the key absent, the value
/// `null`, another enum value, another branch, another form of a format, an empty array or
/// string, a key more.
public struct PayloadChange: Sendable, Hashable {
  /// What the schema allows that the change makes.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// An optional property absent.
    case absent
    /// A nullable value `null`.
    case null
    /// Another value of an enum.
    case enumValue = "enum value"
    /// Another branch of a `oneOf` or `anyOf`.
    case branch
    /// Another form of the value's format: a date-time with fractional seconds or an offset, an
    /// `int64` past 32 bits, another form of a URI or a UUID.
    case format
    /// An empty array.
    case emptyArray = "empty array"
    /// An empty string.
    case emptyString = "empty string"
    /// A map empty, or an object with a key its `additionalProperties` allows.
    case additionalProperties = "additional properties"
    /// Another of the document's own examples, whole.
    case example
  }

  /// One edit: the value at `path` replaced, or removed when `value` is `nil`.
  public struct Edit: Sendable, Hashable {
    public var path: JSONPath
    public var value: JSONValue?
  }

  public var kind: Kind
  /// The edits, in order: those that bring in a branch the change lies in, then the change.
  public var edits: [Edit]
  /// The schema that allows the change.
  public var pointer: JSONPointer
  /// The keyword of that schema that allows it (`nullable`, `enum`, `format`), when one does.
  public var keyword: String?
  /// What the schema allows, in words: `allows null (nullable)`, `leaves note optional`,
  /// `allows "archived" (enum)`.
  public var allowance: String

  /// The place the schema declares that the change covers.
  var declaredPoint: CoveringSet.DeclaredPoint {
    .init(pointer: pointer, kind: kind, value: kind == .enumValue ? edits.last?.value?.compactText : nil)
  }

  /// Where the change is made in the payload.
  public var path: JSONPath { edits.last?.path ?? JSONPath() }

  /// Whether every edit is made at or below one of `paths` (only below, when `strictly`): a
  /// change to what a model that never reads those keys cannot tell from the payload it was made
  /// to; a change inside a value that is checked on its own.
  public func liesUnder(_ paths: Set<JSONPath>, strictly: Bool = false) -> Bool {
    !paths.isEmpty
      && edits.allSatisfy { edit in
        let depth = edit.path.components.count
        return (0..<(strictly ? depth : depth + 1)).contains {
          paths.contains(JSONPath(Array(edit.path.components.prefix($0))))
        }
      }
  }

  /// This change under `prefix` (a branch's changes inside the value that brings the branch in).
  func preceded(by setup: Edit) -> PayloadChange {
    var change = self
    change.edits.insert(setup, at: 0)
    return change
  }

  /// `payload` with the edits that bring in the change's branch made, and not the change: the
  /// payload the change is made to.
  public func origin(in payload: JSONValue) -> JSONValue {
    PayloadChange(kind: kind, edits: edits.dropLast(), pointer: pointer, keyword: keyword, allowance: allowance)
      .applied(to: payload)
  }

  /// `payload` with the edits made.
  public func applied(to payload: JSONValue) -> JSONValue {
    edits.reduce(payload) { value, edit in
      edit.path.components.isEmpty ? (edit.value ?? .null) : value.replacing(edit.path, with: edit.value)
    }
  }
}
