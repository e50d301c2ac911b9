import JSONFragment

extension DecodingOptions.Dates {
  /// The same choice as a `JSONDateStrategy`, the form fragments write dates in.
  public var strategy: JSONDateStrategy {
    switch self {
    case .deferredToDate: .deferredToDate
    case .iso8601: .iso8601
    case .secondsSince1970: .secondsSince1970
    case .millisecondsSince1970: .millisecondsSince1970
    }
  }
}
