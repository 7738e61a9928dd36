import ArcadeKit
import GameKit
import Levels

// MARK: - HolesTable in the editor

/// A Holes table as the editing kit edits it: its holes (discs), walls (boxes), the ball's start
/// and the flag on a field the table's size; the ball count, the turn and the ball's size as
/// settings. Positions stay fractions of the table, kept to four decimals, so what the editor
/// places reads back the same.
extension HolesTable: EditableLevel {
  public static var editorNoun: String { "Holes table" }

  /// One hole in the middle of a default table: the check passes from the first key.
  public static func newLevel() -> HolesTable {
    HolesTable(name: "", holes: [Hole(x: 0.5, y: 0.5, radius: 40)])
  }

  public var fieldSize: (width: Double, height: Double)? { (width, height) }
  /// Steps of 0.02 of the width and 0.025 of the height.
  public var cursorSteps: (columns: Int, rows: Int) { (50, 40) }
  public static var additions: [String] { ["hole", "wall"] }
  /// A drag across empty table draws a wall.
  public static var drawnAddition: Int? { 1 }

  /// The start's piece number, after the holes and walls; the flag's is one more.
  private var startPiece: Int { holes.count + walls.count }

  public var pieces: [EditorPiece] {
    let holePieces = holes.enumerated().map { index, hole in
      EditorPiece(
        name: "hole \(index + 1)", detail: "radius \(LevelNumber.format(hole.radius))",
        shape: .disc(x: hole.center.x * width, y: hole.center.y * height, radius: hole.radius), glyph: "█",
        asciiGlyph: "@", color: .magenta)
    }
    let wallPieces = walls.enumerated().map { index, wall in
      EditorPiece(
        name: "wall \(index + 1)",
        detail: "\(LevelNumber.format(wall.width * width))×\(LevelNumber.format(wall.height * height))",
        shape: .box(
          x: wall.origin.x * width, y: wall.origin.y * height, width: wall.width * width, height: wall.height * height),
        glyph: "▒", asciiGlyph: "#", color: .gray)
    }
    let fixed = [
      EditorPiece(
        name: "start", detail: "the ball rests here", shape: .point(x: start.x * width, y: start.y * height),
        glyph: "●", asciiGlyph: "O", color: .brightWhite, isFixed: true),
      EditorPiece(
        name: "flag", detail: "reach it to score", shape: .point(x: flag.x * width, y: flag.y * height), glyph: "▶",
        asciiGlyph: "F", color: .brightGreen, isFixed: true),
    ]
    return holePieces + wallPieces + fixed
  }

  // MARK: - Edits

  public mutating func add(_ kind: Int, x: Double, y: Double) -> EditorChange {
    let point = fraction(x: x, y: y)
    if kind == 0 {
      guard holes.count < Self.maxHoles else { return .refused("A table has at most \(Self.maxHoles) holes.") }
      holes.append(Hole(x: point.x, y: point.y, radius: min(30, min(width, height) / 2)))
      return .changed(choosing: holes.count - 1)
    }
    guard walls.count < Self.maxWalls else { return .refused("A table has at most \(Self.maxWalls) walls.") }
    let size = (width: 0.1, height: 0.1)
    let origin = Point(x: min(point.x, 1 - size.width), y: min(point.y, 1 - size.height))
    walls.append(Wall(x: origin.x, y: origin.y, width: size.width, height: size.height))
    return .changed(choosing: holes.count + walls.count - 1)
  }

  /// A wall from corner to corner, at least one step each way.
  public mutating func draw(_ kind: Int, from: (x: Double, y: Double), to: (x: Double, y: Double)) -> EditorChange {
    guard kind == 1 else { return .refused("Only walls are drawn.") }
    guard walls.count < Self.maxWalls else { return .refused("A table has at most \(Self.maxWalls) walls.") }
    let a = fraction(x: min(from.x, to.x), y: min(from.y, to.y))
    let b = fraction(x: max(from.x, to.x), y: max(from.y, to.y))
    let width = Self.rounded(max(0.02, b.x - a.x))
    let height = Self.rounded(max(0.025, b.y - a.y))
    walls.append(Wall(x: min(a.x, 1 - width), y: min(a.y, 1 - height), width: width, height: height))
    return .changed(choosing: holes.count + walls.count - 1)
  }

  public mutating func move(_ index: Int, dx: Double, dy: Double) -> EditorChange {
    let d = (x: dx / width, y: dy / height)
    switch piece(index) {
    case .hole(let hole):
      holes[hole].center = moved(holes[hole].center, by: d, room: (0, 0))
    case .wall(let wall):
      walls[wall].origin = moved(walls[wall].origin, by: d, room: (walls[wall].width, walls[wall].height))
    case .start:
      start = moved(start, by: d, room: (0, 0))
    case .flag:
      flag = moved(flag, by: d, room: (0, 0))
    case nil:
      return .refused("No such piece.")
    }
    return .changed(choosing: index)
  }

