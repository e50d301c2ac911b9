/// A typealias of a user's module that names a generic instantiation
/// (`typealias OrderPage = PagedResult<OrderSummary>`) or an array or a map of a type
/// (`typealias SiteCollection = [SiteLanguageContent]`): a model the package's tests decode by
/// that name, registered under it with no configuration.
public struct FoundTypealias: Sendable, Hashable, Comparable {
  /// The module that declares it.
  public var module: String
  /// Its name inside the module, outer types first (`OrderPage`, `Order.Items`).
  public var name: String
  /// The type it names, as Swift code in its module writes it (`PagedResult<OrderSummary>`).
  public var aliased: String

  /// A typealias made of its parts.
  public init(module: String, name: String, aliased: String) {
    self.module = module
    self.name = name
    self.aliased = aliased
  }

  /// The generic type it instantiates (`PagedResult`), or `nil` when it names no instantiation.
  public var genericBase: String? {
    guard let open = aliased.firstIndex(of: "<"), aliased.hasSuffix(">") else { return nil }
    return String(aliased[..<open]).trimmingCharacters(in: .whitespaces)
  }

  /// The type argument of the instantiation it names, without its module (`OrderSummary` for
  /// `PagedResult<Orders.OrderSummary>`); `nil` when it names no instantiation of one argument.
  public var argumentTypeName: String? {
    guard genericBase != nil, let open = aliased.firstIndex(of: "<") else { return nil }
    let argument = aliased[aliased.index(after: open)..<aliased.index(before: aliased.endIndex)]
      .trimmingCharacters(in: .whitespaces)
    guard !argument.contains("," as Character), !argument.contains("<" as Character) else { return nil }
    return argument.split(separator: ".").last.map(String.init)
  }

  /// The type it names when that is a plain name, as written (`GeoTopArtist` for
  /// `typealias ArtistSearchResult = GeoTopArtist`); `nil` for an instantiation, a collection or
  /// any other type.
  public var namedType: String? {
    let name = aliased.trimmingCharacters(in: .whitespaces)
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !name.hasSuffix(".")
    else { return nil }
    return name
  }

  /// `name` as this typealias's scope resolves it among `typeNames` (a module's types, outer
  /// types first): a type nested beside the typealias, else one further out, else the module's.
  public func resolving(_ name: String, among typeNames: Set<String>) -> String? {
    let scopes = self.name.split(separator: ".").dropLast().map(String.init)
    return (0...scopes.count).reversed().map { (scopes.prefix($0) + [name]).joined(separator: ".") }
      .first(where: typeNames.contains)
  }

  /// The element type of the array or map it names (`SiteLanguageContent` for
  /// `[SiteLanguageContent]` or `[String: SiteLanguageContent]`), as written; `nil` for any other type.
  public var collectionElement: String? {
    guard aliased.hasPrefix("["), aliased.hasSuffix("]") else { return nil }
    var inner = aliased.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
    if let colon = inner.firstIndex(of: ":") {
      guard inner[..<colon].trimmingCharacters(in: .whitespaces) == "String" else { return nil }
      inner = inner[inner.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let isName = !inner.isEmpty && inner.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return isName ? inner : nil
  }

  public static func < (lhs: FoundTypealias, rhs: FoundTypealias) -> Bool {
    (lhs.module, lhs.name) < (rhs.module, rhs.name)
  }
}
