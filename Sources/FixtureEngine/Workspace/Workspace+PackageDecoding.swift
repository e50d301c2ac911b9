import FixtureAssignment
import Foundation
import JSONCore
import JSONTrace
import ModelProbe
import WorkbenchContext

extension Workspace {
  /// How many fixtures a package-wide choice is made over, at most: an even spread of a large
  /// package's.
  static let packageDecodingSample = 48
  /// How many fixtures named after a model are enough to choose by: then no other is fitted.
  static let enoughNamed = 12
  /// How many fixtures named after no model are fitted, at most, to choose by.
  static let mostFitted = 24

  /// This workspace with the decoding that decodes the most of its fixtures given to every model
  /// whose decoding nothing sets: the package's own decoders (`packageDecodings`), the key strategy
  /// the fixtures' keys need where none is reachable (camelCase properties read from snake_case
  /// keys), and the date form their dates are in (the package's `DateFormatter`s' forms, then the
  /// common forms). Nothing changes where the models' own decoding decodes as many. A fixture
  /// counts as decoded when it decodes as the model its folder or name gives it, or as one it fits.
  func choosingPackageDecoding(in context: AppContext) -> Workspace {
    guard models.contains(where: isChosenFor) else { return self }
    let files = fixtureFiles(in: context).filter { !$0.isMeantToFail && $0.assignment != .leftOut }
    guard !files.isEmpty else { return self }
    // Fixtures whose folder or name proposes a model cost one decoding each; the others a fit.
    // Where enough of them are named, those say it.
    let named = files.filter(\.isGivenItsModel)
    let others = files.filter { !$0.isGivenItsModel }
    var tried = Self.evenSpread(named, count: Self.packageDecodingSample)
    let fitted = Self.evenSpread(others, count: min(Self.packageDecodingSample - tried.count, Self.mostFitted))
    // Enough named fixtures say it, unless they all decode either way (mocks written in the
    // models' own keys): those do not vote, and the fixtures named after no model are fitted too.
    let fittedOnlyIfNeeded = tried.count >= Self.enoughNamed
    if !fittedOnlyIfNeeded { tried += fitted }
    let digest = Self.digest(of: tried + (fittedOnlyIfNeeded ? fitted : []), in: context)
    let kept = caches?.packageDecoding.value(for: name).flatMap { $0.fixtures == digest ? $0 : nil }
    if let kept, kept.build == caches?.build { return applying(kept.decoding) }
    let read = { (files: [FixtureFile]) in
      files.compactMap { file in
        (try? context.files.read(file.path)).flatMap { try? PayloadText(parsing: $0) }.map { (file, $0) }
      }
    }
    var payloads = read(tried)
    var without = decodedCount(payloads)
    if fittedOnlyIfNeeded, !fitted.isEmpty, without == payloads.count {
      let fittedPayloads = read(fitted)
      payloads += fittedPayloads
      without += decodedCount(fittedPayloads)
    }
    var decoding = packageDecoding(over: payloads, decodedWithout: without)
    // In a new build of the same fixtures, the decoding chosen before stays unless the new one
    // decodes more of them: a change of one model that breaks fixtures everywhere (a key of an
    // envelope every payload holds) leaves nothing to infer from, not another decoding. One chosen
    // for reading more keys where every fixture decodes was chosen with nothing broken.
    if let kept, kept.decoding != decoding, decoding?.unreadKeys == nil,
      applying(kept.decoding).keepingSpelledKeys(plain: self).decodedCount(payloads) >= decoding?.decodes ?? without
    {
      decoding = kept.decoding
    }
    caches?.packageDecoding.set(
      KeptPackageDecoding(fixtures: digest, decoding: decoding, build: caches?.build), for: name)
    return applying(decoding)
  }

