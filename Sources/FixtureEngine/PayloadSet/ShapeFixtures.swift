import Foundation
import JSONCore
import ModelProbe
import WorkbenchContext

/// `--save-shapes DIR`: one fixture per shape in the order first seen, named by what sets it apart
/// from the first (`ShapeName`: `shape-01.json`, `shape-02-note-absent.json`...); failing shapes
/// in `failing/`, with the `expected-failures.txt` lines `lint` reads.
/// Nothing is written when a file would be replaced without `force`; each file is written
/// atomically.
public enum ShapeFixtures {
  /// A file that is there and may not be replaced.
  public struct Exists: Error, CustomStringConvertible {
    /// The files that are there.
    public var paths: [String]
    public var description: String {
      "\(paths.joined(separator: ", ")) already exist\(paths.count == 1 ? "s" : "")"
    }
  }

  /// The files to write under `folder`: path and contents, fixtures first, the manifest last.
  /// `fields` are the summary's, which name what sets each shape apart.
  public static func files(_ shapes: [ShapeCollector.Shape], fields: [SummaryField], in folder: String) -> [(
    path: String, data: Data
  )] {
    let width = max(2, String(shapes.count).count)
    var files: [(String, Data)] = []
    var manifest: [String] = []
    for (offset, shape) in shapes.enumerated() {
      let number = String(repeating: "0", count: width - String(offset + 1).count) + String(offset + 1)
      let name = ShapeName.fileName(
        number: number, record: shape.record, first: offset == 0 ? nil : shapes.first?.record, fields: fields)
      let text = (try? JSONParser.parse(shape.bytes)).map { JSONPrinter.bytes(of: $0, style: .pretty) + [0x0A] }
      let data = text.map { Data($0) } ?? shape.bytes
      if let failsAt = shape.failsAt {
        files.append(("\(folder)/failing/\(name)", data))
        manifest.append("\(name)  \(failsAt)")
      } else {
        files.append(("\(folder)/\(name)", data))
      }
    }
    if !manifest.isEmpty {
      let header = "# Where each fixture in this folder must fail to decode: FILE  PATH, the path JSONDecoder stops at."
      files.append(
        ("\(folder)/failing/expected-failures.txt", Data(([header] + manifest).joined(separator: "\n").utf8 + [0x0A])))
    }
    return files
  }

  /// Writes `files` with `fileSystem`, refusing to replace any that is there unless `force`.
  /// - Returns: the paths written.
  public static func write(_ files: [(path: String, data: Data)], with fileSystem: FileSystem, force: Bool) throws
    -> [String]
  {
    let there = files.map(\.path).filter(fileSystem.exists)
    if !force, !there.isEmpty { throw Exists(paths: there) }
    for folder in Set(files.map { ($0.path as NSString).deletingLastPathComponent }).sorted() {
      try fileSystem.createDirectory(folder)
    }
    for file in files { try fileSystem.replace(file.path, file.data) }
    return files.map(\.path)
  }
}
