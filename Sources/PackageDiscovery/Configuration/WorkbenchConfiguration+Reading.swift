import Foundation
import JSONCore
import JSONTrace
import WorkbenchContext

extension WorkbenchConfiguration {
  /// The configuration in `text`, the contents of the file named `file`.
  /// - Throws: ``ConfigurationError`` at the line and column of the first thing that is wrong.
  public init(parsing text: String, file: String = WorkbenchConfiguration.fileName) throws(ConfigurationError) {
    let bytes = Array(text.utf8)
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ConfigurationError(file: file, location: error.location, message: error.message)
    }
    var reader = ConfigurationReader(bytes: bytes, file: file)
    self = try reader.read(root)
  }

  /// The configuration in the file at `path` of `files`, or `nil` when there is no such file: read
  /// as it is written (``saveDates(_:forModel:inFileAt:files:)``), through the context's file system.
  /// - Throws: ``ConfigurationError`` when the file cannot be read or is not a valid configuration.
  public static func load(from path: String, files: FileSystem) throws(ConfigurationError) -> WorkbenchConfiguration? {
    let name = URL(fileURLWithPath: path).lastPathComponent
    guard files.exists(path) else { return nil }
    let data: Data
    do {
      data = try files.read(path)
    } catch {
      throw ConfigurationError(
        file: name, location: nil, message: "cannot read the file: \(FileErrorText.reason(error))")
    }
    return try WorkbenchConfiguration(parsing: String(decoding: data, as: UTF8.self), file: name)
  }
}

/// Walks a parsed configuration, turning each value into its setting or an error at its place.
private struct ConfigurationReader {
  let bytes: [UInt8]
  let file: String

  static let topKeys = ["decoding", "models", "generics", "sources", "fixtures", "exports", "contract"]

