import Levels

// MARK: - MazePar

/// How a maze's par is set from measured play: the computer (`MazePilot`) rolls it from a
/// standing start, and the par is its time times `factor`, rounded up to a whole second.
///
/// The computer steers at every update along the shortest path and brakes before corners; a
/// person sees the board a quarter of a second late and presses a key at a time, so a careful
/// player needs about half as long again (`MazeParTests` checks the shipped pars against this,
/// and that a scripted player of human speed earns a medal on every shipped maze).
public enum MazePar {
  /// Par = the computer's time × this.
  public static let factor = 1.5
  /// Updates the computer may take before a maze counts as one it cannot finish (ten minutes).
  static let stepLimit = 10 * 60 * MazePhysics.stepsPerSecond

  /// Updates the computer takes from the start to the goal of `maze`; nil when it cannot.
  public static func computerSteps(_ maze: MazeLevel) -> Int? {
    guard var board = try? MazeBoard(maze: maze) else { return nil }
    let pilot = MazePilot(maze: maze)
    for step in 1...stepLimit {
      if board.step(tilt: pilot.tilt(for: board.ball), clock: step) == .reachedGoal { return step }
    }
    return nil
  }

  /// The par `maze` should carry, in whole seconds: the computer's time × `factor`, rounded up.
  public static func measured(_ maze: MazeLevel) -> Double? {
    computerSteps(maze).map { steps in
      (Double(steps) / Double(MazePhysics.stepsPerSecond) * factor).rounded(.up)
    }
  }
}
