import FixtureExport
import Foundation
import JSONFragment

/// What users run in their own package: `workbench inspect` and the app's verdict on a valid
/// payload of about 30 MB, through the launcher the workbench builds there (built before the timed
/// runs, untimed), against JSONDecoder decoding the same bytes into the same types in this process.
/// The package, `BenchWeather`, is written to `.build/bench-weather-package` with the payload.
enum PackageInspectCases {
  static let forecasts = 125_000

  static let packageManifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "BenchWeather",
      products: [.library(name: "BenchWeather", targets: ["BenchWeather"])],
      targets: [.target(name: "BenchWeather")]
    )

    """

  /// `BenchWeatherModels.swift`, public and with the package's names.
  static let modelSource = """
    import Foundation

    public struct Page<Item: Decodable>: Decodable {
      public let items: [Item]
      public let page: Int
      public let total: Int
    }

    public struct Forecast: Decodable {
      public enum Sky: String, Decodable { case clear, cloudy, rain, snow }
      public struct Wind: Decodable {
        public let speed: Double
        public let direction: Int
      }
      public let id: Int
      public let city: String
      public let temperature: Double
      public let humidity: Int
      public let sky: Sky
      public let issued: String
      public let wind: Wind
    }

    public typealias ForecastPage = Page<Forecast>

    """

  static func execute(_ benchCase: BenchCase, iterations: Int) throws -> CaseOutcome {
    let (folder, payload) = try preparePackage()
    var digest = FNV1a()
    digest.add(payload)
    let summary =
      "a valid Page<Forecast> of \(forecasts) forecasts (\(payload.count / 1_000_000) MB pretty), in .build/bench-weather-package"
    let baseline = PeakMemory.residentKiB()
    let seconds: [Double]
    let check: String
    let verified: Bool
    switch benchCase {
    case .packageDecoder:
      let runs = try Measure.repeatedly(iterations) {
        try JSONDecoder().decode(BenchPage<BenchForecast>.self, from: payload)
      } check: {
        "\($0.items.count) forecasts"
      }
      (seconds, check, verified) = (runs.seconds, runs.checks.last ?? "", runs.checks.last == "\(forecasts) forecasts")
    case .packageVerdict:
      guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
        throw LaunchCase.Problem(description: "cannot enter \(folder.path)")
      }
      // At 80 columns the verdict pane wraps "model: 2000 of 2000 match"; this line follows it.
      let marker = Array("(the first 2000".utf8)
      seconds = try (0..<iterations).map { _ in
        try LaunchCase.launchOnce(
          LaunchCase.workbenchPath(), arguments: ["open", "--model", "ForecastPage", "--payload", "page.json"],
          marker: marker, limit: .seconds(120))
      }
      (check, verified) = ("each verdict pane compared the first 2000 values", seconds.count == iterations)
    default:
      var outputs: [String] = []
      seconds = try (0..<iterations).map { _ in
        let clock = ContinuousClock()
        let start = clock.now
        let output = try WorkbenchProcess.output(["inspect", "page.json", "--model", "ForecastPage"], in: folder)
        let elapsed = clock.now - start
        outputs.append(output)
        return Measure.seconds(elapsed)
      }
      let values = forecasts * 8 + 2
      let expected = "comparison: \(values) of \(values) values match the model"
      check = outputs.last?.split(separator: "\n").first { $0.hasPrefix("comparison:") }.map(String.init) ?? "no output"
      verified = outputs.allSatisfy { $0.contains("verdict: decodes") && $0.contains(expected) }
    }
    return CaseOutcome(
      name: benchCase.rawValue, inputSummary: summary, inputDigest: digest.hex, seconds: seconds, baselineKiB: baseline,
      peakKiB: PeakMemory.residentKiB(), check: check, verified: verified,
      verification: verified ? "every run decoded and matched every value" : "a run did not decode or match")
  }

  /// Writes the package and its payload (when they changed) and builds its launcher, untimed.
  static func preparePackage() throws -> (URL, Data) {
    let payload = Data(payloadText().utf8)
    let folder = try BenchPackageFolder.write(
      [
        "Package.swift": Data(packageManifest.utf8), "Sources/BenchWeather/Models.swift": Data(modelSource.utf8),
        "page.json": payload,
      ], named: "bench-weather-package")
    _ = try WorkbenchProcess.output(["schema", "--model", "Forecast"], in: folder)
    return (folder, payload)
  }

  /// The payload: pretty-printed, two spaces, the same every time.
  static func payloadText(forecasts: Int = PackageInspectCases.forecasts) -> String {
    var random = SplitMix64(seed: 0xF0_2ECA_57)
    let skies = ["clear", "cloudy", "rain", "snow"]
    var text = "{\n  \"items\" : [\n"
    text.reserveCapacity(forecasts * 260)
    for id in 0..<forecasts {
      let temperature = Double(Int(random.next() % 600) - 200) / 10
      let speed = Double(random.next() % 300) / 10
      text += """
            {
              "id" : \(id),
              "city" : "City \(id % 997)",
              "temperature" : \(temperature),
              "humidity" : \(random.next() % 101),
              "sky" : "\(skies[Int(random.next() % 4)])",
              "issued" : "2026-11-\(String(format: "%02d", id % 28 + 1))T\(String(format: "%02d", id % 24)):00:00Z",
              "wind" : {
                "speed" : \(speed),
                "direction" : \(random.next() % 360)
              }
            }\(id == forecasts - 1 ? "" : ",")

        """
    }
    text += "  ],\n  \"page\" : 1,\n  \"total\" : \(forecasts)\n}\n"
    return text
  }
}
