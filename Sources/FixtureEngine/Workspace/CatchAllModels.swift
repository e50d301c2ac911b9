import Foundation
import ModelProbe

/// Which models decode from any JSON value (`AnyCodable`, `AnyJSON`), directly or as what they
/// wrap (`[AnyCodable]`, `[String: AnyJSON]`, `Page<AnyCodable>`), and which take any key with a
/// plain value: such a model reads every value of a payload and so ties with the model the payload
/// is of; in a fit it comes after every model that is not one.
struct CatchAllModels {
  /// The models a wrapped model is looked up among, by name.
  let models: [WorkspaceModel]

  /// One value of each JSON type: a model that decodes them all takes anything.
  static let probes = [#"1"#, #""text""#, #"true"#, #"{"key": 1}"#, #"[1]"#].map { Data($0.utf8) }

  /// Objects of one plain value under a key no model names.
  static let anyKeyProbes = [#"{"fixture_workbench_any_key": 1}"#, #"{"fixture_workbench_any_key": "text"}"#].map {
    Data($0.utf8)
  }

  /// Whether `model` keeps an object's keys, whatever they are, with plain values (a
  /// `Readings<Double>` over a `[String: Double]`): it decodes one of ``anyKeyProbes`` and reads its
  /// key, so, like a map of plain values, it decodes nearly any flat object.
  func takesAnyKey(_ model: WorkspaceModel) -> Bool {
    CatchAllAnswers.answer(model.catchAllAnswers.takesAnyKey) {
      Self.anyKeyProbes.contains { probe in
        let inspection = model.inspect(probe, comparisonLimit: 0)
        return inspection.decodes && (inspection.trace?.readCount ?? 0) > 0
      }
    }
  }

  /// Whether `model`, or the model its name wraps, decodes from each of ``probes``.
  func readsAnything(_ model: WorkspaceModel) -> Bool {
    if decodesEveryProbe(model) { return true }
    guard let wrapped = Self.wrappedName(model.name), let inner = models.first(where: { $0.name == wrapped }) else {
      return false
    }
    return decodesEveryProbe(inner)
  }

  private func decodesEveryProbe(_ model: WorkspaceModel) -> Bool {
    CatchAllAnswers.answer(model.catchAllAnswers.decodesEveryProbe) {
      Self.probes.allSatisfy { model.inspect($0, comparisonLimit: 0).decodesAsFarAsKnown }
    }
  }

  /// `X` of `[X]`, `[String: X]` and `Envelope<X>`; `nil` for any other name.
  static func wrappedName(_ name: String) -> String? {
    if let collection = ModelCollection.parse(name) { return collection.element }
    guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return nil }
    let argument = name[name.index(after: open)..<name.index(before: name.endIndex)]
    return argument.contains("," as Character) ? nil : String(argument)
  }
}
