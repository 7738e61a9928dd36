import ArcadeKit
import Drawing

// MARK: - LanderLayout

/// Where a Lander screen puts things: the status line on top, the control pad's three buttons
/// on the last row, the world between them.
public struct LanderLayout: Hashable, Sendable {
  /// The screen's size.
  public let screen: Size

  /// Lays out a screen of `screen`.
  public init(screen: Size) {
    self.screen = screen
  }

  /// The status line's row.
  public var statusRow: Int { 0 }
  /// The control pad's row.
  public var padRow: Int { screen.height - 1 }
  /// The cells the world is drawn in.
  public var field: Rect { Rect(x: 0, y: 1, width: screen.width, height: max(1, screen.height - 2)) }

  /// The world fitted into the field, two braille dots per cell across and four down.
  public var viewport: Viewport {
    Viewport(
      worldWidth: LanderLevel.worldWidth, worldHeight: LanderLevel.worldHeight, area: field, pixelsPerCellX: 2,
      pixelsPerCellY: 4)
  }

  /// Each button's label, as wide in ASCII as in Unicode.
  public static func label(of control: LanderControls.Control, unicode: Bool) -> String {
    switch control {
    case .port: unicode ? "◀ PORT" : "< PORT"
    case .thrust: unicode ? "▲ THRUST" : "^ THRUST"
    case .starboard: unicode ? "STARBOARD ▶" : "STARBOARD >"
    }
  }

  /// The three buttons' rectangles on the pad row, each a third of the screen.
  public func button(_ control: LanderControls.Control) -> Rect {
    let third = screen.width / 3
    let x = third * control.rawValue
    let width = control == .starboard ? screen.width - x : third
    return Rect(x: x, y: padRow, width: width, height: 1)
  }

  /// The button at a cell, if any.
  public func control(atColumn column: Int, row: Int) -> LanderControls.Control? {
    LanderControls.Control.allCases.first { button($0).contains(x: column, y: row) }
  }
}
