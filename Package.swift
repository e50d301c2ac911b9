// swift-tools-version: 6.1
import PackageDescription

/// The launcher the workbench builds in a user's package is a debug build, so that it can
/// `@testable import` the user's modules; it is the worker that runs their code. It sets this
/// variable so that the targets doing the heavy work beside the models' code (parsing, tracing,
/// decoding, comparing, framing the answers) are optimised all the same.
let optimizedInLauncher: [SwiftSetting] =
  Context.environment["WORKBENCH_LAUNCHER_BUILD"] == "1" ? [.unsafeFlags(["-O"])] : []
let heavyTargets: Set = ["JSONCore", "JSONFragment", "JSONTrace", "ModelAdapter", "ModelProbe", "WorkerProcess"]
/// The engine built once per clone as a shared library (`FixtureEngineShared`) for every
/// launcher is optimised whole: its build from nothing takes about a minute more, once. A launcher
/// that compiles the engine itself (its package depends on this clone, or on a package the engine
/// holds) keeps the rest unoptimised, which keeps its first build short. So is everything else
/// built in the shared engine's scratch folder: the performance gate's `workbench` and
/// `workbench-bench` (`./dev perf`), which then compile only what the engine does not hold.
let optimizedInSharedEngine: [SwiftSetting] =
  Context.environment["WORKBENCH_SHARED_ENGINE_BUILD"] == "1" ? [.unsafeFlags(["-O"])] : []
let cTargets: Set = ["CCurses", "CPseudoTerminal"]
/// The C targets' debug information in DWARF 4, as the Swift compiler writes its own: the
/// performance gate (`./dev perf`) counts instructions with Debian 12's valgrind, which cannot read
/// the DWARF 5 that clang writes by default and refuses the whole binary.
let dwarf4: [CSetting] = [.unsafeFlags(["-gdwarf-4"])]

