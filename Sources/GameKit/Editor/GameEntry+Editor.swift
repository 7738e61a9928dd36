import ArcadeKit
import Levels

// MARK: - Registering a kit editor

extension GameEntry {
  /// This entry with the kit's editor for its levels (`FieldEditorScene`), opened as every
  /// editor is (`LevelEditorSource`, reading through `levels`); `playTest` makes the game's scene
  /// for a level (the kit plays it unranked).
  public func editing<Level: EditableLevel>(
    _: Level.Type, levels: LevelReader, playTest: @escaping FieldEditorScene<Level>.PlayTest
  ) -> GameEntry {
    var entry = self
    entry.makeEditor = { setup, path in
      try FieldEditorScene<Level>.opening(setup, path: path, levels: levels, playTest: playTest)
    }
    return entry
  }

  /// This entry with the kit's editor for a `PlayableGame`'s levels: play-testing plays the
  /// level in the game's `PlayScene`.
  public func editing<Game: PlayableGame>(playing _: Game.Type, levels: LevelReader) -> GameEntry
  where Game.Level: EditableLevel {
    editing(Game.Level.self, levels: levels) { level, seed, keyBindings in
      PlayScene<Game>(levels: [level], seed: seed, keyBindings: keyBindings)
    }
  }
}
