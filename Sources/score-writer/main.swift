import FoundationEssentials
import Glibc
import Scores

// MARK: - score-writer

// A test helper: appends entries to a score store in a loop and prints one line per
// entry only after `ScoreStore.submit` returned (the rename and the directory fsync are
// done), so a test that kills this process knows exactly which entries must survive.
//
// usage: score-writer STORE NAME COUNT [CAPACITY] [BOARD]
//   COUNT 0 writes until killed. Each line is "BOARD<TAB>NAME<TAB>SCORE".

/// The command line, checked.
struct WriterArguments {
  var store: String
  var name: String
  var count: Int
  var capacity: Int
  var board: String

  init?(_ arguments: [String]) {
    guard arguments.count >= 3, let count = Int(arguments[2]), count >= 0 else { return nil }
    store = arguments[0]
    name = arguments[1]
    self.count = count
    capacity = arguments.count > 3 ? Int(arguments[3]) ?? -1 : ScoreBoard.defaultCapacity
    board = arguments.count > 4 ? arguments[4] : "writer"
    if capacity < 1 { return nil }
  }
}

/// Writes a whole line with one `write(2)`, so the line reaches the pipe before the next
/// entry is attempted and no buffer is lost when the process is killed.
func say(_ line: String, to fd: Int32) {
  var bytes = Array(line.utf8)
  bytes.append(UInt8(ascii: "\n"))
  var written = 0
  while written < bytes.count {
    let result = bytes.withUnsafeBytes {
      write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written)
    }
    if result < 0 {
      if errno == EINTR { continue }
      exit(3)
    }
    written += result
  }
}

guard let arguments = WriterArguments(Array(CommandLine.arguments.dropFirst())) else {
  say("usage: score-writer STORE NAME COUNT [CAPACITY] [BOARD]", to: 2)
  exit(2)
}

// Writers here save in a tight loop against each other: the wait for the lock is long, so
// the tests measure lost entries, not the patience of the lock (tested on its own).
let store = ScoreStore(path: arguments.store, boardCapacity: arguments.capacity, lockTimeout: 120)
let date = Date(timeIntervalSince1970: 1_763_780_000)
var score = 0
while arguments.count == 0 || score < arguments.count {
  score += 1
  let entry = ScoreEntry(
    name: arguments.name, score: score, level: score % 7, date: date,
    seed: UInt64.max - UInt64(score))
  do {
    _ = try store.submit(entry, to: arguments.board, ordering: .higherIsBetter)
  } catch {
    say("score-writer: \(error)", to: 2)
    exit(1)
  }
  say("\(arguments.board)\t\(arguments.name)\t\(score)", to: 1)
}
