import Foundation
import JSONCore
import JSONTrace

extension ModelCode {
  /// The code of a model that this process cannot run, because its type lives in another
  /// executable (a user's launcher) that serves it as a worker. Every request answers that the
  /// model's code did not run here, the way a stopped worker's would: nothing traps.
  package static func elsewhere(typeName: String) -> ModelCode {
    ModelCode(
      discover: { _, _, _ in
        ModelSchema(
          name: typeName, root: .unknown(name: typeName), unlearned: [],
          stops: [notHere(typeName, activity: "learning the model")])
      },
      mapProperties: { schema, _, _ in PropertyMap(properties: [:], unmapped: schema.fieldPaths.map(\.path)) },
      inspect: { payload, _, _, _, _ in
        .stopped(notHere(typeName, activity: "decoding the payload"), bytes: payload.bytes)
      },
      facts: { learned, _ in ModelFacts.unknown(schema: learned.schema, options: DecodingOptions()) },
      observe: { batch, _, _ in
        batch.map {
          PayloadRecord(verdict: .stopped(notHere(typeName, activity: "decoding the payload")), size: $0.count)
        }
      },
      collection: { collection in elsewhere(typeName: collection.name(of: typeName)) }, comparesByLearning: false)
  }

  private static func notHere(_ typeName: String, activity: String) -> ModelStop {
    ModelStop(
      typeName: typeName,
      stop: "could not run: its code is in the package's launcher, and this process has no worker of it",
      activity: activity)
  }
}
