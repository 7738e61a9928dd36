// MARK: - MazeEditorAction

/// Everything a key or the mouse can ask of the Maze editor; `MazeEditorKey.all` says which
/// key asks for which, and `MazeEditorScene.perform` has one handler for each.
enum MazeEditorAction: Hashable, Sendable, CaseIterable {
  case moveUp, moveDown, moveLeft, moveRight
  case toggleWall
  /// A click: the cursor goes to the cell, toggles it, and a drag from there paints its new value.
  case beginStroke
  case continueStroke
  case endStroke
  case cyclePaint
  case placeStart, placeGoal
  /// A one-way cell under the cursor, its arrow the way the key names (again: floor).
  case placeOneWayRight, placeOneWayLeft, placeOneWayUp, placeOneWayDown
  /// A hole under the cursor (again: floor).
  case placeHole
  /// A timed door under the cursor (again: floor).
  case placeDoor
  case clearWalls
  /// A new maze from the generator, in place of the grid (undoable).
  case generate
  case undo, redo
  case widen, narrow
  case heighten, shorten
  case grow, shrink
  case playTest
  /// The maze as a share code: shown, and copied to the clipboard where the terminal allows it.
  case share
  case save
  case leave
  case showKeys
}
