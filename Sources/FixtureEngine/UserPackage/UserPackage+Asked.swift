extension UserPackage {
  /// `name` as the module of the generic type it instantiates writes it (`Page<Page<Forecast>>`
  /// for `WeatherModels.Page<WeatherModels.Page<Forecast>>`), when it instantiates one of the
  /// package's generic types: those with an instantiation registered, and those with none
  /// (``Module/genericsWithoutArguments``). `nil` for any other name.
  public func instantiation(named name: String) -> String? {
    for module in modules {
      let local = Workspace.named(name, inModule: module.name)
      guard local.hasSuffix(">"), let open = local.firstIndex(of: "<") else { continue }
      let base = local[..<open]
      let generics = module.models.map(\.typeName) + module.genericsWithoutArguments
      if generics.contains(where: { $0.hasPrefix(base + "<") }) { return local }
    }
    return nil
  }
}
