import ArcadeKit
import Drawing
import FoundationEssentials
import Replays
import Scores
import TestSupport
import Testing

@testable import Launcher

/// The high-score boards as the way into replays: up and down choose an entry, Enter watches
/// its replay or says why it cannot, left and right change the board.
@Suite struct HighScoresReplayTests {
  static let size = Size(width: 80, height: 24)
  static let day = Date(timeIntervalSince1970: 1_780_000_000)

  static let replay = Replay(
    header: ReplayHeader(game: "paddles", board: "paddles", rulesVersion: 1, seed: 3),
    events: [ReplayEvent(step: 0, .key(.character(" ")))], steps: 120, score: 42)

  static func entry(_ name: String, score: Int, replay: String?) -> ScoreEntry {
    ScoreEntry(name: name, score: score, date: day, seed: 3, replay: replay)
  }

  /// Paddles: Ann with a replay, Bob without, Cid with a damaged one; Balls: Dan with one.
  static var scene: HighScoresScene {
    let text = ReplayText.encode(replay)
    return HighScoresScene(
      pages: [
        HighScoresScene.Page(
          title: "Paddles",
          board: ScoreBoard(
            ordering: .higherIsBetter,
            entries: [
              entry("Ann", score: 42, replay: text),
              entry("Bob", score: 30, replay: nil),
              entry("Cid", score: 20, replay: String(text.dropLast(12))),
            ]), boardID: "paddles"),
        HighScoresScene.Page(
          title: "Balls", board: ScoreBoard(ordering: .higherIsBetter, entries: [entry("Dan", score: 7, replay: text)]),
          boardID: "balls"),
      ], global: .defaults())
  }

  /// The names on the board whose row is drawn highlighted.
  static func highlighted(_ driver: SceneDriver<HighScoresScene>) -> [String] {
    let canvas = driver.render(size)
    let lines = canvas.lines()
    return ["Ann", "Bob", "Cid", "Dan"].filter { name in
      guard let y = lines.firstIndex(where: { $0.contains(name) }), let range = lines[y].firstRange(of: name) else {
        return false
      }
      let x = lines[y].distance(from: lines[y].startIndex, to: range.lowerBound)
      return canvas[x, y].style == .highlighted
    }
  }

  /// The one notice `commands` push, if that is all they do.
  static func notice(_ commands: [Command]) -> NoticeScene? {
    guard commands.count == 1, case .push(let pushed)? = commands.first else { return nil }
    return pushed as? NoticeScene
  }

  @Test func downAndUpMoveTheHighlight() {
    var driver = SceneDriver(Self.scene)
    #expect(Self.highlighted(driver) == ["Ann"])
    driver.press(.down)
    #expect(Self.highlighted(driver) == ["Bob"])
    #expect(driver.scene.selected == 1)
    driver.press(.down, .down, .down)
    #expect(Self.highlighted(driver) == ["Cid"], "the last entry is as far as it goes")
    driver.press(.up)
    #expect(Self.highlighted(driver) == ["Bob"])
    driver.press(.up, .up)
    #expect(Self.highlighted(driver) == ["Ann"])
    #expect(driver.scene.index == 0, "up and down stay on the board")
    #expect(driver.commands.isEmpty)
  }

  @Test func enterOnAnEntryWithAReplayAsksToWatchIt() throws {
    var driver = SceneDriver(Self.scene)
    driver.press(.enter)
    #expect(driver.commands.count == 1)
    guard let opened = driver.commands.first?.opens(OpenReplay.self) else {
      Issue.record("Enter opens the replay: \(driver.commands)")
      return
    }
    #expect(opened.replay == Self.replay)
    #expect(opened.caption == "Ann 42")
  }

  @Test func spaceWatchesToo() {
    var driver = SceneDriver(Self.scene)
    driver.press(.character(" "))
    guard let opened = driver.commands.first?.opens(OpenReplay.self) else {
      Issue.record("Space opens the replay: \(driver.commands)")
      return
    }
    #expect(opened.caption == "Ann 42")
  }

  @Test func enterOnAnEntryWithoutAReplaySaysSo() throws {
    var driver = SceneDriver(Self.scene)
    driver.press(.down, .enter)
    let notice = try #require(Self.notice(driver.commands), "\(driver.commands)")
    #expect(notice.title == "No replay")
  }

  @Test func enterOnADamagedReplaySaysWhatIsWrong() throws {
    var driver = SceneDriver(Self.scene)
    driver.press(.down, .down, .enter)
    let notice = try #require(Self.notice(driver.commands), "\(driver.commands)")
    #expect(notice.title == "Cannot play this replay")
    let reason = notice.lines.joined(separator: " ")
    #expect(reason.hasPrefix("scores.json: paddles #3"), "\(reason)")
  }

  @Test func leftAndRightChangeTheBoardAndStartAtItsFirstEntry() {
    var driver = SceneDriver(Self.scene)
    driver.press(.down, .down)
    #expect(Self.highlighted(driver) == ["Cid"])
    driver.press(.right)
    #expect(driver.scene.index == 1)
    #expect(driver.scene.selected == 0)
    #expect(driver.render(Self.size).plainText.contains("board 2 of 2"))
    #expect(Self.highlighted(driver) == ["Dan"])
    driver.press(.down)
    #expect(Self.highlighted(driver) == ["Dan"], "Dan is the board's only entry")
    driver.press(.left)
    #expect(driver.scene.index == 0)
    #expect(Self.highlighted(driver) == ["Ann"])
    driver.press(.down, .tab)
    #expect(driver.scene.index == 1)
    #expect(driver.scene.selected == 0)
    driver.press(.right)
    #expect(driver.scene.index == 0, "the boards wrap round")
    driver.press(.enter)
    guard let opened = driver.commands.last?.opens(OpenReplay.self) else {
      Issue.record("Enter watches the first entry of the board shown: \(driver.commands)")
      return
    }
    #expect(opened.caption == "Ann 42")
  }

  @Test func aReplayThatCannotBeOpenedIsExplained() throws {
    var driver = SceneDriver(Self.scene)
    driver.send(.effect(.openFailed(message: "scores.json: paddles #1: the replay was recorded under Paddles rules 9")))
    let notice = try #require(Self.notice(driver.commands), "\(driver.commands)")
    #expect(notice.title == "Cannot play this replay")
    #expect(notice.lines == ["scores.json: paddles #1: the replay was recorded under Paddles rules 9"])
  }

  @Test func anEmptyBoardOrStoreHasNothingToWatch() {
    var empty = SceneDriver(
      HighScoresScene(
        pages: [
          HighScoresScene.Page(title: "Balls", board: ScoreBoard(ordering: .higherIsBetter), boardID: "balls")
        ], global: .defaults()))
    empty.press(.down, .enter)
    #expect(empty.commands.isEmpty)
    var none = SceneDriver(HighScoresScene(pages: [], problem: nil, global: .defaults()))
    none.press(.down, .enter, .right)
    #expect(none.commands.isEmpty)
    none.press(.escape)
    if case .pop? = none.commands.last {} else { Issue.record("Esc goes back") }
  }

  @Test func theKeysLineNamesEntriesAndWatching() {
    let text = SceneDriver(Self.scene).render(Self.size).plainText
    #expect(text.contains("boards"), "\(text)")
    #expect(text.contains("Enter watch"), "\(text)")
  }
}
