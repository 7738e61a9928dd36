// MARK: - FieldEditorAction

/// Everything a key or the mouse can ask of a kit editor; `FieldEditorKeys.table` says which key
/// asks for which, and `FieldEditorScene.perform` has one handler for each.
public enum FieldEditorAction: Hashable, Sendable, CaseIterable {
  case moveUp, moveDown, moveLeft, moveRight
  /// Picks up the piece under the cursor, or puts the carried one down.
  case pickOrDrop
  /// A click: the cursor goes there and picks up what is there; a drag carries it.
  case press
  case drag
  case release
  /// The cursor onto the next piece.
  case nextPiece
  /// Adds the game's first or second kind of piece at the cursor.
  case addFirst, addSecond
  case remove
  /// Changes the chosen piece in turn (a colour, a multiplier).
  case cycle
  case widen, narrow
  case heighten, shorten
  case grow, shrink
  /// The panel's next setting, and the chosen setting lower or higher.
  case nextSetting
  case lower, raise
  /// A new level from the game's generator, in place of this one (undoable).
  case generate
  case undo, redo
  case playTest
  /// The level as a share code: shown, and copied to the clipboard where the terminal allows it.
  case share
  case save
  case leave
  case showKeys
}
