import FixtureEngine

extension Workspace {
  /// The idiom models with a fixture or two each: what exports are generated from.
  public static let idioms = Workspace(
    "Idioms",
    summary:
      "enums with payloads, property wrappers, flattened keys, values of several JSON types, keys the server chooses",
    sourceFile: #filePath,
    models: [
      .model(IdiomModels.Reminder.self, name: "IdiomModels.Reminder"),
      .model(IdiomModels.Place.self, name: "IdiomModels.Place"),
      .model(IdiomModels.Basket.self, name: "IdiomModels.Basket"),
      .model(IdiomModels.Visit.self, name: "IdiomModels.Visit"),
      .model(IdiomModels.Grant.self, name: "IdiomModels.Grant"),
      .model(IdiomModels.Receipt.self, name: "IdiomModels.Receipt"),
      .model(IdiomModels.SignIn.self, name: "IdiomModels.SignIn"),
      .model(IdiomModels.ForecastHour.self, name: "IdiomModels.ForecastHour"),
      .model(IdiomModels.Chart.self, name: "IdiomModels.Chart"),
      .model(IdiomModels.Route.self, name: "IdiomModels.Route"),
      .model(IdiomModels.Shipment.self, name: "IdiomModels.Shipment"),
      .model(IdiomModels.Batch<IdiomModels.Shipment.Parcel>.self, name: "IdiomModels.ParcelBatch"),
      .model(IdiomModels.Depot.self, name: "IdiomModels.Depot"),
    ])
}
