import GameKit
import Levels

/// A Dot level: a field, and the goal the dot must reach from the top-left corner.
public struct DotLevel: GameLevel {
  public static let game = "dot"
  public var name: String
  public var width: Int
  public var height: Int
  public var goalX: Int
  public var goalY: Int

  public init(name: String, width: Int, height: Int, goalX: Int, goalY: Int) {
    (self.name, self.width, self.height, self.goalX, self.goalY) = (name, width, height, goalX, goalY)
  }

  /// Reads `name`, `width` (2…60), `height` (2…20) and `goal` (`x,y` inside, not the start).
  public init(document: LevelDocument, path: String) throws(LevelError) {
    func field(_ key: String) throws(LevelError) -> LevelDocument.Field {
      guard let field = document.field(key) else {
        throw LevelError(path: path, line: 1, column: 1, message: "missing '\(key):' line")
      }
      return field
    }
    func number(_ key: String, in range: ClosedRange<Int>) throws(LevelError) -> Int {
      let field = try field(key)
      guard let value = Int(field.value), range.contains(value) else {
        throw LevelError(
          path: path, line: field.line, column: field.valueColumn,
          message: "'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
      }
      return value
    }
    name = try field("name").value
    width = try number("width", in: 2...60)
    height = try number("height", in: 2...20)
    let goal = try field("goal")
    let parts = goal.value.split(separator: ",").compactMap { Int($0) }
    guard parts.count == 2, (0..<width).contains(parts[0]), (0..<height).contains(parts[1]), parts != [0, 0] else {
      throw LevelError(
        path: path, line: goal.line, column: goal.valueColumn,
        message: "'goal' must be x,y inside the field and not the start (0,0)")
    }
    (goalX, goalY) = (parts[0], parts[1])
  }

  public func document() -> LevelDocument {
    LevelDocument(
      canonicalFields: [
        ("game", Self.game), ("name", name), ("width", String(width)), ("height", String(height)),
        ("goal", "\(goalX),\(goalY)"),
      ], mapRows: nil)
  }
}
