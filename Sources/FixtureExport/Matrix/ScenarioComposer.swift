import FixtureEngine
import JSONFragment

/// Turns a row of choices into a case: the payload, its name and its expected outcome.
struct ScenarioComposer {
  let model: WorkspaceModel
  let base: JSONValue
  let dimensions: [ScenarioDimension]

  /// The case for `row`. Choices are applied in dimension order, so an array is resized before
  /// its first element's keys are set.
  func scenario(for row: ChoiceRow) -> ScenarioCase {
    var payload = base
    var choices: [JSONPath: ScenarioCase.Choice] = [:]
    var nameParts: [String] = []
    for (dimension, index) in zip(dimensions, row) {
      guard let index else { continue }
      let choice = dimension.choices[index]
      guard choice != dimension.defaultChoice else { continue }
      payload = dimension.applying(choice, to: payload)
      // A discriminator's value brings its branch's keys, so every branch is a case that decodes.
      payload = model.schema().switchingBranch(in: payload, at: dimension.path, options: model.decoding).payload
      choices[dimension.path] = choice
      nameParts.append("\(dimension.path)=\(choice)")
    }
    let name = nameParts.isEmpty ? "default" : nameParts.joined(separator: " ")
    return ScenarioCase(name: name, payload: payload, expected: model.expectedOutcome(for: payload), choices: choices)
  }
}
