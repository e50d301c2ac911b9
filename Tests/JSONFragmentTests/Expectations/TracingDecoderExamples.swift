import Foundation
import JSONTrace
import Testing

/// The code of the JSONTrace catalog's landing page, compiled and run.
struct TracingDecoderExamples {
  @Test func everyFailingFieldInOnePass() throws {
    let options = DecodingOptions(keys: .convertFromSnakeCase)
    let result = try TracingDecoder.trace(Weather.self, from: Weather.fourFailures, options: options)
    #expect(result.model == nil)
    #expect(result.trace.failures.map(\.path) == ["city_id", "wind.deg", "hours[0].condition", "hours[1].temp"])
  }
}
