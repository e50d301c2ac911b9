import Testing
import WorkbenchUI

@testable import FixtureWorkbench

/// Only the newest effect of a slot may post its answers; the queue hands them to the loop once.
struct NewestOfEachSlotTests {
  @Test func anOlderEffectOfTheSlotPostsNothing() {
    let newest = NewestOfEachSlot()
    let first = newest.start(.inspect)
    let other = newest.start(.learn)
    let second = newest.start(.inspect)
    var posted: [String] = []
    newest.ifStill(first, in: .inspect) { posted.append("first") }
    newest.ifStill(second, in: .inspect) { posted.append("second") }
    newest.ifStill(other, in: .learn) { posted.append("other slot") }
    #expect(posted == ["second", "other slot"])
  }

  @Test func theQueueHandsEachMessageOverOnceInOrder() async {
    let queue = MessageQueue()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask { queue.post(.key(.character(Character(String(index % 10))))) }
      }
    }
    let drained = queue.drain()
    #expect(drained.count == 100)
    #expect(queue.drain().isEmpty)
  }

  @MainActor @Test func effectsOfOneKindShareASlotAndWritesHaveNone() {
    #expect(EffectRunner.slot(of: .layOut(generation: 1, payload: .null)) == .layOut)
    #expect(EffectRunner.slot(of: .copy("x")) == nil)
  }
}
