import ArcadeKit
import Drawing
import Launcher
import TestSupport
import Testing

/// Terminals beyond the canvas limit: a message on a capped canvas, the scene paused behind it.
@Suite struct LargeTerminalTests {
  static let limit = Canvas.maximumSize

  @Test func hugeTerminalShowsTheLimitMessageOnACappedCanvas() throws {
    let session = ArcadeSession(
      games: [CounterGameScene.entry()], size: Size(width: 10_000, height: 10_000),
      script: [press(.enter), .wait(1.0)])
    #expect(session.run() == .hangup)
    let presented = session.terminal.presented
    #expect(!presented.isEmpty)
    #expect(presented.allSatisfy { $0.size == Self.limit }, "\(presented.map(\.size))")
    let screen = try #require(session.terminal.screen).lines()
    #expect(screen[0].hasPrefix("Terminal larger than supported: have 10000×10000, at most 1000×500"), "\(screen[0])")
    #expect(screen[2].hasPrefix("Shrink the window to continue."))
    #expect(!ScreenReading.shows(screen, "Settings"), "the menu was drawn behind the message")
    #expect(ScreenReading.counterSteps(screen) == nil, "Enter reached the menu behind the message")
  }

  @Test(arguments: [(1001, 500), (1000, 501), (65_535, 65_535), (41, 65_535)])
  func anyDimensionBeyondTheLimitShowsTheMessage(width: Int, height: Int) throws {
    let session = ArcadeSession(size: Size(width: width, height: height), script: [press(.down)])
    _ = session.run()
    let screen = try #require(session.terminal.screen)
    #expect(screen.size == Size(width: width, height: height).clamped(to: Self.limit))
    #expect(ScreenReading.words(screen.lines()).contains("Terminal larger than supported: have \(width)×\(height)"))
  }

  @Test(arguments: [(65_535, 3), (30, 65_535)])
  func tooSmallOneWayAndTooLargeTheOtherSaysTooSmall(width: Int, height: Int) throws {
    let session = ArcadeSession(size: Size(width: width, height: height), script: [press(.down)])
    _ = session.run()
    let screen = try #require(session.terminal.screen)
    #expect(screen.size == Size(width: width, height: height).clamped(to: Self.limit))
    #expect(ScreenReading.words(screen.lines()).contains("have \(width)×\(height)"))
    #expect(!ScreenReading.shows(screen.lines(), "Settings"))
  }

  @Test func terminalAtTheLimitShowsTheMenu() throws {
    let session = ArcadeSession(size: Self.limit, script: [press(.down)])
    _ = session.run()
    let screen = try #require(session.terminal.screen)
    #expect(screen.size == Self.limit)
    #expect(ScreenReading.shows(screen.lines(), "Settings"))
    #expect(!ScreenReading.shows(screen.lines(), "larger than supported"))
  }

  @Test func gamePausesWhileTheTerminalIsHugeAndResumesWhenItShrinks() throws {
    let session = ArcadeSession(
      games: [CounterGameScene.entry()],
      script: [
        press(.enter), .wait(1.0), resize(10_000, 10_000), .wait(1.0), resize(80, 24), type("x"), .wait(0.5),
        type("q"), type("q"),
      ])
    #expect(session.run() == .quit)
    let presented = session.terminal.presented
    #expect(presented.allSatisfy { Self.limit.fits($0.size) }, "a frame beyond the limit was drawn")
    let huge = presented.indices.filter { ScreenReading.shows(presented[$0].lines(), "larger than supported") }
    let first = try #require(huge.first)
    let last = try #require(huge.last)
    let beforeHuge = try #require(presented[..<first].compactMap { ScreenReading.counterSteps($0.lines()) }.last)
    let afterHuge = presented[(last + 1)...].compactMap { ScreenReading.counterSteps($0.lines()) }
    let resumedAt = try #require(afterHuge.first)
    #expect(abs(beforeHuge - 60) <= 1)
    #expect(resumedAt == beforeHuge, "the game moved while the terminal was too large")
    #expect(try #require(afterHuge.last) > beforeHuge, "the game did not continue after the resize")
  }
}
