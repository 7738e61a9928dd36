import ArcadeKit
import Levels

// MARK: - A kit game's levels

extension LevelReader {
  /// The levels a game of `Model` plays for `setup`: with `--level FILE` that file alone,
  /// else the listed (playable) levels of the level folders from the one `--level` chose
  /// (the first without it). Throws the reader's readable reasons: no such number, no such
  /// file, a file of another game or one that does not read.
  public func levels<Model: GameLevel>(
    of model: Model.Type, for setup: GameSetup
  ) throws(LevelChoiceError) -> (levels: [Model], startIndex: Int) {
    let directories = LevelDirectories(builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory)
    switch try pick(setup.level, format: Model.format, directories: directories) {
    case .file(let level, let path):
      guard let model = level.model(as: Model.self) else {
        throw .otherGame(path: path, found: level.game, expected: Model.game)
      }
      return ([model], 0)
    case .listed(let collection, let start):
      let models = collection.playable.compactMap { $0.level.model(as: Model.self) }
      guard !models.isEmpty else { throw .noSuchNumber(setup.level ?? "1", levels: []) }
      return (models, min(start, models.count - 1))
    }
  }
}
