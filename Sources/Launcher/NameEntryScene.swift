import ArcadeKit
import Scores

/// Asks the player's name for a score that made the board; pre-filled with the last name used.
///
/// Typing edits the name (any Unicode, spaces too), Backspace deletes, Ctrl-U clears, Enter
/// records, Esc skips recording. The name is sanitised before it is shown or stored.
public struct NameEntryScene: Scene {
  private let submission: ArcadeKit.ScoreSubmission
  private(set) var name: String

  /// Creates the prompt for `submission`, starting from `name`.
  public init(submission: ArcadeKit.ScoreSubmission, name: String) {
    self.submission = submission
    self.name = PlayerName.sanitize(name)
  }

  public var isOverlay: Bool { true }
  public var minimumSize: Size { Size(width: 30, height: 8) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    guard let key = event.key else { return [] }
    switch key {
    case .enter:
      var named = submission
      named.playerName = PlayerName.sanitize(name)
      return [.pop, .submitScore(named)]
    case .escape:
      return [.pop]
    case .backspace, .delete:
      if !name.isEmpty { name.removeLast() }
    case .control("u"):
      name = ""
    case .character(let character):
      if name.count < PlayerName.maximumLength { name.append(character) }
    default:
      break
    }
    return []
  }

  public func render(into canvas: inout Canvas) {
    let score = ScoreFormat.score(submission.score, timeMilliseconds: submission.timeMilliseconds)
    canvas.centeredPanel(
      title: "New high score",
      lines: [
        submission.boardTitle, "Score: \(score)", "", "Your name:", field(width: canvas.width), "",
        "Enter: save   Esc: skip",
      ],
      style: .bold)
  }

  /// The name field as one block of fixed width, centred like every other line: the name, the
  /// cursor where typing goes, then blanks up to the longest name allowed (less on a screen too
  /// narrow for that, so the field never wraps).
  private func field(width: Int) -> String {
    let inside = max(1, min(PlayerName.maximumLength + 1, width - 8))
    return "[ " + "\(name)_".padded(to: inside) + " ]"
  }
}
