import FixtureEngine
import JSONCore
import JSONTrace
import ModelAdapter

extension DecodedFixture {
  /// Holds what the fixture does against what it is meant to do: decode, or (in a `failing`
  /// folder) fail at the path its manifest records as `entry`.
  func judged(against entry: ExpectedFailureManifest.Entry?) -> FixtureLint {
    var judged = FixtureLint(
      fixture: fixture, file: place.file, failsAt: failure?.path,
      recordedPath: fixture.isMeantToFail ? entry?.path : nil, findings: findings(against: entry))
    if let comma = trailingCommas.first {
      let more = trailingCommas.count > 1 ? " (and \(trailingCommas.count - 1) more)" : ""
      judged.findings.append(
        LintFinding(
          .warning, .trailingComma, location: comma,
          message:
            "a comma that closes no element\(more): JSONDecoder reads past it, strict JSON parsers do not; remove it"))
    }
    if case .inspected(let inspection, _) = observed, inspection.trace != nil {
      judged.reading = ModelFit.Reading(inspection)
      if !inspection.decodes { judged.failedTrace = inspection.trace }
    }
    return judged
  }

  private func findings(against entry: ExpectedFailureManifest.Entry?) -> [LintFinding] {
    switch observed {
    case .notChecked(let finding):
      return [finding]
    case .inspected(let inspection, let unreadKeys):
      switch inspection.verdict {
      case .invalidJSON(let error):
        return [
          LintFinding(
            .error, .invalidJSON, location: error.location,
            message: "invalid JSON: \(error.message)")
        ]
      case .stopped(let finding):
        return [
          LintFinding(
            .error, .modelStopped,
            message: "\(finding); the model's code must not stop on a payload: make it throw a DecodingError")
        ]
      case .decodes where fixture.isMeantToFail:
        return [
          LintFinding(
            .error, .nowDecodes,
            message:
              "meant to fail, but decodes; change it so that it fails, or move it out of failing/ if it should decode now"
          )
        ]
      case .decodes:
        let tolerated = (inspection.trace?.failures ?? []).map { failure in
          LintFinding(
            .warning, LintFinding.Kind(failure.kind), path: failure.path, location: failure.location,
            message: "\(failure.path): \(failure.message); the model's init(from:) tolerates it")
        }
        return tolerated + unreadKeyWarnings(inspection.trace, locations: unreadKeys)
      case .fails(let diagnosis) where fixture.isMeantToFail:
        return expectedFailureFindings(diagnosis, entry: entry)
      case .fails(let diagnosis) where inspection.needsContext:
        return [
          LintFinding(
            .warning, .needsContext, path: diagnosis.path, location: diagnosis.location,
            message: "not checked: \(inspection.trace?.firstFailure?.message ?? diagnosis.message); to check it, "
              + "name a decoder of the package that holds that context (\"decoder\" in fixture-workbench.json)")
        ] + unreadKeyWarnings(inspection.trace, locations: unreadKeys)
      case .fails(let diagnosis):
        let noLongerDecodes = LintFinding(
          .error, .noLongerDecodes, path: diagnosis.path, location: diagnosis.location,
          message: "no longer decodes: JSONDecoder stops at \(diagnosis.path): \(diagnosis.message)")
        let otherFailures = (inspection.trace?.failures ?? []).filter { $0.path != diagnosis.path }.map { failure in
          LintFinding(
            .error, LintFinding.Kind(failure.kind), path: failure.path, location: failure.location,
            message: "\(failure.path): \(failure.message)")
        }
        return [noLongerDecodes] + otherFailures + unreadKeyWarnings(inspection.trace, locations: unreadKeys)
      }
    }
  }

  private func expectedFailureFindings(_ diagnosis: DecodingDiagnosis, entry: ExpectedFailureManifest.Entry?)
    -> [LintFinding]
  {
    let manifest = place.manifest?.file ?? ExpectedFailureManifest.fileName
    guard let entry else {
      return [
        LintFinding(
          .warning, .unrecordedFailure, path: diagnosis.path, location: diagnosis.location,
          message: "fails at \(diagnosis.path): \(diagnosis.message); \(manifest) records no path for it")
      ]
    }
    if entry.path == diagnosis.path.description { return [] }
    let line = entry.line.map { ":\($0)" } ?? ""
    return [
      LintFinding(
        .error, .failsElsewhere, path: diagnosis.path, location: diagnosis.location,
        message: "meant to fail at \(entry.path) (\(manifest)\(line)), but JSONDecoder stops at \(diagnosis.path): "
          + "\(diagnosis.message); if that is where it should fail now, change the line")
    ]
  }

  private func unreadKeyWarnings(_ trace: DecodeTrace?, locations: [JSONPath: TextLocation]) -> [LintFinding] {
    (trace?.unreadKeys ?? []).map { key in
      LintFinding(
        .warning, .keyNeverRead, path: key, location: locations[key], message: "\(key): the model never reads this key")
    }
  }
}
