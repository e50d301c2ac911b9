import JSONFragment

/// The model type the composed benchmark payload stands for; the benchmark never decodes it.
struct ComposedPayload {}

/// Our composition: one `PlainJSONFragment` per field joined with `byAdding`, printed compact.
enum OursComposition {
  static func compose(_ fields: [ComposeField]) -> [UInt8] {
    guard let first = fields.first else { return Array("{}".utf8) }
    var composed = ComposedFragment(fragment(for: first))
    for field in fields.dropFirst() {
      composed = composed.byAdding(fragment(for: field))
    }
    return JSONPrinter.bytes(of: composed.json, style: .compact)
  }

  private static func fragment(for field: ComposeField) -> PlainJSONFragment<ComposedPayload> {
    switch field.value {
    case .int(let number): PlainJSONFragment(field.key, number)
    case .double(let number): PlainJSONFragment(field.key, number)
    case .string(let text): PlainJSONFragment(field.key, text)
    case .bool(let flag): PlainJSONFragment(field.key, flag)
    }
  }
}
