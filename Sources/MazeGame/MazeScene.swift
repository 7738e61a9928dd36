import ArcadeKit
import Drawing
import GameKit
import Levels

// MARK: - MazeScene

/// Mazes on screen: the kit's play scene over `Maze`, its mazes played in turn.
public typealias MazeScene = PlayScene<Maze>

extension PlayScene where Game == Maze {
  /// A run through `mazes` from `index`, each labelled with its place when `numbered` (`3/6`)
  /// or with `label`; a play-test from the editor with `playTest`; with `autoplay` the computer
  /// plays, every maze in turn; `rulesVersion` is older only for a replay. Throws why the first
  /// maze cannot be played (no start, say).
  public init(
    mazes: [MazeLevel], startingAt index: Int = 0, label: String = "", numbered: Bool = false, playTest: Bool = false,
    seed: UInt64, keyBindings: KeyBindings = KeyBindings(), autoplay: Bool = false,
    rulesVersion: Int = Maze.rulesVersion
  ) throws(MazeSetupError) {
    guard !mazes.isEmpty else { throw .noLevels(problems: []) }
    let index = max(0, min(mazes.count - 1, index))
    _ = try MazeBoard(maze: mazes[index])
    self.init(
      levels: mazes, startIndex: index, seed: seed, keyBindings: keyBindings, autoplay: autoplay,
      rulesVersion: rulesVersion, options: numbered ? .numbered : MazeOptions(label: label), playTest: playTest)
  }

  /// A command that plays `mazes` from `index`, or shows the player why it cannot (a maze
  /// without a start or goal, say): every way into a maze ends in one or the other.
  static func play(
    _ mazes: [MazeLevel], startingAt index: Int = 0, numbered: Bool = false, playTest: Bool = false, seed: UInt64,
    keyBindings: KeyBindings = KeyBindings()
  ) -> Command {
    do {
      return .push(
        try MazeScene(
          mazes: mazes, startingAt: index, numbered: numbered, playTest: playTest, seed: seed, keyBindings: keyBindings)
      )
    } catch {
      return .push(cannotPlay(error))
    }
  }

  /// The board's layout on a screen of `size`, following the ball: what a click is tested
  /// against.
  func layout(for size: Size) -> MazeBoardLayout {
    MazePicture.layout(of: game.board.maze, following: game.board.ball, on: size)
  }

  /// The notice for a maze that cannot be played, with what to fix.
  static func cannotPlay(_ error: MazeSetupError) -> NoticeScene {
    NoticeScene(title: "Cannot play this maze", lines: [error.description])
  }
}
