import HolesGame
import Levels

/// Small tables for tests, built in code so each test shows the numbers it depends on.
enum TestTables {
  /// The seed's table (landscape 480×320, five holes of radius 25, turning (1/π)/1000).
  static let original = HolesTables.original

  /// One still hole of radius 32 in the middle of a 480×320 table, nothing else.
  static let stillHole = HolesTable(
    name: "Still hole", holes: [.init(x: 0.5, y: 0.5, radius: 32)], rotation: 0)

  /// A big still hole straight above the start: tilting up drops the ball in.
  static let trap = HolesTable(
    name: "Trap", holes: [.init(x: 0.5, y: 0.5, radius: 100)], rotation: 0,
    start: .init(x: 0.5, y: 0.96875))

  /// No holes in the way: the start is one ball radius right of the flag on the top edge.
  static let shortRun = HolesTable(
    name: "Short run", holes: [.init(x: 0.5, y: 0.75, radius: 16)], rotation: 0,
    start: .init(x: 0.25, y: 0.046875))

  /// A wall from x = 240 to 256 across the whole height, and one hole far away.
  static let walled = HolesTable(
    name: "Walled", holes: [.init(x: 0.9, y: 0.9, radius: 16)], rotation: 0,
    start: .init(x: 0.125, y: 0.5), walls: [.init(x: 0.5, y: 0, width: 1.0 / 30, height: 1)])
}
