import Foundation

/// A package and every package it depends on, directly or not, as `swift package
/// show-dependencies --format json` prints them.
public struct DependencyTree: Sendable, Hashable, Decodable {
  /// SwiftPM's identity of the package (`swift-custom-dump`; a path dependency's folder name).
  public var identity: String
  /// Its folder, where SwiftPM has one.
  public var path: String?
  /// The packages it depends on.
  public var dependencies: [DependencyTree]

  /// The tree in `output`, from its first `{`.
  public init(showDependenciesOutput output: String) throws {
    guard let start = output.firstIndex(of: "{") else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no JSON object in the output"))
    }
    self = try JSONDecoder().decode(Self.self, from: Data(output[start...].utf8))
  }

  /// Every package below this one, however deep.
  public var allDependencies: [DependencyTree] {
    dependencies.flatMap { [$0] + $0.allDependencies }
  }
}
