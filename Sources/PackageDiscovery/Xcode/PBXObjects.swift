import Foundation

/// The `objects` of a `project.pbxproj`, read with Foundation's property list reader (the file is
/// an old-style, OpenStep property list): each object by its identifier, as a dictionary of
/// strings, arrays and dictionaries.
struct PBXObjects {
  /// The project file cannot be read as a property list, or lacks its root object.
  struct Unreadable: Error, CustomStringConvertible {
    var description: String
  }

  private let objects: [String: [String: Any]]
  /// The identifier of the `PBXProject` object.
  let rootIdentifier: String

  init(_ data: Data) throws(Unreadable) {
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw Unreadable(description: "not a property list: \(error.localizedDescription)")
    }
    guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
      let root = top["rootObject"] as? String
    else { throw Unreadable(description: "no objects and root object in it") }
    self.objects = objects.compactMapValues { $0 as? [String: Any] }
    rootIdentifier = root
  }

  /// The object `identifier` names, if there is one.
  subscript(_ identifier: String?) -> PBXObject? {
    guard let identifier, let fields = objects[identifier] else { return nil }
    return PBXObject(identifier: identifier, fields: fields)
  }

  /// Every object of class `isa`.
  func all(_ isa: String) -> [PBXObject] {
    objects.compactMap { identifier, fields in
      fields["isa"] as? String == isa ? PBXObject(identifier: identifier, fields: fields) : nil
    }.sorted { $0.identifier < $1.identifier }
  }
}

/// One object of a project file.
struct PBXObject {
  let identifier: String
  let fields: [String: Any]

  var isa: String { string("isa") ?? "" }

  func string(_ key: String) -> String? { fields[key] as? String }

  func strings(_ key: String) -> [String] { fields[key] as? [String] ?? [] }

  func dictionary(_ key: String) -> [String: Any] { fields[key] as? [String: Any] ?? [:] }
}
