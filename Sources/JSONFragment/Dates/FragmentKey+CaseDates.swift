import Foundation

extension FragmentKey {
  /// A key holding a date that lands in an associated value of an enum case, written in `dates`
  /// (the fragment's ``ModelJSONFragment/dateStrategy`` when left out) and compared in the case the
  /// model is in, as `JSONDecoder` reads that text back. The paths are as for a plain value's
  /// `inCases:`; an absent or `null` key matches a case that does not read it or holds `nil`.
  public init(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Date>> & Sendable,
    inCases paths: [[String]],
    dates: JSONDateStrategy? = nil
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { (dates ?? Fragment.dateStrategy).jsonValue(for: $0) },
      compareValue: { date, model, path in
        let strategy = dates ?? Fragment.dateStrategy
        return CaseValue.comparing(strategy.text(for: date), paths, in: model, at: path, as: Date.self) {
          [.comparingDates(date, $0, in: strategy, at: path)]
        }
      },
      compareMissing: { presence, model, path in CaseValue.missing(presence, paths, in: model, at: path) },
      compareJSON: { json, model, path in
        CaseValue.comparing(json.compactText, paths, in: model, at: path, as: Date.self) {
          [.payloadDate(json, against: $0, in: dates ?? Fragment.dateStrategy, at: path)]
        }
      })
  }
}
