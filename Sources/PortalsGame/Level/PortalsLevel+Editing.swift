import ArcadeKit
import GameKit
import Levels

// MARK: - PortalsLevel in the editor

/// A Portals level as the editing kit edits it: its portals (one per colour) on the 320×200
/// world, and the drain, spawn, power, the planets that save the galaxy and the portals' pull as
/// settings. `c` changes a portal's colour to one not
/// in use; `i` adds a portal of the first colour not in use.
extension PortalsLevel: EditableLevel {
  public static var editorNoun: String { "Portals layout" }

  /// Red on the left edge and cyan on the right: the check passes from the first key.
  public static func newLevel() -> PortalsLevel {
    PortalsLevel(name: "", portals: [Portal(.red, x: 20, y: 100), Portal(.cyan, x: 300, y: 100)])
  }

  public var fieldSize: (width: Double, height: Double)? { (Self.worldWidth, Self.worldHeight) }
  /// Steps of 5 world units.
  public var cursorSteps: (columns: Int, rows: Int) { (64, 40) }
  public static var additions: [String] { ["portal"] }

  public var pieces: [EditorPiece] {
    portals.map { portal in
      EditorPiece(
        name: "\(portal.color.rawValue) portal", detail: "at \(Self.text(portal.x)), \(Self.text(portal.y))",
        shape: .disc(x: portal.x, y: portal.y, radius: Self.portalRadius),
        glyph: Character(portal.color.mark(unicode: true)), asciiGlyph: Character(portal.color.mark(unicode: false)),
        color: portal.color.color)
    }
  }

  // MARK: - Edits

  public mutating func add(_ kind: Int, x: Double, y: Double) -> EditorChange {
    guard let color = unusedColors.first else { return .refused("All four colours have a portal.") }
    let point = Self.clamped(x: x, y: y)
    return placing(Portal(color, x: point.x, y: point.y))
  }

  public mutating func move(_ index: Int, dx: Double, dy: Double) -> EditorChange {
    guard portals.indices.contains(index) else { return .refused("No such portal.") }
    var portal = portals.remove(at: index)
    let point = Self.clamped(x: portal.x + dx, y: portal.y + dy)
    portal.x = point.x
    portal.y = point.y
    return placing(portal)
  }

  public mutating func remove(_ index: Int) -> EditorChange {
    guard portals.indices.contains(index) else { return .refused("No such portal.") }
    portals.remove(at: index)
    return .changed(choosing: nil)
  }

  /// The portal's colour becomes the next one not in use.
  public mutating func cycle(_ index: Int) -> EditorChange {
    guard portals.indices.contains(index) else { return .refused("No such portal.") }
    let colors = PortalColor.allCases
    let current = portals[index].color
    let start = colors.firstIndex(of: current) ?? 0
    let free = unusedColors
    guard let next = (1..<colors.count).map({ colors[(start + $0) % colors.count] }).first(where: free.contains) else {
      return .refused("Every colour has a portal; remove one to change this one's colour.")
    }
    var portal = portals.remove(at: index)
    portal.color = next
    return placing(portal)
  }

  public mutating func resize(_ index: Int, columns: Int, rows: Int) -> EditorChange {
    .refused("Every portal is \(Int(Self.portalRadius * 2)) across.")
  }

  // MARK: - Settings

  public var settings: [EditorSetting] {
    [
      EditorSetting("drain a second", Self.text(drain)),
      EditorSetting("seconds between planets", Self.text(spawn)),
      EditorSetting("power at the start", Self.text(power)),
      EditorSetting("planets to deliver", "\(deliver)"),
      EditorSetting("portals' pull", Self.text(pull)),
    ]
  }

  public mutating func adjust(_ index: Int, by steps: Int) -> EditorChange {
    switch index {
    case 0:
      guard let value = EditorSetting.stepped(drain, by: steps, step: 0.5, in: 0.5...20) else {
        return .refused("The drain is 0.5 to 20 a second.")
      }
      drain = value
    case 1:
      guard let value = EditorSetting.stepped(spawn, by: steps, step: 0.5, in: 0.5...10) else {
        return .refused("Planets come every 0.5 to 10 seconds.")
      }
      spawn = value
    case 2:
      guard let value = EditorSetting.stepped(power, by: steps, step: 5, in: 20...100) else {
        return .refused("The power at the start is 20 to 100.")
      }
      power = value
    case 3:
      let range = Self.deliverRange
      guard let value = EditorSetting.stepped(deliver, by: steps, step: 5, in: range) else {
        return .refused("A level saves the galaxy with \(range.lowerBound) to \(range.upperBound) planets.")
      }
      deliver = value
    case 4:
      guard let value = EditorSetting.stepped(pull, by: steps, step: 1, in: Self.pullRange) else {
        return .refused(
          "The portals' pull is \(Self.text(Self.pullRange.lowerBound)) to \(Self.text(Self.pullRange.upperBound)) (0: none)."
        )
      }
      pull = value
    default:
      return .refused("No such setting.")
    }
    return .changed(choosing: nil)
  }

  public func piece(forField key: String, occurrence: Int) -> Int? {
    portals.firstIndex { $0.color.rawValue == key }
  }

  // MARK: - Inside

  /// The colours no portal has, in order.
  private var unusedColors: [PortalColor] {
    PortalColor.allCases.filter { color in !portals.contains { $0.color == color } }
  }

  /// `portal` put back among the portals, in colour order, and chosen.
  private mutating func placing(_ portal: Portal) -> EditorChange {
    portals.append(portal)
    portals.sort { $0.color.index < $1.color.index }
    return .changed(choosing: portals.firstIndex(of: portal))
  }

  /// A centre kept wholly inside the world.
  private static func clamped(x: Double, y: Double) -> (x: Double, y: Double) {
    (
      max(portalRadius, min(worldWidth - portalRadius, x.rounded())),
      max(portalRadius, min(worldHeight - portalRadius, y.rounded()))
    )
  }
}
