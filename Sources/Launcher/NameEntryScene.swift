import ArcadeKit
import Drawing
import Scores

/// Asks the player's name for a score that made the board; pre-filled with the last name used.
/// The score flow (`ScoreFlowScene`) holds one as its prompt and reads its `answer(_:)`.
///
/// The name is a `TextField` (any Unicode, spaces too; Left/Right, Home/End, Backspace, Delete,
/// Ctrl-U clears); Enter records, Esc skips recording. The name offered starts selected (drawn
/// reversed): the first character typed replaces it, a key that moves the cursor keeps it. The name is sanitised before it is
/// shown or stored. When the arcade ends before an answer (a signal, a hangup), the score is
/// recorded under the name offered.
public struct NameEntryScene: Scene {
  private let submission: ArcadeKit.ScoreSubmission
  /// The name the prompt offered (the last name used, else `$USER`), sanitised: the score
  /// keeps it when the arcade ends before the player answers.
  public let offeredName: String
  private(set) var field: TextField

  /// What a key meant to the prompt.
  public enum Answer: Hashable, Sendable {
    /// The field took the key (typing, moving the cursor).
    case typing
    /// Enter: save the score under this name (sanitised).
    case save(String)
    /// Esc: do not record the score.
    case skip
  }

  /// Creates the prompt for `submission`, starting from `name`.
  public init(submission: ArcadeKit.ScoreSubmission, name: String) {
    self.submission = submission
    offeredName = PlayerName.sanitize(name)
    field = TextField(offeredName, maximumLength: PlayerName.maximumLength, selected: true)
  }

  /// The prompt takes the place of the game's result panel: one panel at a time.
  public var overlay: Overlay? { Overlay(hidesPanelsBelow: true) }
  public var minimumSize: Size { Size(width: 30, height: 8) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if event == .closing {
      // A signal or a hangup before the player answered: the score is saved, not dropped.
      return [.perform(.submitScore(named(offeredName)))]
    }
    if case .paste(let text) = event {
      field.paste(text)
      return []
    }
    guard let key = event.key else { return [] }
    switch answer(key) {
    case .typing: return []
    case .save(let name): return [.pop, .perform(.submitScore(named(name)))]
    case .skip: return [.pop]
    }
  }

  /// What the player answered with `key`: still typing (the field took it), a name to save
  /// (Enter, sanitised), or no recording (Esc).
  public mutating func answer(_ key: Key) -> Answer {
    switch key {
    case .enter: return .save(PlayerName.sanitize(field.text))
    case .escape: return .skip
    default:
      field.handle(key)
      return .typing
    }
  }

  /// The submission under `name`, with its result already seen.
  private func named(_ name: String) -> ArcadeKit.ScoreSubmission {
    var named = submission
    named.playerName = name
    named.resultShown = true
    return named
  }

  public func render(into canvas: inout Canvas) {
    let score = ScoreFormat.score(submission.score, timeMilliseconds: submission.timeMilliseconds)
    let (line, view) = fieldLine(width: canvas.width)
    let panel = canvas.centeredPanel(
      title: submission.recordsEveryResult ? "Your result" : "New high score",
      lines: [submission.boardTitle, "Score: \(score)", "", "Your name:", line, "", "Enter: save   Esc: skip"],
      style: .bold)
    canvas.markField(view, line: line, row: 4, of: panel)
  }

  /// The name field as one block of fixed width, centred like every other line: the part of
  /// the name around the cursor, then blanks up to the longest name allowed (less on a screen
  /// too narrow for that, so the field never wraps).
  private func fieldLine(width: Int) -> (String, TextField.View) {
    field.boxedLine(inside: max(1, min(PlayerName.maximumLength + 1, width - 8)))
  }
}