let package = Package(
  name: "FixtureWorkbench",
  platforms: [.macOS(.v15)],
  products: [
    // A test target that depends on JSONFragment also links IssueReportingTestSupport, through which
    // the library's expectations fail a Swift Testing test.
    .library(name: "JSONFragment", targets: ["JSONFragment", "JSONFragmentTestSupport"]),
    .library(name: "ModelAdapter", targets: ["ModelAdapter"]),
    .library(name: "JSONTrace", targets: ["JSONTrace"]),
    .library(name: "FixtureWorkbench", targets: ["FixtureWorkbench", "FixtureEngine"]),
    // What the launcher in a user's package links: the engine that registers and hosts the models.
    .library(name: "FixtureEngine", targets: ["FixtureEngine"]),
    // The same engine as one shared library, built once per clone and linked by every launcher.
    .library(name: "FixtureEngineShared", type: .dynamic, targets: ["FixtureEngine"]),
    .executable(name: "workbench", targets: ["workbench"]),
    .executable(name: "workbench-bench", targets: ["workbench-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    // `swift package generate-documentation --target JSONFragment` (and ModelAdapter, JSONTrace).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // OpenAPI documents (`workbench contract`): OpenAPIKit reads 3.0 and 3.1, Yams reads YAML and
    // says on which line each value sits. External references are not loaded, so the trait that
    // loads them (and its slower build) is off.
    .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0", traits: []),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    // The JSON core: ordered value, strict parser, printer, paths, dates, atomic file writes.
    .target(name: "JSONCore"),
    // The fragment library test targets import: fragments, comparison and expectations.
    .target(
      name: "JSONFragment",
      dependencies: [
        "JSONCore", "ModelAdapter",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "JSONFragmentTestSupport",
      dependencies: [.product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")]),
    // The tracing decoder: every failing field of a payload in one pass, with line and column.
    .target(name: "JSONTrace", dependencies: ["JSONCore"]),
    // The app's decoding path: HTTP client, error mapper, model mapper over JSONDecoder.
    .target(
      name: "ModelAdapter", dependencies: ["JSONCore", "JSONTrace"]),
    // Text as it may safely reach a terminal: controls and bidi overrides shown as escapes.
    .target(name: "TerminalSafety"),
    // Every side effect the layers above may cause (clock, files, network, environment, streams).
    .target(name: "WorkbenchContext", dependencies: ["JSONCore", "ModelAdapter", "TerminalSafety"]),
    // Everything that runs a model's own code: schema discovery, the key-to-property map,
    // inspection and comparison, payload records, model facts and findings. The worker hosts it.
    .target(
      name: "ModelProbe",
      dependencies: [
        "JSONCore", "JSONTrace", "ModelAdapter", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // Spawning a worker process, the framed protocol, time limits and stderr tails.
    .target(name: "WorkerProcess"),
    // Where payloads come from: files, folders, NDJSON, HAR captures, envelopes, size limits.
    .target(name: "PayloadSources", dependencies: ["JSONCore", "WorkbenchContext"]),
    // A user's package: symbol graphs, the manifest, `fixture-workbench.json`, the launcher plan.
    .target(
      name: "PackageDiscovery", dependencies: ["JSONCore", "JSONTrace", "WorkbenchContext"]),
    // How a fixture finds its model, rule by rule: names read as a person reads them, and the
    // rules' statements that the docs, the tests and `lint --explain` share.
    .target(name: "FixtureAssignment"),
    // A server's OpenAPI document: its response schemas, the line of each value, and the covering
    // set of payloads each schema allows.
    .target(
      name: "APIContract",
      dependencies: [
        "JSONCore",
        .product(name: "OpenAPIKit", package: "OpenAPIKit"),
        .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
        .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
        .product(name: "Yams", package: "Yams"),
      ]),
    // Workspaces, model workers and their server, payload-set runs and shapes.
    .target(
      name: "FixtureEngine",
      dependencies: [
        "JSONCore", "JSONFragment", "JSONTrace", "ModelAdapter", "WorkbenchContext", "ModelProbe", "WorkerProcess",
        "PayloadSources", "PackageDiscovery", "FixtureAssignment",
      ]
    ),
    // Swift fragment code, fixture files and the scenario matrix.
    .target(
      name: "FixtureExport",
      dependencies: [
        "FixtureEngine", "ModelProbe", "WorkbenchContext", "JSONCore", "JSONFragment", "JSONTrace", "ModelAdapter",
      ]),
    // A contract's schemas mapped to the workspace's models, their payloads decoded, refusals proved.
    .target(
      name: "ContractCheck",
      dependencies: [
        "APIContract", "FixtureEngine", "FixtureExport", "FixtureAssignment", "ModelProbe", "WorkbenchContext",
        "JSONCore", "JSONTrace", "PackageDiscovery",
      ]),
    // Lint of a workspace's fixtures and the expected-failure manifests.
    .target(
      name: "FixtureLint",
      dependencies: [
        "FixtureEngine", "FixtureExport", "FixtureAssignment", "ContractCheck", "ModelProbe", "WorkbenchContext",
        "JSONCore",
        "JSONTrace", "ModelAdapter", "PackageDiscovery",
      ]),
    // What the app and a terminal say to each other: frames of styled cells, keys, text width,
    // and the `Terminal` protocol that curses and the tests' fake terminal both serve.
    .target(name: "TerminalCore", dependencies: ["TerminalSafety"]),
    // The terminal UI core: pure state, update and render into a Frame. No curses here.
    .target(
      name: "WorkbenchUI",
      dependencies: [
        "TerminalCore", "FixtureEngine", "FixtureExport", "FixtureLint", "ModelProbe", "PayloadSources",
        "PackageDiscovery", "JSONCore", "ModelAdapter", "TerminalSafety",
      ]),
    // The one interpreter of the UI core's effects, over an AppContext: used by the app and by tests.
    .target(
      name: "WorkbenchEffects",
      dependencies: [
        "WorkbenchUI", "FixtureEngine", "FixtureExport", "FixtureLint", "ModelProbe", "PayloadSources",
        "PackageDiscovery", "WorkbenchContext", "JSONCore",
      ]),
    // Runs the workbench on a user's package: finds its models, writes and builds the launcher that
    // hosts them, and reads the launcher's catalog.
    .target(
      name: "PackageLauncher",
      dependencies: [
        "FixtureEngine", "PackageDiscovery", "WorkbenchContext", "JSONCore", "JSONTrace", "WorkerProcess",
      ]),
    // The CLI commands and the app's loop, as a library so tests can drive them in-process.
    .target(
      name: "FixtureWorkbench",
      dependencies: [
        "PackageLauncher",
        "JSONCore",
        "ModelAdapter",
        "FixtureEngine",
        "FixtureExport",
        "FixtureLint",
        "FixtureAssignment",
        "ModelProbe",
        "PayloadSources",
        "PackageDiscovery",
        "WorkbenchContext",
        "WorkbenchUI",
        "WorkbenchEffects",
        "TerminalBackend",
        "WorkerProcess",
        "APIContract",
        "ContractCheck",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Curses behind a plain C API (the only code that includes curses.h), and the Swift backend.
    .target(
      name: "CCurses",
      cSettings: [.define("_XOPEN_SOURCE_EXTENDED"), .define("NCURSES_WIDECHAR", to: "1")] + dwarf4,
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]
    ),
    .target(name: "TerminalBackend", dependencies: ["CCurses", "TerminalCore"]),
    // A tiny curses app that the TerminalBackend end-to-end tests drive in tmux.
    .executableTarget(
      name: "terminal-demo",
      dependencies: [
        "TerminalBackend", "TerminalCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "workbench", dependencies: ["FixtureWorkbench", "BundledWorkspaces"]),
    // A worker whose requests trap, hang or print, for the tests of the worker process.
    .executableTarget(name: "worker-demo", dependencies: ["WorkerProcess"]),
    .executableTarget(
      name: "workbench-bench",
      dependencies: [
        "JSONFragment", "FixtureEngine", "FixtureExport", "ModelProbe", "PayloadSources", "WorkbenchUI", "TerminalCore",
        "WorkerProcess", "Releases",
        "Pokedex", "CPseudoTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(
      name: "CPseudoTerminal", cSettings: dwarf4, linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]),

    // Bundled example workspaces.
    .target(
      name: "Pokedex", dependencies: ["JSONFragment", "FixtureEngine", "ModelAdapter"], path: "Workspaces/Pokedex",
      exclude: ["Fixtures"]),
    .target(
      name: "Locations", dependencies: ["JSONFragment", "FixtureEngine", "ModelAdapter"], path: "Workspaces/Locations",
      exclude: ["Fixtures"]),
    .target(
      name: "Catalog", dependencies: ["JSONFragment", "FixtureEngine", "ModelAdapter"], path: "Workspaces/Catalog",
      exclude: ["Fixtures"]),
    .target(
      name: "Releases", dependencies: ["JSONFragment", "FixtureEngine", "ModelAdapter"], path: "Workspaces/Releases",
      exclude: ["Fixtures"]),
    .target(
      name: "Wild", dependencies: ["JSONFragment", "FixtureEngine", "ModelAdapter"], path: "Workspaces/Wild",
      exclude: ["Fixtures", "Payloads"]),

    .testTarget(name: "JSONCoreTests", dependencies: ["JSONCore", "TestPayloads"]),
    .testTarget(
      name: "JSONFragmentTests",
      dependencies: [
        "JSONFragment", "ModelAdapter", "IssueCapturing", "TestPayloads",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "PokedexTests",
      dependencies: [
        "Pokedex",
        "JSONFragment",
        "ModelAdapter",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["Fixtures"]
    ),
    .target(
      name: "BundledWorkspaces", dependencies: ["FixtureEngine", "Pokedex", "Locations", "Catalog", "Releases", "Wild"]),
    // libFuzzer entry points as plain functions; `./dev fuzz` links them into fuzzers.
    .target(
      name: "FuzzTargets",
      dependencies: [
        "JSONFragment", "ModelAdapter", "FixtureEngine", "FixtureExport", "PayloadSources", "Pokedex", "Locations",
        "Catalog", "Releases", "Wild",
      ]),

    // One test target per library target, its folders mirroring the target's.
    .testTarget(
      name: "JSONTraceTests",
      dependencies: [
        "JSONTrace", "JSONFragment", "ModelAdapter", "FuzzTargets", "Pokedex", "TestPayloads",
      ]),
    .testTarget(name: "TerminalSafetyTests", dependencies: ["TerminalSafety"]),
    .testTarget(name: "WorkbenchContextTests", dependencies: ["WorkbenchContext"]),
    .testTarget(
      name: "ModelProbeTests",
      dependencies: [
        "ModelProbe", "FixtureEngine", "JSONFragment", "JSONTrace", "ModelAdapter", "Pokedex", "Locations", "Releases",
        "Wild", "TestPayloads", "SampleStorefront", "SampleIdioms",
      ]),
    .testTarget(name: "WorkerProcessTests", dependencies: ["WorkerProcess"]),
    // The performance gate's judgement and baseline file (workbench-bench --count-instructions).
    .testTarget(name: "WorkbenchBenchTests", dependencies: ["workbench-bench", "APIContract"]),
    .testTarget(
      name: "PayloadSourcesTests",
      dependencies: ["PayloadSources", "WorkbenchContext", "JSONFragment", "TestPayloads"]),
    .testTarget(
      name: "PackageDiscoveryTests",
      dependencies: ["PackageDiscovery", "WorkbenchContext", "ModelAdapter", "SwiftTypeCheck"]),
    .testTarget(name: "FixtureAssignmentTests", dependencies: ["FixtureAssignment"]),
    .testTarget(name: "APIContractTests", dependencies: ["APIContract", "JSONCore", "TestPayloads"]),
    .testTarget(
      name: "ContractCheckTests",
      dependencies: ["ContractCheck", "APIContract", "FixtureEngine", "JSONCore", "JSONTrace", "TestPayloads"]),
    .testTarget(
      name: "FixtureEngineTests",
      dependencies: [
        "FixtureEngine", "ModelProbe", "PayloadSources", "WorkbenchContext", "JSONFragment", "Pokedex", "Locations",
        "Releases", "TestPayloads", "Wild",
      ]),
    .testTarget(
      name: "FixtureExportTests",
      dependencies: [
        "FixtureExport", "FixtureEngine", "ModelProbe", "WorkbenchContext", "JSONFragment", "JSONTrace", "FuzzTargets",
        "Pokedex", "Locations", "Catalog", "Releases", "Wild", "SwiftTypeCheck", "SampleIdioms",
      ]),
    .testTarget(
      name: "FixtureLintTests",
      dependencies: [
        "FixtureLint", "FixtureEngine", "FixtureExport", "WorkbenchContext", "JSONFragment", "Pokedex", "Locations",
        "Releases", "SampleIdioms",
      ]),
    .testTarget(
      name: "FuzzTargetsTests",
      dependencies: [
        "FuzzTargets", "FixtureEngine", "FixtureExport", "JSONFragment", "ModelAdapter", "Pokedex", "Locations",
        "Catalog", "Releases", "TestPayloads",
      ]),
    .testTarget(
      name: "WorkbenchEffectsTests",
      dependencies: [
        "WorkbenchEffects", "WorkbenchUI", "FixtureEngine", "FixtureExport", "WorkbenchContext", "JSONCore",
        "PayloadSources", "Pokedex", "SampleIdioms",
      ]),
    // Type-checks generated Swift (exports, a launcher's main.swift) against this package's modules.
    .target(
      name: "SwiftTypeCheck", dependencies: ["FixtureExport", "FixtureEngine", "JSONFragment"],
      path: "Tests/SwiftTypeCheck"),
    // What several test targets share: random JSON values, a weather payload set, small models.
    .target(name: "TestPayloads", dependencies: ["JSONCore"], path: "Tests/TestPayloads"),
    // Models written the way real API clients write them, with kebab-case fixtures of real-looking
    // responses: the measure of how well the engine reads a package nobody here wrote.
    .target(name: "SampleStorefront", path: "Tests/SampleStorefront", exclude: ["Resources"]),
    // Models written with the Codable idioms app code uses (enums with payloads, property wrappers,
    // flattened keys, values of several JSON types): what the idiom tests learn, compare and export.
    .target(
      name: "SampleIdioms", dependencies: ["FixtureEngine", "ModelAdapter"], path: "Tests/SampleIdioms",
      exclude: ["Fixtures"]),
    .testTarget(
      name: "WorkbenchUITests",
      dependencies: [
        "WorkbenchUI", "GoldenRecording", "WorkbenchEffects", "FixtureEngine", "FixtureExport", "ModelProbe",
        "PayloadSources",
        "PackageDiscovery", "WorkbenchContext", "JSONFragment", "Pokedex", "Releases", "Locations", "Wild",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Render/__Snapshots__", "Render/Export/__Snapshots__", "Update/__Snapshots__"]
    ),
    .testTarget(name: "WorkbenchE2ETests", dependencies: ["TmuxTestSupport", "JSONCore"]),
    .testTarget(
      name: "ModelAdapterTests", dependencies: ["ModelAdapter", "JSONCore", "JSONTrace", "HTTPTestSupport"]),
    // The one switch that writes the goldens anew (`WORKBENCH_RECORD=1`).
    .target(name: "GoldenRecording", path: "Tests/GoldenRecording"),
    // A tiny local HTTP server for the tests that load payloads from a URL.
    .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport"),
    // Starting tmux servers cleanly from tests (shared by the two end-to-end test targets).
    .target(name: "TmuxTestSupport", path: "Tests/TmuxTestSupport"),
    // An XCTest case that captures the failures a helper records (XCTest on Linux has no XCTExpectFailure).
    .target(name: "IssueCapturing", path: "Tests/IssueCapturing"),
    .testTarget(name: "TerminalBackendTests", dependencies: ["TerminalBackend", "TerminalCore", "TmuxTestSupport"]),
    .testTarget(
      name: "PackageLauncherTests", dependencies: ["PackageLauncher", "PackageDiscovery", "WorkbenchContext"]),
    .testTarget(
      name: "FixtureWorkbenchTests",
      dependencies: [
        "FixtureWorkbench", "GoldenRecording", "FixtureLint", "FixtureAssignment", "FixtureEngine", "ModelProbe",
        "PayloadSources",
        "PackageDiscovery",
        "WorkbenchContext",
        "ModelAdapter", "JSONFragment", "JSONTrace", "Pokedex", "Locations", "Wild", "BundledWorkspaces",
        "SwiftTypeCheck", "SampleIdioms",
        "HTTPTestSupport", "TmuxTestSupport",
      ],
      exclude: ["CLI/Goldens"]
    ),
    // The exports of the bundled workspaces, written by `workbench export` and `workbench matrix`:
    // they must compile and pass, and CommittedExportsTests fails when they differ from a new export.
    .testTarget(
      name: "GeneratedExportsTests",
      dependencies: [
        "JSONFragment", "ModelAdapter", "Pokedex", "Locations", "Catalog", "Releases", "Wild",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where heavyTargets.contains(target.name) {
  target.swiftSettings = (target.swiftSettings ?? []) + optimizedInLauncher
}
for target in package.targets
where target.type != .test && !heavyTargets.contains(target.name) && !cTargets.contains(target.name) {
  target.swiftSettings = (target.swiftSettings ?? []) + optimizedInSharedEngine
}
