import Synchronization

/// Which effect of each slot is the newest, so that only its answers are posted.
final class NewestOfEachSlot: Sendable {
  private let tickets = Mutex<[EffectRunner.Slot: UInt64]>([:])

  /// Makes a new effect of `slot` the newest.
  /// - Returns: its ticket.
  func start(_ slot: EffectRunner.Slot) -> UInt64 {
    tickets.withLock { tickets in
      let ticket = (tickets[slot] ?? 0) + 1
      tickets[slot] = ticket
      return ticket
    }
  }

  /// Runs `post` while `ticket` is still the newest of `slot`, holding the lock meanwhile.
  func ifStill(_ ticket: UInt64, in slot: EffectRunner.Slot, _ post: () -> Void) {
    tickets.withLock { tickets in
      if tickets[slot] == ticket { post() }
    }
  }
}
