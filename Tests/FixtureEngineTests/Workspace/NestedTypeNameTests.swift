import FixtureEngine
import Foundation
import Testing

enum Agenda {
  struct Reminder: Decodable, Sendable { var id: Int }
  struct Settings: Decodable, Sendable { var hidden: Bool }
}

struct Envelope<Item: Decodable & Sendable>: Decodable, Sendable { var item: Item }

enum Ledger {
  struct Settings: Decodable, Sendable { var currency: String }
}

/// A file names a nested type by the type's own name, unless two nested types share it.
struct NestedTypeNameTests {
  static let workspace = Workspace(
    "Nested", directory: "/ws",
    models: [
      .model(Agenda.Reminder.self, name: "Agenda.Reminder"), .model(Agenda.Settings.self, name: "Agenda.Settings"),
      .model(Ledger.Settings.self, name: "Ledger.Settings"),
      .model(Envelope<Agenda.Reminder>.self, name: "Agenda.Envelope<Agenda.Reminder>"),
    ])

  @Test func aNestedTypeIsNamedByItsOwnName() {
    #expect(Self.workspace.modelNamed(byFileName: "reminder-days-as-text.json")?.name == "Agenda.Reminder")
    #expect(Self.workspace.modelNamed(byFileName: "agenda-reminder.json")?.name == "Agenda.Reminder")
    #expect(Self.workspace.modelNamed(byFileName: "reminders.json")?.name == "[Agenda.Reminder]")
  }

  @Test func aNameTwoNestedTypesShareNamesNeither() {
    #expect(Self.workspace.modelNamed(byFileName: "settings.json") == nil)
    #expect(Self.workspace.modelNamed(byFileName: "ledger-settings.json")?.name == "Ledger.Settings")
  }
}
