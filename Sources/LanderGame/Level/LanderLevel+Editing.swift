import ArcadeKit
import GameKit
import Levels

// MARK: - LanderLevel in the editor

/// A Lander level as the editing kit edits it: the terrain's points (the ground is filled below
/// them), the pads between neighbouring points at one height, and the ship's start, on the
/// 320×200 world; gravity, fuel and the starting speed as settings.
///
/// A pad and its two points move together, so a pad stays flat and its points neighbours; the
/// first and last points stay on the world's edges (they move up and down only).
extension LanderLevel: EditableLevel {
  public static var editorNoun: String { "Lander terrain" }

  /// Flat ground with one pad in the middle: the check passes from the first key.
  public static func newLevel() -> LanderLevel {
    LanderLevel(
      name: "",
      terrain: [
        Point(x: 0, y: 170), Point(x: 100, y: 150), Point(x: 150, y: 160), Point(x: 180, y: 160),
        Point(x: 240, y: 140), Point(x: 320, y: 170),
      ],
      pads: [Pad(left: 150, right: 180, y: 160, multiplier: 2)])
  }

  public var fieldSize: (width: Double, height: Double)? { (Self.worldWidth, Self.worldHeight) }
  /// Steps of 5 m.
  public var cursorSteps: (columns: Int, rows: Int) { (64, 40) }
  public static var additions: [String] { ["terrain point", "pad"] }
  public func groundHeight(atField x: Double) -> Double? { groundHeight(at: x) }

  /// The start's piece number, after the points and the pads.
  private var startPiece: Int { terrain.count + pads.count }

  public var pieces: [EditorPiece] {
    let points = terrain.enumerated().map { index, point in
      EditorPiece(
        name: "point \(index + 1)", detail: "at \(Self.text(point.x)), \(Self.text(point.y))",
        shape: .point(x: point.x, y: point.y), glyph: "•", asciiGlyph: "*", color: .brightWhite)
    }
    let padPieces = pads.enumerated().map { index, pad in
      EditorPiece(
        name: "pad \(index + 1)", detail: "×\(pad.multiplier), \(Self.text(pad.right - pad.left)) m wide",
        shape: .box(x: pad.left, y: pad.y - 4, width: pad.right - pad.left, height: 4),
        glyph: Character(String(pad.multiplier)), asciiGlyph: Character(String(pad.multiplier)), color: .brightGreen)
    }
    let ship = EditorPiece(
      name: "start", detail: "the ship begins here", shape: .point(x: start.x, y: start.y), glyph: "▲",
      asciiGlyph: "A", color: .brightCyan, isFixed: true)
    return points + padPieces + [ship]
  }

  // MARK: - Edits

  public mutating func add(_ kind: Int, x: Double, y: Double) -> EditorChange {
    let x = x.rounded()
    let y = max(20, min(Self.worldHeight, y.rounded()))
    if kind == 0 {
      guard x > 0, x < Self.worldWidth, !terrain.contains(where: { $0.x == x }) else {
        return .refused("A point goes between the others, where none is yet.")
      }
      guard !pads.contains(where: { $0.left < x && x < $0.right }) else {
        return .refused("A pad's two points stay neighbours: add the point beside the pad.")
      }
      terrain.append(Point(x: x, y: y))
      terrain.sort { $0.x < $1.x }
      return .changed(choosing: terrain.firstIndex { $0.x == x })
    }
    let half = 10.0
    let left = max(0, min(Self.worldWidth - 2 * half, x - half))
    let right = left + 2 * half
    guard !pads.contains(where: { $0.left <= right && left <= $0.right }) else {
      return .refused("Pads may not overlap; move the cursor clear of the other pads.")
    }
    terrain.removeAll { $0.x >= left && $0.x <= right }
    terrain += [Point(x: left, y: y), Point(x: right, y: y)]
    terrain.sort { $0.x < $1.x }
    if terrain.first?.x != 0 { terrain.insert(Point(x: 0, y: y), at: 0) }
    if terrain.last?.x != Self.worldWidth { terrain.append(Point(x: Self.worldWidth, y: y)) }
    pads.append(Pad(left: left, right: right, y: y, multiplier: 2))
    pads.sort { $0.left < $1.left }
    return .changed(choosing: terrain.count + (pads.firstIndex { $0.left == left } ?? 0))
  }

  public mutating func move(_ index: Int, dx: Double, dy: Double) -> EditorChange {
    switch piece(index) {
    case .point(let point):
      // A pad's point carries its pad.
      if let pad = pads.firstIndex(where: { $0.left == terrain[point].x || $0.right == terrain[point].x }) {
        return movePad(pad, dx: dx, dy: dy, choosing: index)
      }
      let last = terrain.count - 1
      var moved = terrain[point]
      moved.y = max(20, min(Self.worldHeight, (moved.y + dy).rounded()))
      if point != 0, point != last {
        moved.x = max(terrain[point - 1].x + 1, min(terrain[point + 1].x - 1, (moved.x + dx).rounded()))
      }
      terrain[point] = moved
      return .changed(choosing: index)
    case .pad(let pad):
      return movePad(pad, dx: dx, dy: dy, choosing: index)
    case .start:
      start = Point(
        x: max(0, min(Self.worldWidth, (start.x + dx).rounded())),
        y: max(0, min(Self.worldHeight, (start.y + dy).rounded())))
      return .changed(choosing: index)
    case nil:
      return .refused("No such piece.")
    }
  }

