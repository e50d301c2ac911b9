/// Which of an app's Swift files to compile so that its `Decodable` models build on this host, and
/// which are left out and why: the files that declare the models, those that declare the types
/// they use (found from what each file names, across files), the extensions of those types, and
/// the extensions of `JSONDecoder` and the date formatters (the app's decoding), less every file
/// that cannot compile here (it imports a module of the project or a package that is not built
/// here, is the app's entry point, or a build refused it) and every file that uses a type from a
/// file left out.
public struct ModelSources: Sendable, Equatable {
  /// A file left out, with why: `is the app's entry point`, `uses ProfileView from
  /// Views/ProfileView.swift, which is left out`.
  public struct LeftOut: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "\(file): \(reason)" }
  }

  /// A `Decodable` type that is not compiled, the file that declares it, and why.
  public struct LeftOutModel: Sendable, Hashable, Codable, CustomStringConvertible {
    public var name: String
    public var file: String
    public var reason: String
    public var description: String { "\(name) (\(file)): \(reason)" }

    /// The model `name`, declared in `file` (relative to the project's folder), left out for `reason`.
    public init(name: String, file: String, reason: String) {
      self.name = name
      self.file = file
      self.reason = reason
    }
  }

  /// The files to compile, in the order given.
  public var compiled: [String]
  /// The files of ``compiled`` that import modules this host does not have (a UI framework a
  /// model file imports and may not use), by path, with those modules: they are compiled with
  /// those imports left out, and a build that refuses them leaves them out.
  public var withoutImports: [String: [String]]
  /// The files that declare models or types they need and are not compiled, with why.
  public var leftOut: [LeftOut]
  /// The models not compiled, with why.
  public var leftOutModels: [LeftOutModel]
  /// The models compiled, by name.
  public var models: [String]

  /// The choice among `files` (each a path and its text), where `available` holds every module
  /// this host can import (the toolchain's, and the modules the app's own targets and packages
  /// make) and `refused` the files a build here refused, with the compiler's reason.
  /// `modules` says, of a module that is not available, what it is (`a package the project
  /// depends on, which does not resolve here`).
  public init(
    files: [(path: String, text: String)], available: Set<String>, refused: [String: String] = [:],
    modules: [String: String] = [:]
  ) {
    let outlines = files.map { file in
      SwiftFileOutline(file.text, fileName: String(file.path.split(separator: "/").last ?? ""))
    }
    let paths = files.map(\.path)
    let decodable = Self.decodableProtocols(outlines)
    var declaredIn: [String: [Int]] = [:]
    for (index, outline) in outlines.enumerated() {
      for name in Set(outline.declaredTypes) { declaredIn[name, default: []].append(index) }
    }
    // What each file uses, as the files that declare it.
    let uses = outlines.enumerated().map { index, outline in
      outline.identifiers.union(outline.extendedTypes).sorted().compactMap { name -> (String, [Int])? in
        let others = (declaredIn[name] ?? []).filter { $0 != index }
        return others.isEmpty || outline.declaredTypes.contains(name) ? nil : (name, others)
      }
    }
    var problem: [Int: String] = [:]
    var dropped: [Int: [String]] = [:]
    for (index, outline) in outlines.enumerated() {
      let missing = outline.imports.filter { !available.contains($0) }
      if let module = missing.first(where: { modules[$0] != nil }), let what = modules[module] {
        problem[index] = "imports \(module), \(what)"
      } else if outline.isEntryPoint {
        problem[index] = "is the app's entry point"
      } else if let reason = refused[paths[index]] {
        let without = missing.isEmpty ? "" : " without its import of \(missing.joined(separator: " and "))"
        problem[index] = "does not compile here\(without): \(reason)"
      } else if !missing.isEmpty {
        // Model files often import a UI framework they do not use: the build decides.
        dropped[index] = missing
      }
    }
    var changed = true
    while changed {
      changed = false
      for index in outlines.indices where problem[index] == nil {
        for (name, declaring) in uses[index] where declaring.allSatisfy({ problem[$0] != nil }) {
          problem[index] = "uses \(name) from \(paths[declaring[0]]), which is left out"
          changed = true
          break
        }
      }
    }
    let modelFiles = outlines.indices.filter { index in
      outlines[index].inherits.contains { $0.keyword != "protocol" && !decodable.isDisjoint(with: $0.inherited) }
    }
    // The app's own decoders and date formats, which the launcher finds and decodes with.
    let decoding = outlines.indices.filter { !Self.decodingTypes.isDisjoint(with: outlines[$0].extendedTypes) }
    var chosen = Set((modelFiles + decoding).filter { problem[$0] == nil })
    var queue = Array(chosen)
    func choose(_ index: Int) {
      if problem[index] == nil, chosen.insert(index).inserted { queue.append(index) }
    }
    while !queue.isEmpty {
      while let index = queue.popLast() {
        for (_, declaring) in uses[index] { declaring.forEach(choose) }
      }
      let types = Set(chosen.flatMap { outlines[$0].declaredTypes })
      for index in outlines.indices where !chosen.contains(index) {
        if !types.isDisjoint(with: outlines[index].extendedTypes) { choose(index) }
      }
    }
    compiled = paths.indices.filter(chosen.contains).map { paths[$0] }
    withoutImports = Dictionary(
      uniqueKeysWithValues: dropped.filter { chosen.contains($0.key) }.map { (paths[$0], $1) })
    var needed = Set(modelFiles)
    var reached = modelFiles
    while let index = reached.popLast() {
      for (_, declaring) in uses[index] {
        for file in declaring where needed.insert(file).inserted { reached.append(file) }
      }
    }
    leftOut = paths.indices.filter { problem[$0] != nil && needed.contains($0) }
      .map { LeftOut(file: paths[$0], reason: problem[$0]!) }
    var models: [String] = []
    var leftOutModels: [LeftOutModel] = []
    for index in modelFiles {
      for declaration in outlines[index].inherits
      where declaration.keyword != "protocol" && !decodable.isDisjoint(with: declaration.inherited) {
        if let reason = problem[index] {
          leftOutModels.append(LeftOutModel(name: declaration.name, file: paths[index], reason: reason))
        } else if !models.contains(declaration.name) {
          models.append(declaration.name)
        }
      }
    }
    self.models = models
    self.leftOutModels = leftOutModels.filter { !models.contains($0.name) }
  }

  /// Foundation's types whose extensions hold an app's decoders and date formats.
  static let decodingTypes: Set = ["JSONDecoder", "DateFormatter", "ISO8601DateFormatter"]

  /// `Decodable`, `Codable`, and every protocol or typealias of the files that refines or
  /// composes one of them.
  static func decodableProtocols(_ outlines: [SwiftFileOutline]) -> Set<String> {
    var found: Set = ["Decodable", "Codable"]
    let candidates = outlines.flatMap(\.inherits).filter { $0.keyword == "protocol" || $0.keyword == "typealias" }
    var changed = true
    while changed {
      changed = false
      for candidate in candidates where !found.contains(candidate.name) && !found.isDisjoint(with: candidate.inherited)
      {
        found.insert(candidate.name)
        changed = true
      }
    }
    return found
  }
}
