import Foundation
import JSONTrace
import WorkbenchContext

extension WorkbenchConfiguration {
  /// This configuration with `dates` as the date strategy of the model named `model`
  /// (`"models": {"Order": {"dates": "secondsSince1970"}}`), its other settings kept.
  public func settingDates(_ dates: DecodingOptions.Dates, forModel model: String) -> WorkbenchConfiguration {
    var configuration = self
    configuration.models[model, default: Decoding()].dates = dates
    return configuration
  }

  /// Reads the configuration file at `path`, sets `dates` for the model named `model` in it, and
  /// replaces the file atomically through `files`, so a failed write leaves the old file whole.
  /// - Throws: ``ConfigurationError`` when the file cannot be read, is not a valid configuration,
  ///   or cannot be written.
  public static func saveDates(
    _ dates: DecodingOptions.Dates, forModel model: String, inFileAt path: String, files: FileSystem
  ) throws(ConfigurationError) {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let data: Data
    do {
      data = try files.read(path)
    } catch {
      throw ConfigurationError(
        file: name, location: nil, message: "cannot read the file: \(error.localizedDescription)")
    }
    let configuration = try WorkbenchConfiguration(parsing: String(decoding: data, as: UTF8.self), file: name)
    do {
      try files.replace(path, Data(configuration.settingDates(dates, forModel: model).text.utf8))
    } catch {
      throw ConfigurationError(
        file: name, location: nil, message: "cannot write the file: \(error.localizedDescription)")
    }
  }
}
