import ArcadeKit
import GameKit
import Levels

// MARK: - PaddlesArena in the editor

/// A Paddles arena as the editing kit edits it, turned as the game turns it (`SidewaysArena`):
/// the field is 480 across (the arena's y, player 1's end on the left) and 320 down (320 less
/// its x). The obstacles are boxes; the serve band and the band limits show faintly; the win
/// score, puck and paddle sizes and the puck's speed are settings.
extension PaddlesArena: EditableLevel {
  public static var editorNoun: String { "Paddles arena" }

  /// The classic empty field: the check passes from the first key.
  public static func newLevel() -> PaddlesArena {
    PaddlesArena(name: "")
  }

  public var fieldSize: (width: Double, height: Double)? { (Self.worldHeight, Self.worldWidth) }
  /// Steps of 8 world units.
  public var cursorSteps: (columns: Int, rows: Int) { (60, 40) }
  public static var additions: [String] { ["obstacle"] }
  /// A drag across empty field draws an obstacle.
  public static var drawnAddition: Int? { 0 }

  /// The serve band, and thin marks where the obstacles' band begins and ends.
  public var backdrop: [EditorShape] {
    let serve = Self.serveBand
    let band = Self.obstacleBand
    return [
      .box(x: serve.lowerBound, y: 0, width: serve.upperBound - serve.lowerBound, height: Self.worldWidth),
      .box(x: band.lowerBound - 8, y: 0, width: 8, height: Self.worldWidth),
      .box(x: band.upperBound, y: 0, width: 8, height: Self.worldWidth),
    ]
  }

  public var pieces: [EditorPiece] {
    obstacles.enumerated().map { index, obstacle in
      EditorPiece(
        name: "obstacle \(index + 1)", detail: "\(Self.text(obstacle.height))×\(Self.text(obstacle.width))",
        shape: .box(
          x: obstacle.y, y: Self.worldWidth - obstacle.x - obstacle.width, width: obstacle.height,
          height: obstacle.width),
        glyph: "█", asciiGlyph: "#", color: .brightYellow)
    }
  }

  // MARK: - Edits

  public mutating func add(_ kind: Int, x: Double, y: Double) -> EditorChange {
    let size = 32.0
    return draw(kind, from: (x, y), to: (x + size, y + size))
  }

  /// An obstacle from corner to corner of the field (turned back into the arena), 8 at least
  /// each way, kept inside the arena.
  public mutating func draw(_ kind: Int, from: (x: Double, y: Double), to: (x: Double, y: Double)) -> EditorChange {
    guard obstacles.count < Self.maxObstacles else {
      return .refused("An arena has at most \(Self.maxObstacles) obstacles.")
    }
    let left = min(from.x, to.x).rounded()
    let top = min(from.y, to.y).rounded()
    let height = min(Self.worldHeight, max(8, (max(from.x, to.x) - left).rounded()))
    let width = min(Self.worldWidth, max(8, (max(from.y, to.y) - top).rounded()))
    // The field's x is the arena's y; its y is 320 less the arena's x and width.
    let x = max(0, min(Self.worldWidth - width, Self.worldWidth - top - width))
    let y = max(0, min(Self.worldHeight - height, left))
    obstacles.append(Obstacle(x: x, y: y, width: width, height: height))
    return .changed(choosing: obstacles.count - 1)
  }

  public mutating func move(_ index: Int, dx: Double, dy: Double) -> EditorChange {
    guard obstacles.indices.contains(index) else { return .refused("No such obstacle.") }
    var obstacle = obstacles[index]
    obstacle.x = max(0, min(Self.worldWidth - obstacle.width, (obstacle.x - dy).rounded()))
    obstacle.y = max(0, min(Self.worldHeight - obstacle.height, (obstacle.y + dx).rounded()))
    obstacles[index] = obstacle
    return .changed(choosing: index)
  }

  /// Across the field is the arena's height; down it, its width (growing toward the arena's
  /// left wall, so the top on the field stays); 8 units a step, 8 at least.
  public mutating func resize(_ index: Int, columns: Int, rows: Int) -> EditorChange {
    guard obstacles.indices.contains(index) else { return .refused("No such obstacle.") }
    var obstacle = obstacles[index]
    obstacle.height = max(8, min(Self.worldHeight - obstacle.y, obstacle.height + Double(columns) * 8))
    let width = max(8, min(obstacle.x + obstacle.width, obstacle.width + Double(rows) * 8))
    obstacle.x -= width - obstacle.width
    obstacle.width = width
    guard obstacle != obstacles[index] else { return .refused("The obstacle is 8 at least and stays in the field.") }
    obstacles[index] = obstacle
    return .changed(choosing: index)
  }

  public mutating func remove(_ index: Int) -> EditorChange {
    guard obstacles.indices.contains(index) else { return .refused("No such obstacle.") }
    obstacles.remove(at: index)
    return .changed(choosing: nil)
  }

  // MARK: - Settings

  public var settings: [EditorSetting] {
    [
      EditorSetting("points to win", String(winScore)),
      EditorSetting("puck size", Self.text(puckSize)),
      EditorSetting("paddle width", Self.text(paddleWidth)),
      EditorSetting("puck speed", Self.text(puckSpeed)),
    ]
  }

  public mutating func adjust(_ index: Int, by steps: Int) -> EditorChange {
    switch index {
    case 0:
      guard let value = EditorSetting.stepped(winScore, by: steps, in: 1...99) else {
        return .refused("A game is won at 1 to 99 points.")
      }
      winScore = value
    case 1:
      guard let value = EditorSetting.stepped(puckSize, by: steps, step: 1, in: 4...32) else {
        return .refused("The puck is 4 to 32.")
      }
      puckSize = value
    case 2:
      guard let value = EditorSetting.stepped(paddleWidth, by: steps, step: 4, in: 16...160) else {
        return .refused("A paddle is 16 to 160 wide.")
      }
      paddleWidth = value
    case 3:
      guard let value = EditorSetting.stepped(puckSpeed, by: steps, step: 0.5, in: 0.5...10) else {
        return .refused("The puck's speed is 0.5 to 10.")
      }
      puckSpeed = value
    default:
      return .refused("No such setting.")
    }
    return .changed(choosing: nil)
  }

  public func piece(forField key: String, occurrence: Int) -> Int? {
    key == "obstacle" && occurrence < obstacles.count ? occurrence : nil
  }

  /// A number as the level format writes it.
  private static func text(_ value: Double) -> String {
    LevelNumber.format(value)
  }
}
