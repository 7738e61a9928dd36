import ArcadeKit
import Drawing
import GameKit
import Launcher
import TestSupport
import Testing

/// Choosing menu items with the mouse: press selects, release on the same item activates.
@Suite struct MenuMouseTests {
  static let size = Size(width: 80, height: 24)

  /// The screen row showing `label` as a menu item.
  static func row(of label: String, in lines: [String]) -> Int? {
    lines.firstIndex { $0.contains(" \(label) ") || $0.hasSuffix(" \(label)") }
  }

  static func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int) -> HeadlessTerminal.Scripted {
    .event(.mouse(MouseEvent(kind, x: x, y: y, screen: size)))
  }

  @Test func clickOnHelpOpensHelp() throws {
    let first = ArcadeSession(script: [])
    _ = first.run()
    let row = try #require(Self.row(of: "Help", in: first.screen))
    let column = try #require(first.screen[row].range(of: "Help")).lowerBound.utf16Offset(in: first.screen[row])
    let session = ArcadeSession(script: [
      Self.mouse(.press, x: column, y: row), Self.mouse(.release, x: column, y: row),
    ])
    _ = session.run()
    #expect(session.screen.joined(separator: "\n").contains("Everywhere"))
  }

  @Test func pressSelectsButReleaseElsewhereDoesNothing() throws {
    let first = ArcadeSession(script: [])
    _ = first.run()
    let help = try #require(Self.row(of: "Help", in: first.screen))
    let quit = try #require(Self.row(of: "Quit", in: first.screen))
    let session = ArcadeSession(script: [Self.mouse(.press, x: 30, y: help), Self.mouse(.release, x: 30, y: quit)])
    let outcome = session.run()
    #expect(outcome == .hangup, "releasing on another item must not activate it")
    #expect(ScreenReading.selectedLabel(session.screen) == "Help")
  }

  @Test func clickOnQuitQuits() throws {
    let first = ArcadeSession(script: [])
    _ = first.run()
    let quit = try #require(Self.row(of: "Quit", in: first.screen))
    let session = ArcadeSession(script: [Self.mouse(.press, x: 30, y: quit), Self.mouse(.release, x: 30, y: quit)])
    #expect(session.run() == .quit)
  }
}

/// Long game descriptions never run off the screen.
@Suite struct MenuLayoutTests {
  @Test func longSummaryIsCutWithAnEllipsisToFitTheScreen() throws {
    let long = GameEntry(
      id: "long", title: "Long", summary: String(repeating: "very long description ", count: 8), keys: { _ in [] },
      makeScene: { _ in CounterGameScene() })
    let session = ArcadeSession(games: [long], script: [])
    _ = session.run()
    let line = try #require(session.screen.first { $0.contains("Long") && $0.contains("very") })
    #expect(line.hasSuffix("…"))
    #expect(Canvas.columns(of: line) <= 80)
  }

  /// The selected line is bold, but its cut ends in a plain "…": xterm's bold font has none.
  @Test func theEllipsisOfTheSelectedLineIsNotBold() throws {
    let long = GameEntry(
      id: "long", title: "Long", summary: String(repeating: "very long description ", count: 8), keys: { _ in [] },
      makeScene: { _ in CounterGameScene() })
    let menu = MenuScene(
      registry: GameRegistry([long]),
      context: LaunchContext(builtInLevelsDirectory: "/levels", userLevelsDirectory: "/mine"),
      settings: DisplaySettings(), seed: 1)
    var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: .full)
    menu.render(into: &canvas)
    let ellipses = canvas.cells.filter { $0.scalar == "…" }
    #expect(ellipses.count == 1)
    #expect(ellipses.allSatisfy { $0.style.attributes.contains(.reverse) && !$0.style.attributes.contains(.bold) })
    #expect(SafeGlyphs.boldWhereTheBoldFontLacksThem(on: canvas).isEmpty)
  }
}
