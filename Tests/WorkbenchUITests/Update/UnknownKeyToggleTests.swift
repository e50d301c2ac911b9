import FixtureEngine
import Foundation
import JSONCore
import Pokedex
import Testing
import WorkbenchUI

/// A key the model does not know keeps its row once made absent, so `space` brings it back.
struct UnknownKeyToggleTests {
  @Test func anUnknownKeyMadeAbsentKeepsItsRowAndComesBack() throws {
    var driver = UIDriver(WorkspaceRegistry([.pokedex]))
    let payload = #"{"baseType":"fire","name":"Charizard","pokedexIndex":6,"shiny":true}"#
    driver.open(workspace: .pokedex, model: "Pokemon", payload: .bytes(Data(payload.utf8), name: "shiny.json"))
    driver.select("shiny")
    driver.press(.character(" "))
    #expect(driver.editor?.document.value["shiny"] == nil)
    let row = try #require(driver.editor?.rows.first { $0.path == "shiny" })
    #expect(row.state == .absent)
    driver.select("shiny")
    driver.press(.character(" "))
    #expect(driver.editor?.document.value["shiny"] == true)
  }
}
