extension AssignmentRule {
  /// Every rule, in the order they are applied.
  public static let all = ID.allCases.map(rule)

  /// The rule of `id`.
  public static func rule(_ id: ID) -> AssignmentRule {
    switch id {
    case .pinned:
      AssignmentRule(
        id,
        "A fixture that fixture-workbench.json pins to a model (\"fixtures\": folder, pattern, model) is that model's.",
        justification: "A configured answer always wins over what is read or fitted.")
    case .folder:
      AssignmentRule(
        id,
        "The folder nearest the file that names a model, in any letter case, proposes it as a name does; other folders only group fixtures.",
        justification:
          "Fixtures/Address/home.json is Address's; SimpleMDM's Tests/Fixtures/Generic names no model and gives nothing; Twitch's Events/Channel/channelFollow.json, which Channel does not decode, is the EventSubMessage that decodes it."
      )
    case .leadingName:
      AssignmentRule(
        id,
        "The longest run of words the file's name begins with that is a model's name, in any case style, names it; a variant may follow. A nested type is also named by its own name where no other model has it, and by the name of the type it is nested in where other models share its own; a model whose name begins with its module's name, that name without its last word, or its initials, also by the rest, where no other model has it.",
        justification:
          "line_item-free.json is LineItem's, merchant-null-logo.json Merchant's, order-line-item.json OrderLineItem's, not Order's; PlexKit's collection_items.json is a Plex.Request.CollectionItems.Response, one of many Responses; PlexKit's switch_user.json is a PlexUser.",
        examples: [
          Example(models: ["LineItem"], stem: "line_item-free", names: "LineItem"),
          Example(models: ["Order", "OrderLineItem"], stem: "order-line-item", names: "OrderLineItem"),
          Example(models: ["Merchant", "Logo"], stem: "merchant-null-logo", names: "Merchant"),
          Example(models: ["Order.State"], stem: "order-state", names: "Order.State"),
          Example(
            models: ["Plex.Request.CollectionItems.Response", "Plex.Request.Folder.Response"], stem: "collection_items",
            names: "Plex.Request.CollectionItems.Response"),
          Example(models: ["Budget.Settings"], stem: "budget", names: nil),
          Example(models: ["PlexUser"], module: "PlexKit", stem: "user", names: "PlexUser"),
          Example(models: ["SGWeather"], module: "StormGlass", stem: "weather", names: "SGWeather"),
          Example(models: ["TMDbMovie"], module: "TMDb", stem: "movie", names: "TMDbMovie"),
          Example(models: ["PlexUser", "User"], module: "PlexKit", stem: "user", names: "User"),
          Example(models: ["Plexus"], module: "PlexKit", stem: "us", names: nil),
        ])
    case .subjectName:
      AssignmentRule(
        id,
        "Else the longest run of words after the first that ends the name names a model, a verb or a qualifier before it, but never after a word that makes it a part of something else (with, without, no, missing, …).",
        justification:
          "The REST client's created_pull_request.json is a PullRequest; Releases' draft-without-assets.json is no list of assets.",
        examples: [
          Example(models: ["PullRequest"], stem: "created_pull_request", names: "PullRequest"),
          Example(models: ["PullRequest"], stem: "created-pull-request-2", names: "PullRequest"),
          Example(models: ["PlexUser"], module: "PlexKit", stem: "switch_user", names: "PlexUser"),
          Example(models: ["Asset"], stem: "draft-without-assets", names: nil),
        ])
    case .abbreviatedName:
      AssignmentRule(
        id,
        "Else the same runs with words that abbreviate a model's (a prefix, or its consonants in order) name it, where they name one model only.",
        justification: "The REST client's repo.json is a Repository; repo beside Repository and Report names neither.",
        examples: [
          Example(models: ["Repository"], stem: "repo", names: "Repository"),
          Example(models: ["OrganizationMember"], stem: "org_member", names: "OrganizationMember"),
          Example(models: ["Message"], stem: "msg", names: "Message"),
          Example(models: ["Repository", "Report"], stem: "repo", names: nil),
        ])
    case .pluralName:
      AssignmentRule(
        id,
        "In each of the name rules, the last word may be the plural of the model's: then the file is a list of them.",
        justification: "The REST client's user_repos.json is a [Repository]; forecasts.json a [Forecast].",
        examples: [
          Example(models: ["Repository"], stem: "user_repos", names: "[Repository]"),
          Example(models: ["Category"], stem: "categories", names: "[Category]"),
          Example(models: ["Address"], stem: "address", names: "Address"),
        ])
    case .leftOut:
      AssignmentRule(
        id,
        "A fixture whose folder or name names a model of the project that is not compiled on this host (its file imports UIKit, or uses a type only a left-out file declares) is checked against no model: unchecked, with that model's file and why, never broken and never fitted to another model.",
        justification:
          "The sample app's trail-photo.json is a TrailPhoto, whose file uses URLSession.shared and does not build on Linux; read against the models that build, its name gave it to Trail, and it was called Trail's broken fixture."
      )
    case .meantToFail:
      AssignmentRule(
        id,
        "A file in a failing/ folder must fail to decode, at the path that folder's expected-failures.txt records.",
        justification: "Broken payloads are kept on purpose, beside the ones that decode.")
    case .packageDecoding:
      AssignmentRule(
        id,
        "Every model nothing configures decodes as the package's own decoder that decodes the most fixtures, else with the key and date strategies inferred from them; between choices that decode as many, the one under which they fail in the fewest fields wins, and fixtures that decode either way do not vote. Where every fixture decodes either way and leaves keys unread, a decoder of the package that leaves no more of them unread wins, else snake_case keys that leave fewer. A model whose fixtures need another date form reads it: over the fixtures its folder or name gives it or a list or map of it, else, given to it by fit alone, where at least two agree on it and none that decodes stops.",
        justification:
          "A client with a private kebab-case decoder had 32 of 45 fixtures called broken; SimpleMDM's snake_case keys and fractional-second dates are inferred; PlexKit's pin.json and pin_no_id.json hold ISO 8601 dates where its server's payloads hold seconds since 1970, and so does resources.json, a [PlexResource]. A package whose models read all but one key optionally, with a public snake_case decoder, was decoded with default keys: its fixtures decoded, and no snake_case key was read."
      )
    case .proposedDecodes:
      AssignmentRule(
        id,
        "A model its folder or name proposes that decodes the fixture is taken, whatever share of its keys it reads.",
        justification:
          "Real APIs send far more than a client models: created_pull_request.json decodes as PullRequest reading 217 of its 460 keys."
      )
    case .envelope:
      AssignmentRule(
        id,
        "Where the model its name proposes does not decode it, a generic envelope of that model that does is taken; it, or a model that holds the named one and decodes it, votes for the package's decoding.",
        justification:
          "SimpleMDM's Account.json is a SinglePayload<Account>; PlexKit's collections.json, named like [PlexCollection], decodes as the Collections.Response that holds them."
      )
    case .fit:
      AssignmentRule(
        id,
        "A fixture no folder or name gives to a model that decodes it goes to the model that decodes it and reads the most of it, each value counted once, when that model reads at least half of its values, or more than half of its top-level keys and half of the values under them, or every top-level key and a quarter of its values. Of models that read it alike, the one whose name shares the most words with the file's wins, then the narrowest: one that names keys, then the fewest keys, then the most of them required.",
        justification:
          "Mocks named after endpoints, not models, still find their model; TootSDK's pleroma.json is an InstanceV1, which reads 12 of its 23 keys beside a pleroma object of 50 values it does not model; a User reading 5 of a repository's 60 values never takes it; PlexKit's albums.json is a LibraryItems.Response, not the Folder.Response that reads it as well by looking at each item's ratingKey before handing it on."
      )
    case .closestFailing:
      AssignmentRule(
        id,
        "Where no model decodes it, a fixture its name gives to a model that reads a quarter of it stays there, broken; else it goes to the model that reads the most of it and takes at least as many of its values as it refuses, broken for it.",
        justification:
          "named like MethodConfig; closest to RetryPolicy, which it fails (grpc-swift); a mock whose type an envelope refuses and whose attributes are empty is not that envelope's broken fixture (SimpleMDM's UniqueResourceMock.json and SinglePayload<Account>)."
      )
    case .unassigned:
      AssignmentRule(
        id,
        "A fixture that no model decodes or comes close to is unassigned: a warning with the two closest models and why, never broken.",
        justification: "SimpleMDM's Generic/ResourceMock_37.json holds a type the tests define.")
    case .keptFit:
      AssignmentRule(
        id,
        "A fit kept from an earlier run is believed while its model decodes the fixture; one that fails, or that the name's model contradicts, is fitted again. A fixture that decoded as a model before that model changed stays its fixture, decoding or broken, where only a fit would give it to another or to none.",
        justification:
          "A well-formed cache once made three fixtures that decode broken; a refactor of StormGlass's stations left its two station lists unassigned, and a fixture that a renamed key broke went, as expected, to a model that reads half of it."
      )
    case .firstModel:
      AssignmentRule(
        id, "In a workspace's own Fixtures folder, a file whose name names no model is the first model's, by default.",
        justification: "The bundled workspaces' charizard.json is a Pokemon.")
    }
  }
}
