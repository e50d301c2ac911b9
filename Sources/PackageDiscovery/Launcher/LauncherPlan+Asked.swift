extension LauncherPlan {
  /// The generic type that `instantiation` (`Page<Page<Forecast>>`, `Shop.Page<Item>`) instantiates,
  /// among `models`; `nil` when it instantiates none of them.
  public static func generic(instantiatedBy instantiation: String, among models: [FoundModel]) -> FoundModel? {
    guard instantiation.hasSuffix(">"), let open = instantiation.firstIndex(of: "<") else { return nil }
    let base = instantiation[..<open].trimmingCharacters(in: .whitespaces)
    return models.first { $0.isGeneric && ($0.typeName == base || "\($0.module).\($0.typeName)" == base) }
  }

  /// Registers `asked`, instantiations of the package's generic models that a user named and the
  /// plan does not make on its own (`Page<Page<Forecast>>`, past the most it makes), each in the
  /// module of its generic type, beside the others. One that names no generic type of `models`,
  /// or that the module registers already, is left out; one that does not compile is left out as
  /// the plan's own instantiations are (``withoutRegistrations(failingIn:)``).
  public mutating func register(asked: [String], among models: [FoundModel]) {
    for instantiation in asked {
      guard let generic = Self.generic(instantiatedBy: instantiation, among: models),
        let index = modules.firstIndex(where: { $0.name == generic.module }),
        !modules[index].models.contains(instantiation)
      else { continue }
      modules[index].models.append(instantiation)
      modules[index].envelopes.append(instantiation)
      modules[index].genericsWithoutArguments.removeAll { $0 == generic.displayName }
    }
  }
}
