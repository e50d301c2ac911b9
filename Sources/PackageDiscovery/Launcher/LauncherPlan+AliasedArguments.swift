extension LauncherPlan {
  /// The instantiations of `envelope` that the package's code writes with a typealias of one of
  /// `plain` as the argument (`SearchResults<ArtistSearchResult>`, where `typealias
  /// ArtistSearchResult = GeoTopArtist`), each with the model's name: registered under the
  /// spelling the code uses, in place of the instantiation with the model's own name.
  static func aliasedArguments(
    of envelope: FoundModel, among plain: [FoundModel], aliases: [FoundTypealias], written: WrittenInstantiations
  ) -> [(spelling: String, model: String)] {
    guard envelope.genericParameters.count == 1 else { return [] }
    let typeNames = Set(plain.filter { !$0.isValue }.map(\.typeName))
    return aliases.compactMap { alias in
      guard alias.module == envelope.module, let named = alias.namedType,
        let model = alias.resolving(named, among: typeNames),
        written.writes(envelope.typeName, with: alias.name)
      else { return nil }
      return ("\(envelope.typeName)<\(alias.name)>", model)
    }
  }
}
