import ArcadeKit
import BallsGame
import Drawing
import HolesGame
import Launcher
import Levels
import MazeGame
import PaddlesGame
import Replays
import Testing

/// Replay files that are damaged, hostile or of something else: each is refused with a
/// `file:line: message` that says what is wrong, and none makes the arcade hang or trap.
@Suite struct HostileReplayTests {
  /// A well-formed replay the cases below spoil one way each.
  static let valid = """
    arcade-replay 1
    game maze
    board maze/maze-0
    rules 1
    arcade 0.1.0
    seed 42
    start 0
    option label 1/1
    keys maze.tilt-up = i, up
    level maze-0
    | name = x
    |
    | #S.G#
    ending finished
    steps 100
    events 2
    0 key up
    10 key c:w
    end

    """

  /// One spoiled file: what it is, its bytes and a phrase the error must contain.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var phrases: [String]
    var line: Int?
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ phrases: String..., line: Int? = nil) {
      self.init(name, bytes: Array(text.utf8), phrases, line: line)
    }

    init(_ name: String, bytes: [UInt8], _ phrases: [String], line: Int? = nil) {
      self.name = name
      self.bytes = bytes
      self.phrases = phrases
      self.line = line
    }
  }

  /// The valid file with `old` (a whole line, or lines) replaced by `new`.
  static func spoiled(_ old: String, _ new: String) -> String {
    precondition(valid.contains(old + "\n"), "the valid file has `\(old)`")
    return valid.replacing(old + "\n", with: new.isEmpty ? "" : new + "\n", maxReplacements: 1)
  }

  /// The valid file cut just after `line`.
  static func cut(after line: String) -> String {
    let range = valid.firstRange(of: line + "\n")!
    return String(valid[..<range.upperBound])
  }

  static let cases: [Case] = [
    Case("empty file", "", "empty", "not a replay"),
    Case("wrong magic", valid.replacing("arcade-replay 1", with: "arcade-save 1"), "not a replay file", line: 1),
    Case("a text file", "Dear diary,\ntoday I played.\n", "expected `arcade-replay 1`", "not a replay file", line: 1),
    Case(
      "future format version", valid.replacing("arcade-replay 1", with: "arcade-replay 7"), "newer", "update", line: 1),
    Case(
      "unknown version text", valid.replacing("arcade-replay 1", with: "arcade-replay 1.0beta"), "`1.0beta` is not one",
      line: 1),
    Case(
      "non-UTF-8 bytes",
      bytes: Array(valid.utf8.prefix(30)) + [0xFF, 0xFE, 0xC0, 0x80] + Array(valid.utf8.dropFirst(30)), ["not UTF-8"]),
    Case("NUL byte in a word", spoiled("game maze", "game ma\u{0}ze"), "control character U+0000", line: 2),
    Case("NUL byte in a level row", spoiled("| #S.G#", "| #S\u{0}G#"), "control character U+0000", line: 13),
    Case(
      "NUL byte in a key line", spoiled("keys maze.tilt-up = i, up", "keys maze.tilt-up = \u{0}"),
      "control character U+0000", line: 9),
    Case(
      "2 MB file", String(repeating: "x", count: 2 << 20), "is 2097152 bytes",
      "at most \(ReplayLimits.maximumBytes) bytes"),
    Case("truncated in the header", cut(after: "rules 1"), "ends before its `arcade` line", "truncated"),
    Case("truncated in the levels", cut(after: "|"), "ends before its `ending` line", "truncated"),
    Case("truncated in the events", cut(after: "0 key up"), "ends after 1 of its 2 inputs", "truncated"),
    Case("missing end", spoiled("end", ""), "no `end` line", "truncated"),
    Case("text after end", valid + "0 key down\n", "unexpected text after `end`", line: 20),
    Case(
      "more events than `events` says", spoiled("events 2", "events 1"), "expected `end` after the 1 inputs", line: 18),
    Case(
      "fewer events than `events` says", spoiled("events 2", "events 3"),
      "`events` says 3 inputs, but `end` comes after 2", line: 19),
    Case("negative events count", spoiled("events 2", "events -2"), "`events` must be a whole number from 0", line: 16),
    Case(
      "negative steps", spoiled("steps 100", "steps -1"),
      "`steps` must be a whole number from 0 to \(ReplayLimits.maximumSteps)", "`-1`", line: 15),
    Case(
      "steps above the limit", spoiled("steps 100", "steps \(ReplayLimits.maximumSteps + 1)"),
      "`steps` must be a whole number from 0 to \(ReplayLimits.maximumSteps)", line: 15),
    Case(
      "events out of order", spoiled("0 key up\n10 key c:w", "10 key up\n0 key c:w"), "input at step 0",
      "inputs in order", line: 18),
    Case("negative event step", spoiled("0 key up", "-1 key up"), "input at step -1", line: 17),
    Case(
      "event after the last step", spoiled("10 key c:w", "101 key c:w"), "input at step 101",
      "none after the last step", line: 18),
    Case("unknown event", spoiled("10 key c:w", "10 jump high"), "unknown input `jump high`", line: 18),
    Case("event without a step", spoiled("10 key c:w", "key c:w"), "expected `STEP INPUT`", line: 18),
    Case("key with a missing field", spoiled("10 key c:w", "10 key"), "unknown input `key`", line: 18),
    Case("key `c:`", spoiled("10 key c:w", "10 key c:"), "key `c:`", "one printable ASCII character", line: 18),
    Case("key `c:ab`", spoiled("10 key c:w", "10 key c:ab"), "key `c:ab`", "one printable ASCII character", line: 18),
    Case("key `c:é`", spoiled("10 key c:w", "10 key c:é"), "one printable ASCII character", line: 18),
    Case("key `u:110000`", spoiled("10 key c:w", "10 key u:110000"), "character `110000`", "hexadecimal", line: 18),
    Case("key `u:zz`", spoiled("10 key c:w", "10 key u:zz"), "character `zz`", "hexadecimal", line: 18),
    Case("key `u:D800` (a surrogate)", spoiled("10 key c:w", "10 key u:D800"), "character `D800`", line: 18),
    Case(
      "key `u:61+62` (two characters)", spoiled("10 key c:w", "10 key u:61+62"), "the scalars of one character",
      line: 18),
    Case(
      "key `u:1B` (escape as a character)", spoiled("10 key c:w", "10 key u:1B"), "a control character is not a key",
      line: 18),
    Case("key `u:0`", spoiled("10 key c:w", "10 key u:0"), "a control character is not a key", line: 18),
    Case("key `ctrl-u:9B`", spoiled("10 key c:w", "10 key ctrl-u:9B"), "a control character is not a key", line: 18),
    Case("key `f0`", spoiled("10 key c:w", "10 key f0"), "unknown key `f0`", line: 18),
    Case("key `f65`", spoiled("10 key c:w", "10 key f65"), "unknown key `f65`", line: 18),
    Case("key `UP`", spoiled("10 key c:w", "10 key UP"), "unknown key `UP`", line: 18),
    Case("key `w` (a bare letter)", spoiled("10 key c:w", "10 key w"), "unknown key `w`", line: 18),
    Case("release of an unknown key", spoiled("10 key c:w", "10 release shift"), "unknown key `shift`", line: 18),
    Case("releases maybe", spoiled("10 key c:w", "10 releases maybe"), "`releases on` or `releases off`", line: 18),
    Case(
      "mouse outside its screen", spoiled("10 key c:w", "10 mouse press 80 5 80 24"),
      "mouse at 80,5 is outside its 80×24 screen", line: 18),
    Case(
      "mouse below its screen", spoiled("10 key c:w", "10 mouse drag 5 24 80 24"), "outside its 80×24 screen", line: 18),
    Case("mouse screen 0×0", spoiled("10 key c:w", "10 mouse press 0 0 0 0"), "outside its 0×0 screen", line: 18),
    Case("mouse of an unknown kind", spoiled("10 key c:w", "10 mouse wiggle 1 1 80 24"), "mouse `wiggle`", line: 18),
    Case(
      "mouse with a negative coordinate", spoiled("10 key c:w", "10 mouse press -1 1 80 24"),
      "`-1` is not a whole number from 0 to", line: 18),
    Case("resize 0×5", spoiled("10 key c:w", "10 resize 0 5"), "resize to 0×5", "at least 1×1", line: 18),
    Case(
      "resize beyond any terminal", spoiled("10 key c:w", "10 resize 100001 5"),
      "`100001` is not a whole number from 0 to 100000", line: 18),
    Case(
      "huge steps", spoiled("steps 100", "steps 99999999999999999999"), "`steps` must be a whole number",
      "99999999999999999999", line: 15),
    Case("huge event step", spoiled("10 key c:w", "99999999999999999999 key c:w"), "expected `STEP INPUT`", line: 18),
    Case(
      "huge mouse coordinate", spoiled("10 key c:w", "10 mouse press 99999999999999999999 1 80 24"),
      "is not a whole number from 0 to", line: 18),
    Case("huge rules", spoiled("rules 1", "rules 99999999999999999999"), "`rules` must be a whole number", line: 4),
    Case("huge start", spoiled("start 0", "start 99999999999999999999"), "`start` must be a whole number", line: 7),
    Case(
      "huge score", spoiled("ending finished", "score 99999999999999999999\nending finished"),
      "`score` must be a whole number", line: 14),
    Case("seed not a number", spoiled("seed 42", "seed forty-two"), "seed `forty-two` is not a whole number", line: 6),
    Case("negative seed", spoiled("seed 42", "seed -1"), "seed `-1` is not a whole number", line: 6),
    Case(
      "seed beyond 64 bits", spoiled("seed 42", "seed 18446744073709551616"),
      "is not a whole number from 0 to 18446744073709551615", line: 6),
    Case("start index beyond the levels", spoiled("start 0", "start 3"), "starts at level 4 but carries 1"),
    Case(
      "start index without levels",
      spoiled("level maze-0\n| name = x\n|\n| #S.G#", "").replacing("start 0", with: "start 2"),
      "starts at level 3 but carries no levels"),
    Case("a level with no text lines", spoiled("| name = x\n|\n| #S.G#", ""), "level maze-0 has no text", line: 11),
    Case(
      "too many levels",
      spoiled(
        "level maze-0", String(repeating: "level maze-0\n| x\n", count: ReplayLimits.maximumLevels) + "level maze-0"),
      "more than \(ReplayLimits.maximumLevels) levels"),
    Case(
      "too many options",
      spoiled(
        "option label 1/1", String(repeating: "option a b\n", count: ReplayLimits.maximumLines) + "option label 1/1"),
      "more than \(ReplayLimits.maximumLines) options"),
    Case(
      "an option without a value", spoiled("option label 1/1", "option label"), "expected `option NAME VALUE`", line: 8),
    Case(
      "an option with an escape character", spoiled("option label 1/1", "option label \u{1B}[31mred"),
      "control character U+001B", "printable", line: 8),
    Case(
      "an option with a C1 control", spoiled("option label 1/1", "option label a\u{9B}2J"), "control character U+009B",
      line: 8),
    Case("a tab in a level row", spoiled("| #S.G#", "| #S\t.G#"), "control character U+0009", line: 13),
    Case("a lone carriage return", spoiled("| name = x", "| name\r= x"), "control character U+000D", line: 11),
    Case(
      "a level row too long", spoiled("| #S.G#", "| " + String(repeating: "#", count: ReplayLimits.maximumLineLength)),
      "longer than \(ReplayLimits.maximumLineLength) characters", line: 13),
    Case(
      "a key line too long",
      spoiled("keys maze.tilt-up = i, up", "keys " + String(repeating: "i", count: ReplayLimits.maximumLineLength)),
      "longer than \(ReplayLimits.maximumLineLength)", line: 9),
    Case("game of two words", spoiled("game maze", "game maze game"), "`game` must be one word", line: 2),
    Case("game missing", spoiled("game maze", ""), "expected `game …`, got `board maze/maze-0`", line: 2),
    Case(
      "ending unknown", spoiled("ending finished", "ending crashed"),
      "ending `crashed`: expected finished, left or closed", line: 14),
    Case(
      "header lines out of order", spoiled("seed 42\nstart 0", "start 0\nseed 42"), "expected `seed …`, got `start 0`",
      line: 6),
  ]

  @Test(arguments: cases)
  func isRefusedSayingWhatIsWrong(_ bad: Case) {
    do {
      let replay = try ReplayText.decode(bad.bytes, source: "bad.replay")
      Issue.record("\(bad.name) was read as \(replay.events.count) inputs over \(replay.steps) steps")
    } catch {
      let text = error.description
      #expect(text.hasPrefix("bad.replay"), "\(text)")
      #expect(error.source == "bad.replay")
      for phrase in bad.phrases {
        #expect(text.contains(phrase), "`\(phrase)` in: \(text)")
      }
      if let line = bad.line {
        #expect(error.line == line, "\(text)")
        #expect(text.hasPrefix("bad.replay:\(line): "), "\(text)")
      }
    }
  }

  @Test func theValidFileReads() throws {
    let replay = try ReplayText.decode(text: Self.valid, source: "good.replay")
    #expect(replay.events == [ReplayEvent(step: 0, .key(.up)), ReplayEvent(step: 10, .key(.character("w")))])
    #expect(replay.header.levels.first?.text == "name = x\n\n#S.G#\n")
    #expect(replay.steps == 100)
  }

  @Test func theLimitsThemselvesAreAccepted() throws {
    // As many levels and steps as allowed, and a row as long as allowed, still read.
    var text = Self.spoiled(
      "level maze-0", String(repeating: "level maze-0\n| x\n", count: ReplayLimits.maximumLevels - 1) + "level maze-0")
    text = text.replacing("steps 100", with: "steps \(ReplayLimits.maximumSteps)")
    text = text.replacing("| #S.G#", with: "| " + String(repeating: "#", count: ReplayLimits.maximumLineLength - 2))
    let replay = try ReplayText.decode(text: text, source: "limits.replay")
    #expect(replay.header.levels.count == ReplayLimits.maximumLevels)
    #expect(replay.steps == ReplayLimits.maximumSteps)
  }

  @Test func aFileOfExactlyTheLargestSizeIsReadNotRefusedForItsSize() {
    let room = ReplayLimits.maximumBytes - Self.valid.utf8.count
    let padded = Self.valid + String(repeating: "x\n", count: room / 2) + (room % 2 == 1 ? "x" : "")
    #expect(padded.utf8.count == ReplayLimits.maximumBytes)
    #expect(throws: ReplayError.self) {
      _ = try ReplayText.decode(text: padded, source: "bad.replay")
    }
    do {
      _ = try ReplayText.decode(text: padded, source: "bad.replay")
    } catch {
      #expect(!error.description.contains("bytes"), "refused for what follows `end`, not its size: \(error)")
      #expect(error.description.contains("unexpected text after `end`"))
    }
  }

  // MARK: - Headers the games refuse

  /// Why the registry cannot start `replay`, or nil when it can.
  static func refusal(_ replay: Replay) -> String? {
    do {
      _ = try ReplayFixtures.registry.player(for: replay)
      return nil
    } catch {
      return "\(error)"
    }
  }

  static func mazeReplay(_ header: ReplayHeader = ReplayFixtures.mazeHeader()) -> Replay {
    Replay(header: header, events: [ReplayEvent(step: 0, .key(.right))], steps: 10)
  }

  @Test func theFixturesStartTheirGames() {
    #expect(Self.refusal(Self.mazeReplay()) == nil)
    #expect(
      Self.refusal(Replay(header: ReplayFixtures.paddlesHeader(PaddlesOptions(seed: 1)), events: [], steps: 0)) == nil)
    #expect(Self.refusal(Replay(header: ReplayFixtures.holesHeader(), events: [], steps: 0)) == nil)
    #expect(Self.refusal(Replay(header: ReplayFixtures.ballsHeader(), events: [], steps: 0)) == nil)
  }

  @Test func anUnknownGameIsNamedWithTheGamesThereAre() throws {
    var header = ReplayFixtures.mazeHeader()
    header.game = "tetris"
    let why = try #require(Self.refusal(Self.mazeReplay(header)))
    #expect(why.contains("`tetris`"), "\(why)")
    #expect(why.contains("does not have"), "\(why)")
    #expect(why.contains(ReplayFixtures.registry.ids.joined(separator: ", ")), "\(why)")
  }

  @Test func otherRulesAreNamedWithBothVersions() throws {
    var header = ReplayFixtures.mazeHeader()
    header.rulesVersion = 99
    let why = try #require(Self.refusal(Self.mazeReplay(header)))
    #expect(why.contains("rules 99"), "\(why)")
    #expect(why.contains("rules \(Maze.rulesVersion)"), "\(why)")
    #expect(why.contains("cannot replay it faithfully"), "\(why)")
  }

  @Test func aLevelWhoseTextWasChangedIsRefused() throws {
    var header = ReplayFixtures.mazeHeader()
    header.levels[0].text = header.levels[0].text.replacing("Tiny", with: "Tinier")
    let why = try #require(Self.refusal(Self.mazeReplay(header)))
    #expect(why.contains("the level was changed after recording"), "\(why)")
    #expect(why.contains(header.levels[0].identity), "\(why)")
  }

  @Test func aLevelThatDoesNotReadIsRefused() throws {
    var header = ReplayFixtures.mazeHeader()
    header.levels[0].text = "game: maze\nname: Broken\n"
    let why = try #require(Self.refusal(Self.mazeReplay(header)))
    #expect(why.contains("the replay's maze"), "\(why)")
  }

  @Test func aLevelOfAnotherGameIsRefused() throws {
    var header = ReplayFixtures.mazeHeader()
    header.levels = ReplayFixtures.holesHeader().levels
    let why = try #require(Self.refusal(Self.mazeReplay(header)))
    #expect(why.contains("expected a maze level"), "\(why)")
  }

  @Test func aMazeReplayWithTwoLevelsIsRefused() throws {
    var header = ReplayFixtures.mazeHeader()
    header.levels.append(header.levels[0])
    let why = try #require(Self.refusal(Self.mazeReplay(header)))
    #expect(why.contains("carries 2 levels"), "\(why)")
    #expect(why.contains("the one maze played"), "\(why)")
  }

  @Test func paddlesWithSevenPlayersIsRefused() throws {
    var header = ReplayFixtures.paddlesHeader(PaddlesOptions(seed: 1))
    header.options[0] = ReplayOption("players", "7")
    let why = try #require(Self.refusal(Replay(header: header, events: [], steps: 0)))
    #expect(why.contains("option players `7`"), "\(why)")
    #expect(why.contains("from 1 to 2"), "\(why)")
  }

  @Test func paddlesAtAnUnknownDifficultyIsRefused() throws {
    var header = ReplayFixtures.paddlesHeader(PaddlesOptions(seed: 1))
    header.options[1] = ReplayOption("difficulty", "insane")
    let why = try #require(Self.refusal(Replay(header: header, events: [], steps: 0)))
    #expect(why.contains("option difficulty `insane`"), "\(why)")
    #expect(why.contains("easy, normal or hard"), "\(why)")
  }

  @Test func keysThatClashAreRefused() throws {
    var header = ReplayFixtures.mazeHeader()
    header.keys = ["maze.tilt-up = r"]
    let why = try #require(Self.refusal(Self.mazeReplay(header)))
    #expect(why.contains("keys line 1"), "\(why)")
    #expect(why.contains("`r` is bound twice"), "\(why)")
  }

  @Test func keysOfAnotherGameAreRefused() throws {
    var header = ReplayFixtures.mazeHeader()
    header.keys = ["paddles.serve = x"]
    let why = try #require(Self.refusal(Self.mazeReplay(header)))
    #expect(why.contains("unknown game `paddles`"), "\(why)")
  }

  // MARK: - Replays that read but do not fit the game

  @Test func aMazeReplayWhoseFirstInputComesLateDivergesAtOnce() throws {
    let replay = Replay(header: ReplayFixtures.mazeHeader(), events: [ReplayEvent(step: 50, .key(.right))], steps: 200)
    var player = try ReplayFixtures.registry.player(for: replay)
    guard case .diverged(let why) = player.playToEnd() else {
      Issue.record("a maze that waits for its first tilt cannot reach step 50 without input")
      return
    }
    #expect(player.step == 0, "it stops where the game waits")
    #expect(why.contains("waits for input after step 0"), "\(why)")
    #expect(why.contains("step 50"), "\(why)")
  }

  @Test func aClickOnAScreenTooSmallForTheGameDiverges() throws {
    let click = InputEvent.mouse(MouseEvent(.press, x: 2, y: 2, screen: Size(width: 10, height: 5)))
    let replay = Replay(header: ReplayFixtures.mazeHeader(), events: [ReplayEvent(step: 0, click)], steps: 10)
    var player = try ReplayFixtures.registry.player(for: replay)
    guard case .diverged(let why) = player.playToEnd() else {
      Issue.record("a 10×5 screen is below the maze's minimum size")
      return
    }
    #expect(why.contains("10×5"), "\(why)")
    #expect(why.contains("input 1 at step 0"), "\(why)")
  }

  @Test func aClickOnAScreenBeyondTheLargestCanvasDiverges() throws {
    let click = InputEvent.mouse(MouseEvent(.press, x: 2, y: 2, screen: Size(width: 100_000, height: 100_000)))
    let replay = Replay(header: ReplayFixtures.mazeHeader(), events: [ReplayEvent(step: 0, click)], steps: 10)
    var player = try ReplayFixtures.registry.player(for: replay)
    guard case .diverged(let why) = player.playToEnd() else {
      Issue.record("a screen larger than any canvas never sent the game a click")
      return
    }
    #expect(why.contains("100000×100000"), "\(why)")
  }

  @Test func aHolesReplayClaimingManyStepsWithoutInputsEnds() throws {
    let replay = Replay(header: ReplayFixtures.holesHeader(), events: [], steps: 200_000)
    var player = try ReplayFixtures.registry.player(for: replay)
    let outcome = player.playToEnd()
    #expect(player.isOver)
    #expect(player.step <= 200_000)
    switch outcome {
    case .finished: #expect(player.step == 200_000)
    case .diverged(let why): #expect(why.contains("waits for input"), "the game ended before the steps ran out: \(why)")
    case .closed: Issue.record("Holes does not close itself without input")
    }
  }
}
