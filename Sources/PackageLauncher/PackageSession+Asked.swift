import Foundation
import PackageDiscovery

extension PackageSession {
  /// Where the instantiations a user asked for are kept (``ask(for:)``), beside the launcher: the
  /// launcher registers them from then on, and ``LauncherInputs`` reads this file's stamp.
  var askedPath: String { launcherFolder + "/" + Self.askedFileName }
  static let askedFileName = "asked-generics.json"

  /// The instantiations a user asked for, oldest first.
  var asked: [String] {
    guard let data = try? files.read(askedPath), let names = try? JSONDecoder().decode([String].self, from: data)
    else { return [] }
    return names
  }

  /// Keeps `instantiation` (`Page<Page<Forecast>>`, as its module writes it) among those the
  /// launcher registers, so that the next ``open(checkingPlan:)`` compiles it in. Answers whether
  /// it is new, and so whether opening again can make it.
  public func ask(for instantiation: String) -> Bool {
    let names = asked
    return !names.contains(instantiation) && keep(names + [instantiation])
  }

  /// Stops asking for `instantiation`: one that did not compile in the launcher.
  public func forget(_ instantiation: String) {
    let names = asked
    if names.contains(instantiation) { _ = keep(names.filter { $0 != instantiation }) }
  }

  private func keep(_ names: [String]) -> Bool {
    guard let data = try? JSONEncoder().encode(names) else { return false }
    do {
      try files.createDirectory(launcherFolder)
      try files.replace(askedPath, data)
    } catch {
      return false
    }
    return true
  }
}