  mutating func read(_ root: JSONValue) throws(ConfigurationError) -> WorkbenchConfiguration {
    guard case .object(let object) = root else {
      throw failure(at: .root, "the configuration must be a JSON object; found \(root.kindDescription)")
    }
    var configuration = WorkbenchConfiguration()
    for member in object {
      let path = JSONPath.root.appending(key: member.key)
      switch member.key {
      case "decoding": configuration.decoding = try decoding(member.value, at: path, named: "decoding")
      case "models": try models(member.value, at: path, into: &configuration)
      case "generics":
        configuration.generics = try strings(member.value, at: path, example: #"["Page<Forecast>"]"#)
        for (index, generic) in configuration.generics.enumerated() where !Self.isInstantiation(generic) {
          throw failure(
            at: path.appending(index: index),
            "\(quoted(generic)) is not a generic instantiation; write it as Swift does, like \"Page<Forecast>\"")
        }
      case "sources":
        configuration.sources = try strings(member.value, at: path, example: #"["Models"]"#)
      case "fixtures":
        try fixtures(member.value, at: path, into: &configuration)
      case "contract":
        configuration.contract = try contract(member.value, at: path)
      case "exports":
        guard case .string(let folder) = member.value else {
          throw failure(at: path, "\"exports\" must be a string (a folder); found \(member.value.kindDescription)")
        }
        configuration.exports = folder
      default:
        throw failure(at: path, "unknown key \(quoted(member.key)); allowed: \(Self.topKeys.joined(separator: ", "))")
      }
    }
    return configuration
  }

  private func contract(_ value: JSONValue, at path: JSONPath) throws(ConfigurationError)
    -> WorkbenchConfiguration.Contract
  {
    let example = #"{"document": "api.yaml", "models": {"Status": "Post"}}"#
    guard case .object(let object) = value else {
      throw failure(at: path, "\"contract\" must be an object like \(example); found \(value.kindDescription)")
    }
    var document: String?
    var models: [String: String] = [:]
    for member in object {
      let memberPath = path.appending(key: member.key)
      switch member.key {
      case "document":
        guard case .string(let text) = member.value, !text.isEmpty else {
          throw failure(at: memberPath, "\"document\" must be the document's path, like \"api.yaml\"")
        }
        document = text
      case "models":
        guard case .object(let pins) = member.value else {
          throw failure(at: memberPath, "\"models\" must map schema names to model names, like {\"Status\": \"Post\"}")
        }
        for pin in pins {
          guard case .string(let model) = pin.value else {
            throw failure(at: memberPath.appending(key: pin.key), "a schema's model must be a model's name, a string")
          }
          models[pin.key] = model
        }
      default:
        throw failure(at: memberPath, "unknown key \(quoted(member.key)); allowed: document, models")
      }
    }
    guard let document else { throw failure(at: path, "\"contract\" needs a \"document\", like \(example)") }
    return WorkbenchConfiguration.Contract(document: document, models: models)
  }

  private func models(
    _ value: JSONValue, at path: JSONPath, into configuration: inout WorkbenchConfiguration
  ) throws(ConfigurationError) {
    guard case .object(let object) = value else {
      throw failure(
        at: path,
        "\"models\" must be an object of model names, like {\"Station\": {\"dates\": \"secondsSince1970\"}}; found \(value.kindDescription)"
      )
    }
    for member in object {
      let memberPath = path.appending(key: member.key)
      switch member.key {
      case "include": configuration.include = try strings(member.value, at: memberPath, example: #"["Forecast"]"#)
      case "exclude": configuration.exclude = try strings(member.value, at: memberPath, example: #"["Forecast"]"#)
      default: configuration.models[member.key] = try decoding(member.value, at: memberPath, named: member.key)
      }
    }
  }

  private func decoding(
    _ value: JSONValue, at path: JSONPath, named name: String
  ) throws(ConfigurationError) -> WorkbenchConfiguration.Decoding {
    guard case .object(let object) = value else {
      throw failure(
        at: path, "\(quoted(name)) must be an object like {\"dates\": \"iso8601\"}; found \(value.kindDescription)")
    }
    var decoding = WorkbenchConfiguration.Decoding()
    for member in object {
      let memberPath = path.appending(key: member.key)
      switch member.key {
      case "keys": decoding.keys = try strategy(member.value, at: memberPath, named: "keys")
      case "dates": decoding.dates = try dateStrategy(member.value, at: memberPath)
      case "decoder": decoding.decoder = try decoderExpression(member.value, at: memberPath)
      default:
        throw failure(
          at: memberPath, "unknown key \(quoted(member.key)) in \(quoted(name)); allowed: keys, dates, decoder")
      }
    }
    return decoding
  }

  private func strategy<Strategy: RawRepresentable & CaseIterable>(
    _ value: JSONValue, at path: JSONPath, named name: String
  ) throws(ConfigurationError) -> Strategy where Strategy.RawValue == String {
    let allowed = Strategy.allCases.map(\.rawValue).joined(separator: ", ")
    guard case .string(let text) = value else {
      throw failure(at: path, "\(quoted(name)) must be a string; allowed: \(allowed)")
    }
    guard let strategy = Strategy(rawValue: text) else {
      throw failure(at: path, "\(quoted(name)) is \(quoted(text)); allowed: \(allowed)")
    }
    return strategy
  }

  private func decoderExpression(_ value: JSONValue, at path: JSONPath) throws(ConfigurationError)
    -> WorkbenchConfiguration.DecoderExpression
  {
    guard case .string(let text) = value, !text.trimmingCharacters(in: .whitespaces).isEmpty,
      !text.contains(where: \.isNewline)
    else {
      throw failure(
        at: path, "\"decoder\" must be a Swift expression of type JSONDecoder on one line, like \"JSONDecoder.api\"")
    }
    let location = bytes.withUnsafeBufferPointer { JSONPathLocator.location(of: path, in: $0)?.1 }
    return WorkbenchConfiguration.DecoderExpression(text, location: location)
  }

  private func dateStrategy(_ value: JSONValue, at path: JSONPath) throws(ConfigurationError) -> DecodingOptions.Dates {
    guard case .string(let text) = value else {
      throw failure(at: path, "\"dates\" must be a string; allowed: \(UnknownDateStrategy.allowed)")
    }
    do {
      return try DecodingOptions.Dates(text)
    } catch {
      throw failure(at: path, "\"dates\": \(error.description)")
    }
  }

  /// `"fixtures"`: folders, each a string or `{"folder": "...", "models": {"pattern": "Model"}}`.
  private func fixtures(_ value: JSONValue, at path: JSONPath, into configuration: inout WorkbenchConfiguration)
    throws(ConfigurationError)
  {
    let example =
      #"["Tests/MyModelsTests/Fixtures", {"folder": "Tests/MyModelsTests/Resources", "models": {"order-*": "Order"}}]"#
    guard case .array(let elements) = value else {
      throw failure(
        at: path, "\"fixtures\" must be an array of folders, like \(example); found \(value.kindDescription)")
    }
    var folders: [String] = []
    for (index, element) in elements.enumerated() {
      let place = path.appending(index: index)
      switch element {
      case .string(let folder):
        folders.append(folder)
      case .object(let object):
        guard case .string(let folder)? = object["folder"] else {
          throw failure(at: place, "a fixture folder given as an object needs \"folder\": a path, like \(example)")
        }
        folders.append(folder)
        for member in object where member.key != "folder" {
          guard member.key == "models" else {
            throw failure(
              at: place.appending(key: member.key),
              "\(quoted(member.key)) is not a key of a fixture folder; allowed: folder, models")
          }
          guard case .object(let pins) = member.value else {
            throw failure(
              at: place.appending(key: "models"),
              "\"models\" maps file name patterns to models, like {\"order-*\": \"Order\"}; found \(member.value.kindDescription)"
            )
          }
          for pin in pins {
            guard case .string(let model) = pin.value else {
              throw failure(
                at: place.appending(key: "models").appending(key: pin.key),
                "a pattern names a model by its name, like \"Order\"; found \(pin.value.kindDescription)")
            }
            configuration.fixturePins.append(.init(folder: folder, pattern: pin.key, model: model))
          }
        }
      default:
        throw failure(
          at: place, "a fixture folder is a path or an object, like \(example); found \(element.kindDescription)")
      }
    }
    configuration.fixtures = folders
  }

  private func strings(_ value: JSONValue, at path: JSONPath, example: String) throws(ConfigurationError) -> [String] {
    let name = path.components.last.map { component in
      if case .key(let key) = component { return key }
      return "value"
    }
    let wrongKind = "\(quoted(name ?? "value")) must be an array of strings, like \(example); found"
    guard case .array(let elements) = value else { throw failure(at: path, "\(wrongKind) \(value.kindDescription)") }
    var strings: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element else {
        throw failure(at: path.appending(index: index), "\(wrongKind) \(element.kindDescription) in it")
      }
      strings.append(text)
    }
    return strings
  }

  static func isInstantiation(_ name: String) -> Bool {
    guard let open = name.firstIndex(of: "<"), open != name.startIndex, name.hasSuffix(">") else { return false }
    return name.index(after: open) < name.index(before: name.endIndex)
  }

  private func quoted(_ text: String) -> String {
    JSONValue.string(text).compactText
  }

  private func failure(at path: JSONPath, _ message: String) -> ConfigurationError {
    let location = bytes.withUnsafeBufferPointer { JSONPathLocator.location(of: path, in: $0)?.1 }
    return ConfigurationError(file: file, location: location, message: message)
  }
}
