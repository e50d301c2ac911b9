import FixtureEngine
import JSONFragment
import Testing
import Wild
import WorkbenchUI

/// A post decoded by its `type`: the keys pane shows the keys of the branch the payload selects,
/// and cycling `type` switches to another branch's keys, with plausible values, keeping what is
/// shared and bringing back what was there before.
struct BranchEditingTests {
  private func postEditor() -> UIDriver {
    var driver = UIDriver(WorkspaceRegistry([.wild]), width: 100, height: 30)
    driver.open(workspace: .wild, model: "Post")
    driver.select("type")
    return driver
  }

  private func labels(_ driver: UIDriver) -> [String] {
    driver.editor?.rows.filter { $0.depth == 0 }.map(\.label) ?? []
  }

  @Test func theKeysAreThoseOfTheBranchThePayloadSelects() {
    let driver = postEditor()
    #expect(driver.editor?.sourceName == "Post/image.json")
    #expect(labels(driver) == ["type", "url", "width", "height"])
  }

  @Test func cyclingTheDiscriminatorSwitchesTheKeysAndTheirValues() {
    var driver = postEditor()
    driver.press(.character(">"))
    #expect(labels(driver) == ["type", "question", "options"])
    #expect(driver.editor?.document.value == ["type": "poll", "question": "text", "options": ["text"]])
    #expect(driver.editor?.inspection?.decodes == true)
    driver.press(.character(">"))
    #expect(labels(driver) == ["type", "url", "title"])
    #expect(driver.editor?.document.value["url"] == "https://img.example.com/1.png", "the shared key keeps its value")
    driver.press(.character("<"), .character("<"))
    #expect(labels(driver) == ["type", "url", "width", "height"])
    #expect(driver.editor?.document.value["width"] == 640, "the image's values come back")
  }

  @Test func aPlainStringDiscriminatorCyclesThroughTheValuesTheFixturesHold() {
    var driver = UIDriver(WorkspaceRegistry([.wild]), width: 100, height: 30)
    driver.open(workspace: .wild, model: "Notice")
    driver.select("kind")
    #expect(driver.editor?.sourceName == "Notice/follow.json")
    #expect(labels(driver) == ["kind", "follower"])
    driver.press(.character(">"))
    #expect(labels(driver) == ["kind", "post_id", "count"])
    #expect(driver.editor?.document.value == ["kind": "like", "post_id": 1, "count": 1])
    #expect(driver.editor?.inspection?.decodes == true)
    driver.press(.character(">"), .character(">"))
    #expect(labels(driver) == ["kind", "follower"])
    #expect(driver.editor?.document.value["follower"] == "ridgewalker", "the follower comes back")
  }
}