  public mutating func resize(_ index: Int, columns: Int, rows: Int) -> EditorChange {
    switch piece(index) {
    case .hole(let hole):
      let largest = min(width, height) / 2
      let radius = max(1, min(largest, holes[hole].radius + Double(columns + rows) * 2))
      guard radius != holes[hole].radius else {
        return .refused("A hole's radius is 1 to \(LevelNumber.format(largest)).")
      }
      holes[hole].radius = radius
    case .wall(let wall):
      var changed = walls[wall]
      changed.width = Self.rounded(max(0.02, min(1 - changed.origin.x, changed.width + Double(columns) * 0.02)))
      changed.height = Self.rounded(max(0.025, min(1 - changed.origin.y, changed.height + Double(rows) * 0.025)))
      guard changed != walls[wall] else { return .refused("The wall stays within the table.") }
      walls[wall] = changed
    case .start, .flag:
      return .refused("The start and the flag are points; [ ] { } change holes and walls, or the table.")
    case nil:
      return .refused("No such piece.")
    }
    return .changed(choosing: index)
  }

  public mutating func remove(_ index: Int) -> EditorChange {
    switch piece(index) {
    case .hole(let hole):
      guard holes.count > 1 else { return .refused("A table needs at least one hole.") }
      holes.remove(at: hole)
    case .wall(let wall):
      walls.remove(at: wall)
    case .start, .flag:
      return .refused("The start and the flag stay on the table; move them instead.")
    case nil:
      return .refused("No such piece.")
    }
    return .changed(choosing: nil)
  }

  /// The table 20 units larger or smaller a step, within 100 to 2000 (pieces keep their places
  /// as fractions of it).
  public mutating func resizeField(columns: Int, rows: Int) -> EditorChange {
    let newWidth = max(100, min(2000, width + Double(columns) * 20))
    let newHeight = max(100, min(2000, height + Double(rows) * 20))
    guard newWidth != width || newHeight != height else { return .refused("A table is 100 to 2000 each way.") }
    let largest = min(newWidth, newHeight) / 2
    for index in holes.indices { holes[index].radius = min(holes[index].radius, largest) }
    width = newWidth
    height = newHeight
    return .changed(choosing: nil)
  }

  // MARK: - Settings

  public var settings: [EditorSetting] {
    [
      EditorSetting("balls", String(balls)),
      EditorSetting(
        "turn a step",
        LevelNumber.format((rotation * 100_000).rounded() / 100_000) + " rad" + (rotation < 0 ? " (backwards)" : "")),
      EditorSetting("ball radius", LevelNumber.format(ballRadius)),
    ]
  }

  public mutating func adjust(_ index: Int, by steps: Int) -> EditorChange {
    switch index {
    case 0:
      guard let value = EditorSetting.stepped(balls, by: steps, in: 1...99) else {
        return .refused("A table has 1 to 99 balls.")
      }
      balls = value
    case 1:
      guard let value = EditorSetting.stepped(rotation, by: steps, step: 0.0001, in: -0.01...0.01) else {
        return .refused("The turn is -0.01 to 0.01 radians a step here.")
      }
      rotation = value
    case 2:
      guard let value = EditorSetting.stepped(ballRadius, by: steps, step: 1, in: 2...50) else {
        return .refused("The ball's radius is 2 to 50.")
      }
      ballRadius = value
    default:
      return .refused("No such setting.")
    }
    return .changed(choosing: nil)
  }

  // MARK: - The check's pieces

  public func piece(forField key: String, occurrence: Int) -> Int? {
    switch key {
    case "hole": occurrence < holes.count ? occurrence : nil
    case "wall": occurrence < walls.count ? holes.count + occurrence : nil
    case "start": startPiece
    case "flag": startPiece + 1
    default: nil
    }
  }

  // MARK: - Inside

  private enum Piece {
    case hole(Int)
    case wall(Int)
    case start, flag
  }

  private func piece(_ index: Int) -> Piece? {
    if index < 0 { return nil }
    if index < holes.count { return .hole(index) }
    if index < startPiece { return .wall(index - holes.count) }
    if index == startPiece { return .start }
    if index == startPiece + 1 { return .flag }
    return nil
  }

  /// A world point as fractions of the table, kept to four decimals.
  private func fraction(x: Double, y: Double) -> Point {
    Point(x: Self.rounded(max(0, min(1, x / width))), y: Self.rounded(max(0, min(1, y / height))))
  }

  /// `point` moved by `d` (fractions), kept where something `room` large still fits.
  private func moved(_ point: Point, by d: (x: Double, y: Double), room: (Double, Double)) -> Point {
    // An axis that does not move keeps its value as it was.
    Point(
      x: d.x == 0 ? point.x : Self.rounded(max(0, min(1 - room.0, point.x + d.x))),
      y: d.y == 0 ? point.y : Self.rounded(max(0, min(1 - room.1, point.y + d.y))))
  }

  /// A fraction kept to four decimals.
  private static func rounded(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
  }
}
