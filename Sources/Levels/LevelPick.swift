// MARK: - LevelPick

/// The levels a game starts with, as `--level` (or its absence) chose them.
public enum LevelPick: Equatable, Sendable {
  /// The one level in the file `--level FILE` named.
  case file(Level, path: String)
  /// The game's listed levels; `start` indexes `collection.playable` (0 without `--level`).
  case listed(LevelCollection, start: Int)
}
