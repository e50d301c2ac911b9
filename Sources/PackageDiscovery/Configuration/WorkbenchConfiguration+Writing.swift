import JSONCore
import JSONTrace

extension WorkbenchConfiguration {
  /// The configuration as `fixture-workbench.json` holds it: pretty JSON with a trailing newline,
  /// saying only what differs from the defaults, except `decoding`, which is always written so
  /// that a reader sees where to change it.
  public var text: String {
    var object = JSONObject()
    object.append("decoding", Self.json(decoding.applied(to: .init())))
    var models = JSONObject()
    if let include { models.append("include", .array(include.map(JSONValue.string))) }
    if !exclude.isEmpty { models.append("exclude", .array(exclude.map(JSONValue.string))) }
    for name in self.models.keys.sorted() { models.append(name, Self.json(self.models[name]!)) }
    if !models.isEmpty { object.append("models", .object(models)) }
    if !generics.isEmpty { object.append("generics", .array(generics.map(JSONValue.string))) }
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

  private static func json(_ options: DecodingOptions) -> JSONValue {
    ["keys": .string(options.keys.rawValue), "dates": .string(options.dates.description)]
  }

  private static func json(_ decoding: Decoding) -> JSONValue {
    var object = JSONObject()
    if let keys = decoding.keys { object.append("keys", .string(keys.rawValue)) }
    if let dates = decoding.dates { object.append("dates", .string(dates.description)) }
    return .object(object)
  }
}
