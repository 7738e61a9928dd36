// MARK: - EditHistory

/// Undo and redo stacks of whole states (a maze grid is small: copying it is simplest and
/// cannot get out of step with the edits).
struct EditHistory<State: Hashable & Sendable>: Hashable, Sendable {
  /// States to go back to, oldest first.
  private(set) var undoStack: [State] = []
  /// States undone, to go forward to again, most recently undone last.
  private(set) var redoStack: [State] = []
  /// Most states remembered; the oldest are forgotten first.
  let limit: Int

  /// Creates an empty history remembering up to `limit` states.
  init(limit: Int = 1000) {
    self.limit = max(1, limit)
  }

  var canUndo: Bool { !undoStack.isEmpty }
  var canRedo: Bool { !redoStack.isEmpty }

  /// Remembers `before`, the state an edit is about to change; a new edit ends any redo.
  mutating func record(_ before: State) {
    undoStack.append(before)
    if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
    redoStack.removeAll()
  }

  /// The state before the last edit, remembering `current` for redo; nil when nothing to undo.
  mutating func undo(from current: State) -> State? {
    guard let previous = undoStack.popLast() else { return nil }
    redoStack.append(current)
    return previous
  }

  /// The state the last undo left, remembering `current` for undo; nil when nothing to redo.
  mutating func redo(from current: State) -> State? {
    guard let next = redoStack.popLast() else { return nil }
    undoStack.append(current)
    return next
  }
}
