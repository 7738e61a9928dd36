import ArcadeKit
import BallsGame
import HolesGame
import Launcher
import MazeGame
import PaddlesGame
import Testing

/// `arcade keys`: the layout, then per context one line per action with its keys as the
/// settings file names them.
@Suite struct KeyListingTests {
  static let contexts = KeyBindingsFileLinesTests.contexts

  /// The rows listed under `context`'s heading, as (action name, keys, summary).
  static func rows(of context: KeyContext, in lines: [String]) -> [(name: String, keys: String, summary: String)] {
    guard let heading = lines.firstIndex(of: "\(context.title) (\(context.id).<action>)") else { return [] }
    return lines[(heading + 1)...].prefix { $0.hasPrefix("  ") }.map { line in
      let columns = line.split(separator: "  ").map { $0.trimmingPrefix(" ") }.filter { !$0.isEmpty }.map(String.init)
      return (columns.first ?? "", columns.count > 1 ? columns[1] : "", columns.count > 2 ? columns[2] : "")
    }
  }

  /// The keys listed for `action` of `context`.
  static func keys(_ action: String, of context: KeyContext, in lines: [String]) -> String? {
    rows(of: context, in: lines).first { $0.name == action }?.keys
  }

  @Test func theDefaultsListTheLayoutAndEveryActionOfEveryContext() {
    let lines = KeyListing.lines(KeyBindings(), contexts: Self.contexts)
    #expect(lines.first == "layout = qwerty")
    for context in Self.contexts {
      let rows = Self.rows(of: context, in: lines)
      #expect(rows.map(\.name) == context.actions.map(\.name), "\(context.id): \(lines)")
      for (row, action) in zip(rows, context.actions) {
        #expect(row.summary == action.summary, "\(context.id).\(action.name)")
        let named = (action.defaultKeys + action.placedKeys).compactMap(KeyName.name).joined(separator: ", ")
        #expect(row.keys == named, "\(context.id).\(action.name)")
      }
    }
    #expect(Self.keys("help", of: .global, in: lines) == "?, f1")
    #expect(Self.keys("pause", of: .global, in: lines) == "p")
    #expect(Self.keys("back", of: .global, in: lines) == "esc, q")
    #expect(Self.keys("tilt-up", of: MazeGame.keyContext, in: lines) == "up, k, w")
    #expect(Self.keys("level", of: MazeGame.keyContext, in: lines) == "space")
    #expect(Self.keys("next", of: MazeGame.keyContext, in: lines) == "enter")
    #expect(Self.keys("editor", of: MazeGame.keyContext, in: lines) == "tab")
    #expect(Self.keys("fire", of: BallsGame.keyContext, in: lines) == "space, enter")
    #expect(Self.keys("left-up", of: PaddlesGame.keyContext, in: lines) == "w")
    #expect(Self.keys("right-down", of: PaddlesGame.keyContext, in: lines) == "down")
    #expect(Self.keys("again", of: HolesGame.keyContext, in: lines) == "r")
  }

  @Test func aChosenBindingAndTheLayoutShow() {
    var bindings = KeyBindings()
    #expect(bindings.apply(line: "layout = azerty", contexts: Self.contexts) == nil)
    #expect(bindings.apply(line: "maze.level = ctrl-l, F2", contexts: Self.contexts) == nil)
    let lines = KeyListing.lines(bindings, contexts: Self.contexts)
    #expect(lines.first == "layout = azerty")
    #expect(Self.keys("level", of: MazeGame.keyContext, in: lines) == "ctrl-l, f2")
    #expect(Self.keys("tilt-up", of: MazeGame.keyContext, in: lines) == "up, k, z")
    #expect(Self.keys("level", of: HolesGame.keyContext, in: lines) == "space")
    #expect(Self.keys("left-up", of: PaddlesGame.keyContext, in: lines) == "z")
  }

  /// Each listed line, written into the `[keys]` section as `game.action = keys`, binds the
  /// keys it lists.
  static func relisted(on layout: KeyboardLayout) -> [String] {
    var problems: [String] = []
    let bindings = KeyBindings(layout: layout)
    let lines = KeyListing.lines(bindings, contexts: contexts)
    for context in contexts {
      for row in rows(of: context, in: lines) {
        guard let action = context.action(named: row.name) else { continue }
        var reread = KeyBindings(layout: layout)
        let line = "\(context.id).\(row.name) = \(row.keys)"
        if let message = reread.apply(line: line, contexts: contexts) {
          problems.append("`\(line)`: \(message)")
        } else if reread.keys(of: action, in: context) != bindings.keys(of: action, in: context) {
          problems.append("`\(line)` binds \(reread.keys(of: action, in: context))")
        }
      }
    }
    return problems
  }

  @Test func theListedKeysReadBackAsTheSameKeysOnQwertyAndAzerty() {
    #expect(Self.relisted(on: .qwerty) == [])
    #expect(Self.relisted(on: .azerty) == [])
  }

  @Test func theListedKeysReadBackAsTheSameKeysOnDvorak() {
    #expect(Self.relisted(on: .dvorak) == [])
  }
}
