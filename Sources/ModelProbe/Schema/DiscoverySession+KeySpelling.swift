import JSONCore
import JSONTrace

extension DiscoverySession {
  /// The JSON spelling of a CodingKey under the key strategy, in the object at `object`. Under
  /// `convertFromSnakeCase` two spellings read as one key (`address_line_2` and `address_line2`
  /// are both `addressLine2`): the sample's own spelling wins, where it has the key. Under
  /// `convertFromWords` the sample's key with the same words, else one in its keys' style; a
  /// CodingKey written as a server spells keys (`HostName`) is read only as it is written. Notes
  /// each CodingKey `convertFromSnakeCase` never reads.
  func jsonKey(_ key: any CodingKey, in object: JSONPath) -> String {
    switch options.keys {
    case .useDefaultKeys:
      return key.stringValue
    case .convertFromSnakeCase:
      if SnakeCaseKeys.neverReadConverted(key.stringValue) {
        let unreadable = object.appending(key: key.stringValue)
        if !unreadableKeys.contains(unreadable) { unreadableKeys.append(unreadable) }
      }
      if case .object(let members)? = sample?[object],
        let spelled = members.first(where: { SnakeCaseKeys.convert($0.key) == key.stringValue })
      {
        return spelled.key
      }
      return SnakeCaseKeys.snakeCased(key.stringValue)
    case .convertFromWords:
      guard case .object(let members)? = sample?[object] else { return key.stringValue }
      if members.contains(where: { $0.key == key.stringValue }) { return key.stringValue }
      guard WordKeys.readsByWords(key.stringValue) else { return key.stringValue }
      let form = WordKeys.form(key.stringValue)
      return members.first(where: { WordKeys.form($0.key) == form })?.key
        ?? WordKeys.spelling(of: key.stringValue, besides: members.lazy.map(\.key))
    }
  }
}
