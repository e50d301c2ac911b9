import FixtureAssignment
import FixtureEngine
import FixtureLint
import Foundation
import PackageDiscovery
import Testing
import WorkbenchContext

/// A fixture named after a model that does not compile on this host is unchecked, with the
/// model's file and why, and never counted broken.
struct LeftOutModelLintTests {
  @Test func aFixtureOfALeftOutModelIsUncheckedAndSaysWhy() throws {
    var workspace = Workspace("App", directory: "/ws", models: [.model(Trail.self)])
    workspace.fitsInThisProcess = true
    workspace.leftOutModels = [
      ModelSources.LeftOutModel(
        name: "TrailPhoto", file: "App/Models/TrailPhoto.swift", reason: "uses URLSession, which this host lacks")
    ]
    let files = InMemoryFileSystem([
      "/ws/Fixtures/trail.json": Data(#"{"id": 1}"#.utf8),
      "/ws/Fixtures/trail-photo.json": Data(#"{"id": 7, "url": "https://x.example/7.jpg"}"#.utf8),
    ])
    let report = workspace.lint(in: .test(files: files))
    let byName = Dictionary(uniqueKeysWithValues: report.fixtures.map { ($0.fixture.name, $0) })
    let photo = try #require(byName["trail-photo.json"])
    #expect(photo.status == .unchecked)
    #expect(photo.findings.map(\.kind) == [.modelLeftOut])
    let message = try #require(photo.findings.first?.message)
    #expect(message.contains("TrailPhoto"))
    #expect(message.contains("App/Models/TrailPhoto.swift: uses URLSession"), "\(message)")
    #expect(byName["trail.json"]?.status == .asExpected)
    #expect(report.summary.broken == 0)
    #expect(report.summary.unchecked == 1)
    let explanation = FixtureExplanation(photo, in: workspace)
    #expect(explanation.steps.map(\.rule) == [.leftOut])
  }
}

private struct Trail: Decodable, Sendable { var id: Int }
