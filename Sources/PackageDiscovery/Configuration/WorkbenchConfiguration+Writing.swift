import JSONCore
import JSONTrace

extension WorkbenchConfiguration {
  /// The configuration as `fixture-workbench.json` holds it: pretty JSON with a trailing newline,
  /// saying only what it says. Defaults are never written out: a file that said
  /// `"keys": "useDefaultKeys"` where the package's own decoder was found would say the opposite of
  /// what happens.
  public var text: String {
    var object = JSONObject()
    let decoding = Self.json(decoding)
    if case .object(let said) = decoding, !said.isEmpty { object.append("decoding", decoding) }
    var models = JSONObject()
    if let include { models.append("include", .array(include.map(JSONValue.string))) }
    if !exclude.isEmpty { models.append("exclude", .array(exclude.map(JSONValue.string))) }
    for name in self.models.keys.sorted() { models.append(name, Self.json(self.models[name]!)) }
    if !models.isEmpty { object.append("models", .object(models)) }
    if !generics.isEmpty { object.append("generics", .array(generics.map(JSONValue.string))) }
    if let sources { object.append("sources", .array(sources.map(JSONValue.string))) }
    if let fixtures { object.append("fixtures", .array(fixtures.map(fixtureFolderJSON))) }
    if let exports { object.append("exports", .string(exports)) }
    return JSONValue.object(object).prettyText + "\n"
  }

  /// A fixture folder as a string, or with its pins as `{"folder": ..., "models": {...}}`.
  private func fixtureFolderJSON(_ folder: String) -> JSONValue {
    let pins = fixturePins.filter { $0.folder == folder }
    guard !pins.isEmpty else { return .string(folder) }
    var models = JSONObject()
    for pin in pins { models.append(pin.pattern, .string(pin.model)) }
    return ["folder": .string(folder), "models": .object(models)]
  }

  private static func json(_ decoding: Decoding) -> JSONValue {
    var object = JSONObject()
    if let decoder = decoding.decoder { object.append("decoder", .string(decoder.text)) }
    if let keys = decoding.keys { object.append("keys", .string(keys.rawValue)) }
    if let dates = decoding.dates { object.append("dates", .string(dates.description)) }
    return .object(object)
  }
}