  /// A pad wider or narrower by 5 m a step, its right-hand point moving (never past the next
  /// point, never below the narrowest pad).
  public mutating func resize(_ index: Int, columns: Int, rows: Int) -> EditorChange {
    guard case .pad(let pad) = piece(index), columns != 0 else {
      return .refused("Only pads change size here: [ and ] make a pad narrower or wider.")
    }
    guard let right = terrain.firstIndex(where: { $0.x == pads[pad].right }) else { return .refused("No such pad.") }
    let limit = right + 1 < terrain.count ? terrain[right + 1].x - 1 : Self.worldWidth
    let fixed = right + 1 == terrain.count
    let wanted = max(pads[pad].left + Self.narrowestPad, min(limit, pads[pad].right + Double(columns) * 5))
    guard !fixed, wanted != pads[pad].right else {
      return .refused("The pad is \(Int(Self.narrowestPad)) m wide at least, and stops at the next point.")
    }
    terrain[right].x = wanted
    pads[pad].right = wanted
    return .changed(choosing: index)
  }

  public mutating func remove(_ index: Int) -> EditorChange {
    switch piece(index) {
    case .point(let point):
      guard point != 0, point != terrain.count - 1 else {
        return .refused("The first and last points stay on the world's edges.")
      }
      let x = terrain[point].x
      pads.removeAll { $0.left == x || $0.right == x }
      terrain.remove(at: point)
    case .pad(let pad):
      pads.remove(at: pad)
    case .start:
      return .refused("The ship's start stays; move it instead.")
    case nil:
      return .refused("No such piece.")
    }
    return .changed(choosing: nil)
  }

  /// A pad's multiplier, 1 to 5 in turn.
  public mutating func cycle(_ index: Int) -> EditorChange {
    guard case .pad(let pad) = piece(index) else { return .refused("Only pads change in turn: their multiplier.") }
    pads[pad].multiplier = pads[pad].multiplier % 5 + 1
    return .changed(choosing: index)
  }

  // MARK: - Settings

  public var settings: [EditorSetting] {
    [
      EditorSetting("gravity", Self.text(gravity) + " m/s a second"),
      EditorSetting("fuel", String(fuel)),
      EditorSetting("speed across", Self.text(velocity.x) + " m/s"),
      EditorSetting("speed down", Self.text(velocity.y) + " m/s"),
    ]
  }

  public mutating func adjust(_ index: Int, by steps: Int) -> EditorChange {
    switch index {
    case 0:
      guard let value = EditorSetting.stepped(gravity, by: steps, step: 0.1, in: 0.5...5) else {
        return .refused("Gravity is 0.5 to 5 m/s a second.")
      }
      gravity = value
    case 1:
      guard let value = EditorSetting.stepped(fuel, by: steps, step: 50, in: 0...5000) else {
        return .refused("Fuel is 0 to 5000.")
      }
      fuel = value
    case 2, 3:
      let current = index == 2 ? velocity.x : velocity.y
      guard let value = EditorSetting.stepped(current, by: steps, step: 1, in: -40...40) else {
        return .refused("The starting speed is -40 to 40 m/s each way.")
      }
      if index == 2 { velocity.x = value } else { velocity.y = value }
    default:
      return .refused("No such setting.")
    }
    return .changed(choosing: nil)
  }

  public func piece(forField key: String, occurrence: Int) -> Int? {
    switch key {
    case "point": occurrence < terrain.count ? occurrence : nil
    case "pad": occurrence < pads.count ? terrain.count + occurrence : nil
    case "start": startPiece
    default: nil
    }
  }

  // MARK: - Inside

  private enum Piece {
    case point(Int)
    case pad(Int)
    case start
  }

  private func piece(_ index: Int) -> Piece? {
    if index < 0 { return nil }
    if index < terrain.count { return .point(index) }
    if index < startPiece { return .pad(index - terrain.count) }
    if index == startPiece { return .start }
    return nil
  }

  /// Moves pad `pad` and its two points; across only while its points stay between their
  /// neighbours (a pad at an edge moves up and down only).
  private mutating func movePad(_ pad: Int, dx: Double, dy: Double, choosing index: Int) -> EditorChange {
    guard let left = terrain.firstIndex(where: { $0.x == pads[pad].left }), left + 1 < terrain.count else {
      return .refused("No such pad.")
    }
    let right = left + 1
    var shift = dx.rounded()
    if left == 0 || right == terrain.count - 1 {
      shift = 0
    } else {
      shift = max(terrain[left - 1].x + 1 - terrain[left].x, min(terrain[right + 1].x - 1 - terrain[right].x, shift))
    }
    let y = max(20, min(Self.worldHeight, (pads[pad].y + dy).rounded()))
    terrain[left] = Point(x: terrain[left].x + shift, y: y)
    terrain[right] = Point(x: terrain[right].x + shift, y: y)
    pads[pad] = Pad(left: terrain[left].x, right: terrain[right].x, y: y, multiplier: pads[pad].multiplier)
    return .changed(choosing: index)
  }
}