  /// The decoding that decodes the most of `payloads`, when it decodes more than the models' own
  /// (which decodes `without` of them), with the numeric dates that make their dates plausible
  /// where no form was needed to decode them; of those that decode as many, the one under which
  /// the fixtures named after a model fail in the fewest fields (``failingFields(_:)``);
  /// where they all decode, the decoding that reads more of their keys
  /// (``decodingReadingMore(over:none:)``), and the numeric date strategy that makes their dates
  /// plausible, if the models' own does not (``plausibleDates(over:)``).
  private func packageDecoding(over payloads: [(FixtureFile, PayloadText)], decodedWithout without: Int)
    -> PackageDecoding?
  {
    let none = PackageDecoding(decodes: without, decodesWithout: without, tried: payloads.count)
    guard without < payloads.count else {
      let reading = decodingReadingMore(over: payloads, none: none)
      let base = reading ?? none
      guard base.decoder == nil, let dates = applying(base).plausibleDates(over: payloads) else { return reading }
      var plausible = base
      plausible.dates = dates
      return applying(plausible).decodedCount(payloads) == without ? plausible : reading
    }
    var best = none
    // Counted as it is given: never snake_case keys to a model that spells its own.
    let counted = { (candidate: PackageDecoding) -> PackageDecoding in
      var counted = candidate
      counted.decodes = self.applying(candidate).keepingSpelledKeys(plain: self).decodedCount(payloads)
      return counted
    }
    // Failing fields are counted only between decodings that decode as many.
    let failing = { (candidate: PackageDecoding) -> Int in
      candidate.failingFields ?? self.applying(candidate).keepingSpelledKeys(plain: self).failingFields(payloads)
    }
    lazy var failingWithout = failing(none)
    func isBetter(_ candidate: inout PackageDecoding) -> Bool {
      var tied = false
      let prefers = FitRule.prefersDecoding(decodes: candidate.decodes, over: best.decodes) {
        tied = true
        best.failingFields = failing(best)
        candidate.failingFields = failing(candidate)
        return (candidate.failingFields ?? 0, best.failingFields ?? 0)
      }
      if prefers && tied { candidate.failingFieldsWithout = failingWithout }
      return prefers
    }
    // Of decoders that decode as many, one this module declares is chosen.
    let own = { (expression: String) in self.decoderModules[expression] == self.name ? 0 : 1 }
    for expression in packageDecodings.keys.sorted(by: { (own($0), $0) < (own($1), $1) }) {
      var candidate = none
      candidate.decoder = expression
      candidate = counted(candidate)
      if isBetter(&candidate) { best = candidate }
    }
    // Keys and dates are tried over the best so far and, where the fixtures' keys are snake_case
    // and no decoder of the package helped, over snake_case keys too: a fixture whose keys and
    // dates both need a strategy decodes only with both.
    var bases = [best]
    if best.decoder == nil, payloads.contains(where: { Self.hasSnakeCaseKeys($0.1.value) }) {
      var keys = none
      keys.keys = .convertFromSnakeCase
      keys = counted(keys)
      bases.append(keys)
      if isBetter(&keys) { best = keys }
    }
    // Keys joined otherwise (kebab-case, UPPER_CASE, `userID` from `user_id`) are read by their
    // words, where snake_case did not decode them all.
    if best.decoder == nil, best.decodes < payloads.count,
      case let styles = KeyStyles(payloads.map(\.1.value)).names, !styles.isEmpty
    {
      var words = none
      words.keys = .convertFromWords
      words.keyStyles = styles
      words = counted(words)
      bases.append(words)
      if isBetter(&words) { best = words }
    }
    for base in bases where base.decodes < payloads.count {
      for (dates, formatter) in dateForms(over: base, payloads: payloads) {
        var candidate = base
        candidate.dates = dates
        candidate.datesFormatter = formatter
        candidate.failingFields = nil
        candidate = counted(candidate)
        if isBetter(&candidate) { best = candidate }
      }
    }
    guard best.decodes > without || best.failingFieldsWithout != nil else { return nil }
    if best.decodes > without { (best.failingFields, best.failingFieldsWithout) = (nil, nil) }
    // Keys that needed a strategy hid numbers the default reads as dates of another age.
    if best.decoder == nil, best.dates == nil, let dates = applying(best).plausibleDates(over: payloads) {
      var candidate = best
      candidate.dates = dates
      candidate = counted(candidate)
      if candidate.decodes >= best.decodes { best = candidate }
    }
    return best
  }

  /// The date forms to try over `base`: the package's own formatters' forms, then the common forms
  /// (`DatesHint`) that read the strings a few fixtures that still fail fail at, each with the
  /// formatter whose form it is. The strings are read here: no model is learned for it.
  private func dateForms(over base: PackageDecoding, payloads: [(FixtureFile, PayloadText)]) -> [(
    DecodingOptions.Dates, String?
  )] {
    var forms: [(DecodingOptions.Dates, String?)] = packageDateFormats.sorted { $0.key < $1.key }.map {
      (.formatted($0.value), $0.key)
    }
    let decoding = applying(base)
    var asked = 0
    for (file, payload) in payloads where asked < 8 {
      guard !decoding.decodes(file, payload), let model = decoding.closestModel(file, payload) else { continue }
      asked += 1
      let failing = (model.inspect(payload, comparisonLimit: 0).trace?.failures ?? []).compactMap { failure in
        if case .string(let text)? = payload.value[failure.path] { text } else { nil }
      }
      for text in failing + Self.dateTexts(in: payload.value, of: model) {
        for form in DatesHint.candidates
        where form.date(from: .string(text)) != nil && !forms.contains(where: { $0.0 == form }) {
          forms.append((form, nil))
        }
      }
    }
    return forms
  }

  /// A few strings of `value` under keys `model` reads as dates, at any depth: where a model
  /// catches what its members throw (`try?` one shape, then another), the date that failed is
  /// in no failure, only in its field.
  static func dateTexts(in value: JSONValue, of model: WorkspaceModel, most: Int = 8) -> [String] {
    let keys = Set(
      model.keyTree().fieldPaths.compactMap { field -> String? in
        guard field.field.type == .date, case .key(let key)? = field.path.components.last else { return nil }
        return WordKeys.form(key)
      })
    guard !keys.isEmpty else { return [] }
    return value.values(most: most) { keys.contains(WordKeys.form($0)) }.compactMap { value in
      if case .string(let text) = value { text } else { nil }
    }
  }

