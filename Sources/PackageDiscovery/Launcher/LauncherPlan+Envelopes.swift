extension LauncherPlan {
  /// The instantiations of the generic types of two parameters among `envelopes` that the code
  /// writes (`Envelope<Device, Cursor>`), where each argument is one of `models` or a standard type
  /// (a name the code binds otherwise, such as a generic parameter, is left alone).
  static func writtenPairs(
    of envelopes: [FoundModel], by written: WrittenInstantiations, among models: [FoundModel],
    _ name: (FoundModel) -> String
  ) -> [String] {
    envelopes.filter { $0.genericParameters.count == 2 }.flatMap { envelope in
      written.pairs(of: envelope.typeName).compactMap { pair -> String? in
        let spelled = pair.compactMap { argument -> String? in
          if standardArguments.contains(argument) { return argument }
          let bare = WrittenInstantiations.bare(argument)
          return models.first { WrittenInstantiations.bare($0.typeName) == bare }.map(name)
        }
        return spelled.count == 2 ? "\(envelope.typeName)<\(spelled.joined(separator: ", "))>" : nil
      }
    }
  }

  /// The standard types an instantiation the code writes may take as an argument.
  static let standardArguments: Set<String> = [
    "String", "Int", "Int64", "Double", "Bool", "Date", "URL", "UUID", "Decimal", "Data",
  ]

  /// `envelope` made with each of ``plainArguments`` it accepts, those the code writes apart: a
  /// list of ids is an envelope of plain values (`{"data": ["1535513785"]}`), made after the models.
  static func plainValueInstantiations(of envelope: FoundModel, by written: WrittenInstantiations) -> (
    written: [String], others: [String]
  ) {
    let values = envelope.acceptsPlainValues ? plainArguments : []
    let spelled = { (values: [String]) in values.map { "\(envelope.typeName)<\($0)>" } }
    let byCode = values.filter { written.writes(envelope.typeName, with: $0) }
    return (spelled(byCode), spelled(values.filter { !byCode.contains($0) }))
  }

  /// The plain values every generic envelope of one parameter is made with, where they meet its
  /// constraints: a list of ids (`Envelope<String>`) or of counts.
  static let plainArguments = ["String", "Int"]

  /// The most instantiations of a package's generic types with its models registered with no
  /// configuration: past it, each compiled into the launcher and tried on every object payload
  /// would cost more than it is worth.
  static let mostEnvelopes = 300

  /// This plan without the instantiations it made on its own (``Module/envelopes``): what the
  /// launcher is built with when one of them does not compile.
  public var withoutEnvelopes: LauncherPlan {
    var plan = self
    plan.modules = modules.map { module in
      var module = module
      module.models.removeAll { module.envelopes.contains($0) }
      module.envelopes = []
      return module
    }
    return plan
  }
}
