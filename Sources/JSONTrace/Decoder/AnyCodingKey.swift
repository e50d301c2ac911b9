import JSONCore

/// A coding key for paths the tracing decoder builds.
package struct AnyCodingKey: CodingKey {
  package let stringValue: String
  package let intValue: Int?

  package init(_ component: JSONPath.Component) {
    switch component {
    case .key(let key): (stringValue, intValue) = (key, nil)
    case .index(let index): (stringValue, intValue) = ("Index \(index)", index)
    }
  }

  package init?(stringValue: String) { (self.stringValue, self.intValue) = (stringValue, nil) }
  package init?(intValue: Int) { (self.stringValue, self.intValue) = ("Index \(intValue)", intValue) }
}
