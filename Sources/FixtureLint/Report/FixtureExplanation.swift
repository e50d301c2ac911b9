import FixtureAssignment
import FixtureEngine
import Foundation
import ModelProbe

/// Why a fixture went where it went: the rules that fired for it, in order, each with what it
/// found (`workbench lint --explain FILE`).
public struct FixtureExplanation: Sendable, Hashable {
  /// One rule that fired, and what it found.
  public struct Step: Sendable, Hashable {
    public var rule: AssignmentRule.ID
    public var finding: String
  }

  /// The fixture, as the lint report names it.
  public var file: String
  /// The rules that fired, in order.
  public var steps: [Step]
  /// Its status, and where it fails when it is broken.
  public var status: String

  /// The explanation of `result`, a fixture `workspace`'s lint checked.
  public init(_ result: FixtureLint, in workspace: Workspace) {
    file = result.file
    status = result.status.rawValue + (result.failsAt.map { " (JSONDecoder stops at \($0))" } ?? "")
    let fixture = result.fixture
    var steps: [Step] = []
    let add = { (rule: AssignmentRule.ID, finding: String) in steps.append(Step(rule: rule, finding: finding)) }
    let model = fixture.modelName.flatMap { try? workspace.model(named: $0) }
    for line in model.map(workspace.foundDecodingLines) ?? workspace.packageDecoding?.lines ?? [] {
      add(.packageDecoding, line)
    }
    if fixture.isMeantToFail { add(.meantToFail, "it sits in a failing/ folder: it must fail to decode") }
    let fileName = String(fixture.name.split(separator: "/").last ?? Substring(fixture.name))
    let reading = result.reading.map { "\($0.read) of its \($0.keys) values" } ?? "its values"
    let decodes = result.status == .asExpected && !fixture.isMeantToFail
    let named = { (model: String) in
      guard let reading = workspace.nameReading(of: fileName) else { return }
      let named = workspace.models[reading.position].name
      guard model == (reading.plural ? ModelCollection.array.name(of: named) : named) else { return }
      add(reading.rule, "\(fileName) names \(reading.plural ? "a list of \(named)" : named)")
      if reading.plural { add(.pluralName, "its last word is the plural of the model's") }
    }
    switch fixture.assignment {
    case .configuration?:
      add(.pinned, "fixture-workbench.json pins it to \(fixture.modelName ?? "")")
    case .folder?:
      add(.folder, "its folder \(fixture.modelFolder ?? "") names \(fixture.modelName ?? "")")
    case .name?:
      named(fixture.modelName ?? "")
    case .fit?:
      if let namedLike = fixture.namedLike, let folder = fixture.modelFolder {
        add(.folder, "its folder \(folder) names \(namedLike)")
        add(.proposedDecodes, "\(namedLike), which its folder proposes, does not decode it")
      } else if let namedLike = fixture.namedLike {
        named(namedLike)
        add(.proposedDecodes, "\(namedLike), which its name proposes, does not decode it")
      } else {
        add(.fit, "neither its folder nor its name names a model")
      }
      if fixture.fitWasKept {
        add(.keptFit, "its fit was kept from an earlier run, believed while its model decodes it")
      }
      let modelName = fixture.modelName ?? ""
      if fixture.fitFails {
        add(.closestFailing, "no model decodes it; \(modelName) reads the most of it (\(reading)), and it fails")
      } else if let namedLike = fixture.namedLike, model?.isEnvelope(of: namedLike) == true {
        add(.envelope, "\(modelName), an envelope of \(namedLike), decodes it, reading \(reading)")
      } else {
        add(.fit, "\(modelName) decodes it and reads the most of it: \(reading)")
      }
    case .unassigned?:
      let closest = fixture.misfits.map(\.description).joined(separator: "; ")
      add(.unassigned, "no model decodes it or comes close" + (closest.isEmpty ? "" : ": \(closest)"))
    case .leftOut?:
      if let leftOut = fixture.leftOutModel {
        add(
          .leftOut, "it is named like \(leftOut.name), which this host leaves out (\(leftOut.file): \(leftOut.reason))")
      }
    case .firstModel?:
      add(.firstModel, "its name names no model: the workspace's first, \(fixture.modelName ?? "")")
    case nil:
      add(.folder, "its folder \(fixture.modelFolder ?? "") names no model of \(workspace.name)")
    }
    if fixture.isGivenItsModel, let modelName = fixture.modelName {
      add(
        decodes ? .proposedDecodes : .closestFailing,
        decodes
          ? "\(modelName) decodes it, reading \(reading)"
          : "it stays \(modelName)'s, which it does not decode as expected")
    }
    self.steps = steps
  }

  /// The explanation as `lint --explain` prints it: the file, a numbered line per rule, and its
  /// status.
  public var text: String {
    let width = steps.map(\.rule.rawValue.count).max() ?? 0
    var lines = [file]
    for (number, step) in steps.enumerated() {
      let rule = step.rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append("  \(number + 1). \(rule)  \(step.finding)")
    }
    lines.append("  status: \(status)")
    return lines.joined(separator: "\n") + "\n"
  }
}