  /// How many fields of `payloads` fail, in those named after a model, each as that model: what
  /// tells apart decodings that decode as many of them.
  func failingFields(_ payloads: [(FixtureFile, PayloadText)]) -> Int {
    payloads.reduce(0) { sum, entry in
      let (file, payload) = entry
      guard file.isGivenItsModel, let name = file.modelName,
        let model = try? model(named: name)
      else { return sum }
      let inspection = model.inspect(payload, comparisonLimit: 0)
      return inspection.decodes ? sum : sum + max(1, inspection.trace?.failures.count ?? 1)
    }
  }

  /// How many of `payloads` decode (``decodes(_:_:)``).
  func decodedCount(_ payloads: [(FixtureFile, PayloadText)]) -> Int {
    payloads.count { decodes($0.0, $0.1) }
  }

  /// Whether `payload`, the fixture `file`, decodes as the model its folder or name gives it (or
  /// as a model that wraps it and that it fits: `SinglePayload<Account>` for `Account.json`), or,
  /// named after none, as a model that may read its keys (the others are not tried: each decoding
  /// tried would try every model on every fixture that fails).
  func decodes(_ file: FixtureFile, _ payload: PayloadText) -> Bool {
    if file.assignment != .firstModel, let name = file.modelName, let model = try? model(named: name) {
      if model.inspect(payload, comparisonLimit: 0).decodes { return true }
      // `Account.json` holding `{"data": {...}}` is an envelope of the model it names;
      // `collections.json` a wrapper of the `[PlexCollection]` it names.
      guard let best = fit(payload, likelyOnly: true).best else { return false }
      return best.model.wraps(name)
    }
    return fit(payload, likelyOnly: true).best != nil
  }

  /// The type names inside a generic's angle brackets, bare: `Page<[Item], Meta>` gives `Item`, `Meta`.
  package static func genericArguments(of name: String) -> Set<String> {
    guard let open = name.firstIndex(of: "<") else { return [] }
    let inside = name[name.index(after: open)...]
    return Set(inside.split(whereSeparator: { "<>[],: ".contains($0) }).map { bareName(String($0)) })
  }

  /// A model's name without its list brackets and the types it is nested in: `[Shop.Item]` gives `Item`.
  package static func bareName(_ name: String) -> String {
    let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    return trimmed.split(separator: ".").last.map(String.init) ?? trimmed
  }

  /// The model `payload` comes closest to: the one its folder or name gives it (or the envelope of
  /// it that reads the most of it, where one reads any), else the one that
  /// reads the most of it, whether it decodes it or not (a model that decodes a payload by reading
  /// one key of it is not what its dates are for).
  func closestModel(_ file: FixtureFile, _ payload: PayloadText) -> WorkspaceModel? {
    var ranked: [ModelFit.Try]
    if file.assignment != .firstModel, let name = file.modelName, let model = try? model(named: name) {
      if model.inspect(payload, comparisonLimit: 0).decodes { return model }
      ranked = fit(payload, likelyOnly: true).ranked.filter {
        $0.model.wraps(name)
      }
      guard ranked.contains(where: { $0.reading.read > 0 }) else { return model }
    } else {
      ranked = fit(payload, likelyOnly: true).ranked
    }
    return ranked.max {
      $0.reading.read < $1.reading.read || ($0.reading.read == $1.reading.read && $0.index > $1.index)
    }?
    .model
  }

  /// Whether `value` has an object key in snake_case (`account_id`), within a few levels.
  static func hasSnakeCaseKeys(_ value: JSONValue, depth: Int = 0) -> Bool {
    guard depth < 4 else { return false }
    switch value {
    case .object(let object):
      return object.keys.contains(where: isSnakeCase)
        || object.members.prefix(64).contains { hasSnakeCaseKeys($0.value, depth: depth + 1) }
    case .array(let elements):
      return elements.first.map { hasSnakeCaseKeys($0, depth: depth + 1) } ?? false
    default:
      return false
    }
  }

  /// `account_id`, `created_at_2`; not `_id`, `ID_X` or `camelCase`.
  static func isSnakeCase(_ key: String) -> Bool {
    let characters = Array(key.utf8)
    guard characters.count > 2 else { return false }
    for index in 1..<(characters.count - 1) where characters[index] == UInt8(ascii: "_") {
      let (before, after) = (characters[index - 1], characters[index + 1])
      let lowerOrDigit = { (byte: UInt8) in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      }
      if lowerOrDigit(before), lowerOrDigit(after) { return true }
    }
    return false
  }

  /// At most `count` of `files`, spread evenly over them in their order.
  static func evenSpread(_ files: [FixtureFile], count: Int) -> [FixtureFile] {
    guard files.count > count else { return files }
    return (0..<count).map { files[$0 * files.count / count] }
  }
}
