import ArcadeKit

extension HostHandlers {
  /// Answers the score flow's requests (`CheckScore`, `SaveScore`) from `keeper`'s store, at
  /// once.
  public mutating func registerScores(_ keeper: ScoreKeeper) {
    register(CheckScore.self) { keeper.check($0.submission) }
    register(SaveScore.self) { keeper.save($0.submission, keepWhenBusy: $0.keepWhenBusy, waited: $0.waited) }
  }

  /// Answers the score flow's requests where no score file was given: nothing can be checked
  /// or saved, and the flow says so.
  public mutating func registerNoScoreFile() {
    let reason = SessionEffects.NoScoreBoards().description
    register(CheckScore.self) { _ in ScoreCheck(.noStore(reason: reason)) }
    register(SaveScore.self) { _ in ScoreSave(.failed(reason: reason)) }
  }
}
