// MARK: - EditHistory

/// Undo and redo stacks of whole states, for every editor (a level is small: copying it is
/// simplest and cannot get out of step with the edits).
public struct EditHistory<State: Hashable & Sendable>: Hashable, Sendable {
  /// States to go back to, oldest first.
  public private(set) var undoStack: [State] = []
  /// States undone, to go forward to again, most recently undone last.
  public private(set) var redoStack: [State] = []
  /// Most states remembered; the oldest are forgotten first.
  public let limit: Int

  /// Creates an empty history remembering up to `limit` states.
  public init(limit: Int = 1000) {
    self.limit = max(1, limit)
  }

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Remembers `before`, the state an edit is about to change; a new edit ends any redo.
  public mutating func record(_ before: State) {
    undoStack.append(before)
    if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
    redoStack.removeAll()
  }

  /// The state before the last edit, remembering `current` for redo; nil when nothing to undo.
  public mutating func undo(from current: State) -> State? {
    guard let previous = undoStack.popLast() else { return nil }
    redoStack.append(current)
    return previous
  }

  /// The state the last undo left, remembering `current` for undo; nil when nothing to redo.
  public mutating func redo(from current: State) -> State? {
    guard let next = redoStack.popLast() else { return nil }
    undoStack.append(current)
    return next
  }
}
