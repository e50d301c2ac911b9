/// A workspace's models by the words of their names, worked out once per model: what a file
/// name is matched against, with no model's name read again. It reads a name as a person does
/// (the ``AssignmentRule`` rules ``AssignmentRule/ID/leadingName``,
/// ``AssignmentRule/ID/subjectName``, ``AssignmentRule/ID/abbreviatedName`` and
/// ``AssignmentRule/ID/pluralName``).
package struct ModelNameIndex: Sendable {
  /// What a file's stem names: the model at `position`, whether in the plural (a list of them),
  /// whether every word of the stem is the model's, and the rule that read it so.
  package struct Reading: Sendable, Hashable {
    package var position: Int
    package var plural: Bool
    package var whole: Bool
    package var rule: AssignmentRule.ID
  }

  /// The position of the first model whose name, or type's name, runs together to the key
  /// (`lineitem` for `LineItem`; `orderstate` for `Order.State`, which is also `state`).
  private let positions: [String: Int]
  /// The lower-case words of each key of ``positions``, with its model's position, by how many
  /// words and the first letter: what an abbreviated name is read against (a word and its
  /// abbreviation begin alike).
  private let wordsOfKeys: [String: [(words: [String], position: Int)]]

  /// The index of models by their names (`Forecast`, `Page<Forecast>`, `Change.File`) and their
  /// types' names as their modules spell them, in the workspace's order; a nested type also by its
  /// own name where no other model has it, and by the name of the type it is nested in where other
  /// models share its own (`Response`); and a model whose own name begins with its module's name
  /// (`PlexUser` in `PlexKit`) by the rest of it, where no other model has that.
  package init(_ models: [(name: String, typeName: String, module: String)]) {
    var positions: [String: Int] = [:]
    var wordsOfKeys: [(words: [String], position: Int)] = []
    let add = { (name: String, position: Int) in
      let words = NameWords.words(name).map { $0.lowercased() }
      let key = words.joined()
      guard !key.isEmpty, positions[key] == nil else { return }
      positions[key] = position
      wordsOfKeys.append((words, position))
    }
    for (position, model) in models.enumerated() {
      for name in [model.name, model.typeName] { add(name, position) }
    }
    // Each of `names` that only one model has.
    let addUnique = { (names: [(name: String, position: Int)]) in
      for (_, named) in Dictionary(grouping: names, by: { NameWords.key($0.name) }) where named.count == 1 {
        add(named[0].name, named[0].position)
      }
    }
    // A nested type by its own name too (`reminder` for `Agenda.Reminder`), where no other model
    // has that name (`Budget.Settings` beside `CategoryGroup.Settings` is neither's).
    let ownNames = models.enumerated().compactMap { position, model -> (name: String, position: Int)? in
      guard let own = Self.ownName(model.typeName), own.count < model.typeName.count else { return nil }
      return (own, position)
    }
    let owners = Dictionary(grouping: ownNames, by: { NameWords.key($0.name) })
    addUnique(ownNames)
    // A nested type whose own name several models share (the `Response` of each request type) by
    // the name of the type it is nested in, where no other such type has it:
    // `collection_items` for `Plex.Request.CollectionItems.Response`.
    let nestedIn = owners.values.filter { $0.count > 1 }.joined().compactMap {
      named -> (name: String, position: Int)? in
      let model = models[named.position]
      let spelled = model.name.contains("<" as Character) ? model.typeName : model.name
      let parts = spelled.split(separator: ".")
      guard parts.count >= 2, !spelled.contains("<" as Character) else { return nil }
      return (String(parts[parts.count - 2]), named.position)
    }
    addUnique(nestedIn)
    // A model by its own name without the module's name before it, as a person names a file after
    // it: `switch_user` for PlexKit's `PlexUser`, `weather` for StormGlass's `SGWeather`.
    addUnique(
      models.enumerated().compactMap { position, model in
        Self.ownName(model.typeName).flatMap { Self.withoutPrefix($0, of: model.module) }.map { ($0, position) }
      })
    self.positions = positions
    self.wordsOfKeys = Dictionary(grouping: wordsOfKeys) { Self.group($0.words) }
  }

  /// The last name of a type that is not generic (`Reminder` of `Agenda.Reminder`); `nil` for a
  /// generic one.
  private static func ownName(_ typeName: String) -> String? {
    guard !typeName.contains("<" as Character) else { return nil }
    return typeName.split(separator: ".").last.map(String.init)
  }

  /// `name` without the prefix its module's name gives its types, if it has one: the module's
  /// name (`TMDbMovie`), that name without its last word (`PlexUser` in `PlexKit`, `TootStatus` in
  /// `TootSDK`), or its initials (`SGWeather` in `StormGlass`), followed by a word of two letters or
  /// more that begins with a capital.
  package static func withoutPrefix(_ name: String, of module: String) -> String? {
    let words = NameWords.words(module)
    var prefixes = [module]
    if words.count >= 2 {
      prefixes.append(words.dropLast().joined())
      prefixes.append(String(words.compactMap(\.first).filter(\.isUppercase)))
    }
    for prefix in prefixes where prefix.count >= 2 && name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let first = rest.first, first.isUppercase, rest.count >= 2, rest.dropFirst().contains(where: \.isLowercase)
      else { continue }
      return String(rest)
    }
    return nil
  }

  /// How many `words` there are and the first letter of the first: the group a run of words is
  /// read against.
  private static func group<Words: Collection<String>>(_ words: Words) -> String {
    "\(words.count) " + (words.first?.first.map(String.init) ?? "")
  }

  /// What a file's stem names: the model's position, whether it names it in the plural (`tickets`
  /// for `Ticket`: a list of them), and whether every word of the stem is the model's (`token`,
  /// not `token-error-response`, for `Token`). Read as a person reads it, in this order:
  /// 1. the longest run of words the stem begins with that is a model's name (`order-line-item`
  ///    is `OrderLineItem`'s, `merchant-null-logo` is `Merchant`'s);
  /// 2. the longest run of words after the first that is one and ends the name, a verb or a
  ///    qualifier before it (`created_pull_request` is `PullRequest`'s), but never after a word
  ///    that makes it a part of something else (`draft-without-assets` names no `Asset`);
  /// 3. the same runs with words that abbreviate the model's (`repo`, `org`, `msg`), where one
  ///    model only is named so (`repo` beside `Repository` and `Report` names neither).
  ///
  /// In each, the last word of the run may be the plural of the model's (`user_repos` is
  /// `[Repository]`'s).
  package func reading(_ stem: String) -> Reading? {
    let words = NameWords.words(stem).map { $0.lowercased() }
    guard !words.isEmpty else { return nil }
    for end in words.indices.reversed() {
      if let found = exactly(words[...end]) {
        return Reading(
          position: found.position, plural: found.plural, whole: end == words.count - 1, rule: .leadingName)
      }
    }
    let later = runs(of: words.count).filter { $0.lowerBound > 0 && Self.namesTheSubject($0, of: words) }
    for run in later {
      if let found = exactly(words[run]) {
        return Reading(position: found.position, plural: found.plural, whole: false, rule: .subjectName)
      }
    }
    for run in runs(of: words.count) where run.lowerBound == 0 || Self.namesTheSubject(run, of: words) {
      if let found = abbreviated(words[run]) {
        return Reading(
          position: found.position, plural: found.plural,
          whole: run.lowerBound == 0 && run.upperBound == words.count, rule: .abbreviatedName)
      }
    }
    return nil
  }

  /// Whether a run of words after the first may name what the file is: it ends the name (but for
  /// a number, `created-pull-request-2`), and no word that makes it a part or a quality of
  /// something else comes right before it (`draft-without-assets` is no list of assets,
  /// `location-no-city-in-address` no address).
  package static func namesTheSubject(_ run: Range<Int>, of words: [String]) -> Bool {
    let end = words.lastIndex { !$0.allSatisfy(\.isNumber) }.map { $0 + 1 } ?? words.count
    return run.upperBound == end && !qualifying.contains(words[run.lowerBound - 1])
  }

  /// Words after which the next ones name a part or a quality, not the thing itself.
  package static let qualifying: Set = [
    "with", "without", "in", "on", "no", "not", "non", "missing", "null", "empty", "by", "for", "from", "to", "at",
    "and", "or", "per", "has", "have", "bad", "invalid",
  ]

  /// Every run of `count` words, the longest first and, of runs as long, the earliest.
  private func runs(of count: Int) -> [Range<Int>] {
    stride(from: count, through: 1, by: -1).flatMap { length in
      (0...(count - length)).map { $0..<($0 + length) }
    }
  }

  /// The model `run` names word for word, its last word perhaps in the plural.
  private func exactly(_ run: ArraySlice<String>) -> (position: Int, plural: Bool)? {
    guard let last = run.last else { return nil }
    if let position = positions[run.joined()] { return (position, false) }
    let before = run.dropLast().joined()
    for singular in Self.singulars(of: last) {
      if let position = positions[before + singular] { return (position, true) }
    }
    return nil
  }

  /// The one model `run` names with each word its model's word or an abbreviation of it, the
  /// last perhaps in the plural; `nil` when none does, or more than one.
  private func abbreviated(_ run: ArraySlice<String>) -> (position: Int, plural: Bool)? {
    guard let last = run.last, run.contains(where: { $0.count >= Self.shortestAbbreviation }) else { return nil }
    var found: [(position: Int, plural: Bool)] = []
    for (words, position) in wordsOfKeys[Self.group(run)] ?? [] {
      let leading = zip(run.dropLast(), words.dropLast()).allSatisfy { $0 == $1 || Self.abbreviates($0, $1) }
      guard leading, let modelsLast = words.last else { continue }
      // A plural first: `repos` begins `repository` too, as `repo` does.
      if Self.singulars(of: last).contains(where: { $0 == modelsLast || Self.abbreviates($0, modelsLast) }) {
        found.append((position, true))
      } else if last == modelsLast || Self.abbreviates(last, modelsLast) {
        found.append((position, false))
      }
    }
    let models = Set(found.map(\.position))
    return models.count == 1 ? found.first : nil
  }

  /// The fewest letters an abbreviation has.
  package static let shortestAbbreviation = 3

  /// Whether `short` abbreviates `word`: it begins it (`repo`, `org`, `config`), or, its letters
  /// after the first all consonants, they are the word's in order (`msg`, `pwd`, `usr`).
  package static func abbreviates(_ short: String, _ word: String) -> Bool {
    guard short.count >= shortestAbbreviation, short.count < word.count, short.first == word.first,
      short.allSatisfy(\.isLetter)
    else { return false }
    if word.hasPrefix(short) { return true }
    guard short.dropFirst().allSatisfy({ !"aeiou".contains($0) }) else { return false }
    var rest = word.dropFirst()
    for letter in short.dropFirst() {
      guard let found = rest.firstIndex(of: letter) else { return false }
      rest = rest[rest.index(after: found)...]
    }
    return true
  }

  /// What a plural word may be the plural of: `tickets` of `ticket`, `categories` of `category`,
  /// `addresses` of `address`.
  package static func singulars(of word: String) -> [String] {
    guard word.count > 2, word.hasSuffix("s"), !word.hasSuffix("ss") else { return [] }
    var found: [String] = []
    if word.hasSuffix("ies") { found.append(String(word.dropLast(3)) + "y") }
    if word.hasSuffix("es") { found.append(String(word.dropLast(2))) }
    found.append(String(word.dropLast()))
    return found
  }
}
