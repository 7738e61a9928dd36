import ArcadeKit
import Drawing

// MARK: - EditorShape

/// Where a piece of a level lies on the editor's field, world units (x right, y down).
public enum EditorShape: Hashable, Sendable {
  /// A point: a start, a flag, a terrain point.
  case point(x: Double, y: Double)
  /// A disc about its centre: a hole, a portal.
  case disc(x: Double, y: Double, radius: Double)
  /// A rectangle from its top-left corner: a wall, an obstacle, a pad.
  case box(x: Double, y: Double, width: Double, height: Double)

  /// The point the cursor goes to when the piece is chosen (a centre, a top-left corner).
  public var anchor: (x: Double, y: Double) {
    switch self {
    case .point(let x, let y), .disc(let x, let y, _), .box(let x, let y, _, _): (x, y)
    }
  }

  /// Whether (`x`, `y`) lies on the shape; a point counts within `tolerance` on each axis.
  public func contains(x: Double, y: Double, tolerance: (x: Double, y: Double)) -> Bool {
    switch self {
    case .point(let px, let py):
      return abs(px - x) <= tolerance.x && abs(py - y) <= tolerance.y
    case .disc(let cx, let cy, let radius):
      return (cx - x) * (cx - x) + (cy - y) * (cy - y) <= radius * radius
        || (abs(cx - x) <= tolerance.x && abs(cy - y) <= tolerance.y)
    case .box(let bx, let by, let width, let height):
      return x >= bx - tolerance.x / 2 && x <= bx + width + tolerance.x / 2 && y >= by - tolerance.y / 2
        && y <= by + height + tolerance.y / 2
    }
  }
}

// MARK: - EditorPiece

/// One thing on a level's field that the editor shows and the player picks, moves and resizes:
/// what the level says it is and how to draw it.
public struct EditorPiece: Hashable, Sendable {
  /// What it is, for the status line (`hole 2`).
  public var name: String
  /// Its size and such, for the status line when it is chosen (`radius 40`).
  public var detail: String
  /// Where it lies.
  public var shape: EditorShape
  /// Drawn at its anchor where the terminal has Unicode.
  public var glyph: Character
  /// Drawn at its anchor in ASCII.
  public var asciiGlyph: Character
  /// Its colour (nil: the terminal's own).
  public var color: Color?
  /// Whether it stays on the level (the start, the flag): it moves, but cannot be removed.
  public var isFixed: Bool

  /// Creates a piece.
  public init(
    name: String, detail: String = "", shape: EditorShape, glyph: Character, asciiGlyph: Character,
    color: Color? = nil, isFixed: Bool = false
  ) {
    self.name = name
    self.detail = detail
    self.shape = shape
    self.glyph = glyph
    self.asciiGlyph = asciiGlyph
    self.color = color
    self.isFixed = isFixed
  }
}

// MARK: - EditorSetting

/// A number of the level that is no piece (gravity, the ball count), as the side panel lists it.
public struct EditorSetting: Hashable, Sendable {
  /// Its name (`gravity`).
  public var name: String
  /// Its value as shown (`1.62 m/s a second`).
  public var value: String

  /// Creates a setting's line.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

// MARK: - EditorChange

/// What an edit asked of a level did.
public enum EditorChange: Hashable, Sendable {
  /// It changed the level; the piece to choose afterwards (nil: none), as the level now
  /// numbers its pieces (a level may keep them sorted).
  case changed(choosing: Int?)
  /// It changed nothing, and why, for the message line.
  case refused(String)
}

extension EditorSetting {
  /// `value` moved `steps` of `step` from the nearest multiple of `step`, kept in `range` and to
  /// the step's decimals; nil when that leaves it where it was (at an end of the range).
  public static func stepped(
    _ value: Double, by steps: Int, step: Double, in range: ClosedRange<Double>
  ) -> Double? {
    let moved = ((value / step).rounded() + Double(steps)) * step
    let kept = (max(range.lowerBound, min(range.upperBound, moved)) * 10_000).rounded() / 10_000
    return kept == value ? nil : kept
  }

  /// `value` moved `steps` of `step`, kept in `range`; nil when that leaves it where it was.
  public static func stepped(_ value: Int, by steps: Int, step: Int = 1, in range: ClosedRange<Int>) -> Int? {
    let moved = max(range.lowerBound, min(range.upperBound, value + steps * step))
    return moved == value ? nil : moved
  }
}
