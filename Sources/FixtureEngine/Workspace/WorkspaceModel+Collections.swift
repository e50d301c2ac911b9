import ModelProbe

extension WorkspaceModel {
  /// Whether the model is an array or a map of another (``collection(_:samples:)``).
  package var isCollection: Bool { collected != nil }

  /// The type of the values a collection model holds (`Ticket` for `[Ticket]`), or the model's own.
  package var elementTypeName: String { collected?.model.typeName ?? typeName }

  /// The model an array model (`[Ticket]`) is an array of (`Ticket`); `nil` for any other.
  package var arrayElement: WorkspaceModel? {
    guard let collected, collected.collection == .array else { return nil }
    return collected.model
  }

  /// The model a map model (`[String: Rate]`) holds under each key (`Rate`); `nil` for any other.
  package var mapElement: WorkspaceModel? {
    guard let collected, collected.collection == .dictionary else { return nil }
    return collected.model
  }
}
