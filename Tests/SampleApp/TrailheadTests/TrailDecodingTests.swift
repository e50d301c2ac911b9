import XCTest

@testable import TrailKit
@testable import Trailhead

/// Every fixture decodes as the screen that shows it expects, through the app's decoder.
final class TrailDecodingTests: XCTestCase {
  private func fixture(_ name: String) throws -> Data {
    let url = try XCTUnwrap(
      Bundle(for: Self.self).url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
  }

  func testATrailDecodesWithItsForecast() throws {
    let trail = try JSONDecoder.trailhead.decode(Trail.self, from: fixture("trail"))
    XCTAssertEqual(trail.difficulty, .moderate)
    XCTAssertEqual(trail.forecast?.condition, .clear)
  }

  func testATrailWithoutAForecast() throws {
    let trail = try JSONDecoder.trailhead.decode(Trail.self, from: fixture("trail-no-forecast"))
    XCTAssertNil(trail.forecast)
  }

  func testAPageOfTrails() throws {
    let page = try JSONDecoder.trailhead.decode(TrailPage.self, from: fixture("trail-page"))
    XCTAssertEqual(page.items.count, 2)
    XCTAssertNil(page.nextCursor)
  }

  func testAForecast() throws {
    let forecast = try JSONDecoder.trailhead.decode(Forecast.self, from: fixture("forecast-storm"))
    XCTAssertEqual(forecast.hourly.count, 3)
  }

  func testAPhoto() throws {
    let photo = try JSONDecoder.trailhead.decode(TrailPhoto.self, from: fixture("trail-photo"))
    XCTAssertEqual(photo.id, 7)
  }

  func testACoordinate() throws {
    let coordinate = try JSONDecoder.trailhead.decode(Coordinate.self, from: fixture("coordinate"))
    XCTAssertEqual(coordinate.latitude, 46.5, accuracy: 0.01)
  }
}
