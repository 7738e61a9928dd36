import Drawing

/// A game's actions when four of them move something in the four directions (tilt a board, aim
/// a cross-hair): the game names which of its actions goes which way, and the direction of an
/// action and the default keys of all four are written here once.
///
/// The four take `TiltKeys`' defaults: the arrows, vi's hjkl, and WASD placed by position. A
/// game gives only the default keys of its other actions (`undirectedKeys`).
package protocol DirectionalAction: BindableAction {
  /// The action that moves toward `direction` (`.tiltUp` for `.up`).
  static func action(toward direction: Direction) -> Self
  /// The default keys of an action that moves nothing (a direction action's are `TiltKeys`').
  var undirectedKeys: [Key] { get }
}

extension DirectionalAction {
  /// The direction this action moves toward, or nil for the game's other actions.
  public var direction: Direction? {
    Direction.allCases.first { Self.action(toward: $0) == self }
  }

  /// A direction's arrow and vi letter, else the action's own keys.
  public var defaultKeys: [Key] {
    direction.map(TiltKeys.defaults) ?? undirectedKeys
  }

  /// A direction's WASD key (it moves with the keyboard layout); none for the other actions.
  public var placedKeys: [Key] {
    direction.map(TiltKeys.placed) ?? []
  }
}

extension KeyMap where Action: DirectionalAction {
  /// How a status line names the four direction actions' keys ("arrows/hjkl/WASD"), at most
  /// `ranks` families of them (`TiltKeys.label`).
  package func directionLabel(ranks: Int = 3) -> String {
    directionLine(ranks: ranks).description
  }

  /// `directionLabel(ranks:)` as a `TextLine`, made with no allocation.
  package func directionLine(ranks: Int = 3) -> TextLine {
    TiltKeys.line(
      up: keys(for: Action.action(toward: .up)), left: keys(for: Action.action(toward: .left)),
      down: keys(for: Action.action(toward: .down)), right: keys(for: Action.action(toward: .right)),
      ranks: ranks)
  }
}
