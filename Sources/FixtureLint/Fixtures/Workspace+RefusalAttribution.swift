import FixtureEngine
import Foundation
import JSONCore
import WorkbenchContext

extension Workspace {
  /// `checks` with each refusal of a whole object by a model's own check put on the values it is
  /// about (`RefusalAttribution`), the fixtures of the same model that decode lending their values.
  func attributingRefusals(_ checks: [DecodedFixture], context: AppContext) -> [DecodedFixture] {
    let parse = { (check: DecodedFixture) in
      (try? context.files.read(check.fixture.path)).flatMap { try? JSONParser.parse($0) }
    }
    var donors: [String: [JSONValue]] = [:]
    var attributed = checks
    for index in checks.indices {
      guard case .inspected(let inspection, let unread) = checks[index].observed, !inspection.decodesAsFarAsKnown,
        inspection.trace?.failures.contains(where: { $0.kind == .invalidValue }) == true,
        let name = checks[index].fixture.modelName, let model = try? model(named: name),
        let payload = parse(checks[index])
      else { continue }
      if donors[name] == nil {
        donors[name] = checks.filter { $0.fixture.modelName == name && $0.decodes }.prefix(4).compactMap(parse)
      }
      let moved = RefusalAttribution.attributed(inspection, of: payload, by: model, donors: donors[name] ?? [])
      attributed[index].observed = .inspected(moved.located(), unreadKeys: unread)
    }
    return attributed
  }
}
