import Foundation
import WorkbenchContext
import WorkbenchUI

/// Writes the repair `f` proposed: atomically, and only while the file still holds the text the
/// repair was made from (a file changed since is not overwritten).
enum RepairWriting {
  static func write(_ proposal: RepairProposal, in context: AppContext) -> Msg {
    let answer = { (result: Result<Void, RepairWriteError>) in
      Msg.repairWritten(path: proposal.path, name: proposal.name, result)
    }
    guard let repaired = proposal.repaired else { return answer(.failure(RepairWriteError("there is no repair"))) }
    do {
      guard Array(try context.files.read(proposal.path)) == proposal.original else {
        return answer(.failure(RepairWriteError("it changed on disk since the repair was found; press f again")))
      }
      try context.files.replace(proposal.path, Data(repaired))
      return answer(.success(()))
    } catch {
      return answer(.failure(RepairWriteError("cannot write it: \(error.localizedDescription)")))
    }
  }
}
