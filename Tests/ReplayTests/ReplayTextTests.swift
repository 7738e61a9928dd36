import Drawing
import Testing

@testable import ArcadeKit
@testable import Replays

/// The replay text format: everything a replay can hold reads back as it was written, and the
/// text of a small replay is pinned so a change to the format is noticed.
@Suite struct ReplayTextTests {
  /// Every named key the format writes by name.
  static let namedKeys: [Key] = [
    .up, .down, .left, .right, .enter, .escape, .tab, .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown,
  ]

  /// Keys of every kind: characters (upper case, `,`, `#`, space, non-ASCII, emoji of several
  /// scalars), control chords, function keys and every named key.
  static let keys: [Key] =
    [
      .character("a"), .character("W"), .character("Z"), .character(","), .character("#"), .character(" "),
      .character("é"), .character("e\u{301}"), .character("ß"), .character("中"), .character("😀"),
      .character("👍🏽"), .character("👨‍👩‍👧"), .character("🇫🇷"), .character("~"), .character("|"),
      .control("a"), .control("s"), .control("z"), .control("é"), .control("["),
      .function(1), .function(12), .function(13), .function(20), .function(64),
    ] + namedKeys

  /// Inputs of every kind the format records.
  static var everyEvent: [InputEvent] {
    var events = keys.map(InputEvent.key)
    events += [
      .keyRelease(.up), .keyRelease(.character("w")), .keyRelease(.character("😀")), .keyRelease(.function(20)),
    ]
    events += [.keyReleasesReported(true), .keyReleasesReported(false)]
    events += [
      .mouse(MouseEvent(.press, x: 0, y: 0, screen: Size(width: 80, height: 24))),
      .mouse(MouseEvent(.drag, x: 79, y: 23, screen: Size(width: 80, height: 24))),
      .mouse(MouseEvent(.release, x: 10, y: 5, screen: Size(width: 120, height: 40))),
      .mouse(MouseEvent(.scrollUp, x: 3, y: 4, screen: Size(width: 40, height: 12))),
      .mouse(MouseEvent(.scrollDown, x: 99_999, y: 99_999, screen: Size(width: 100_000, height: 100_000))),
    ]
    events += [.resize(Size(width: 100, height: 30)), .resize(Size(width: 1, height: 1)), .resumed]
    return events
  }

  /// A replay with everything in it: every input, options whose values have spaces, key lines,
  /// two levels with blank lines, a score.
  static func fullReplay(ending: Replay.Ending) -> Replay {
    let header = ReplayHeader(
      game: "maze", board: "maze/maze-0123456789abcdef", rulesVersion: 3, arcadeVersion: "0.1.0-dev", seed: UInt64.max,
      levels: [
        ReplayLevel(identity: "maze-0123456789abcdef", text: "name = First\n\nmap:\n#####\n#S.G#\n#####\n\n"),
        ReplayLevel(identity: "maze-fedcba9876543210", text: "|starts with a bar\n  two spaces\n\n\nlast\n"),
      ],
      startIndex: 1,
      options: [
        ReplayOption("label", "level 3 of 6"), ReplayOption("note", "a = b, c  d"), ReplayOption("players", "2"),
      ],
      keys: ["layout = azerty", "maze.tilt-up = i, up", "maze.level = ,"])
    let events = everyEvent.enumerated().map { index, event in ReplayEvent(step: index / 3 * 7, event) }
    return Replay(header: header, events: events, steps: events.last!.step + 5, ending: ending, score: -42)
  }

  @Test(arguments: [Replay.Ending.finished, .left])
  func everythingReadsBackAsWritten(ending: Replay.Ending) throws {
    let replay = Self.fullReplay(ending: ending)
    let text = ReplayText.encode(replay)
    let decoded = try ReplayText.decode(text: text, source: "full.replay")
    #expect(decoded == replay)
    #expect(decoded.header == replay.header)
    #expect(decoded.events == replay.events)
    #expect(ReplayText.encode(decoded) == text, "writing again gives the same text")
  }

  @Test func everyInputReadsBackOnItsOwn() throws {
    let header = ReplayHeader(game: "balls", board: "balls", rulesVersion: 1, seed: 0)
    for event in Self.everyEvent {
      let replay = Replay(header: header, events: [ReplayEvent(step: 0, event)], steps: 0)
      let text = ReplayText.encode(replay)
      let decoded = try ReplayText.decode(text: text, source: "one.replay")
      #expect(
        decoded.events.first?.event == event, "\(event) as `\(text.split(separator: "\n").dropLast().last ?? "")`")
    }
  }

  @Test func aReplayWithoutScoreLevelsOrArcadeVersionReadsBack() throws {
    let replay = Replay(
      header: ReplayHeader(game: "balls", board: "balls", rulesVersion: 1, seed: 7), events: [], steps: 0,
      ending: .finished,
      score: nil)
    let text = ReplayText.encode(replay)
    #expect(text.contains("arcade unknown\n"))
    #expect(!text.contains("score"))
    #expect(try ReplayText.decode(text: text, source: "x") == replay)
  }

  @Test func optionValuesReadBackAsWrittenEvenEmptyOrSpaced() throws {
    let options = [
      ReplayOption("label", ""), ReplayOption("note", " leading space"), ReplayOption("trail", "space "),
      ReplayOption("eq", "a=b"), ReplayOption("unicode", "niveau 3 — été"),
    ]
    let replay = Replay(
      header: ReplayHeader(game: "maze", board: "maze", rulesVersion: 1, seed: 1, options: options), events: [],
      steps: 0)
    let decoded = try ReplayText.decode(text: ReplayText.encode(replay), source: "options.replay")
    #expect(decoded.header.options == options)
  }

  @Test func keysAreWrittenAsTheFormatSays() {
    #expect(ReplayEventText.encode(.key(.character("W"))) == "key c:W")
    #expect(ReplayEventText.encode(.key(.character(","))) == "key c:,")
    #expect(ReplayEventText.encode(.key(.character("#"))) == "key c:#")
    #expect(ReplayEventText.encode(.key(.character(" "))) == "key space")
    #expect(ReplayEventText.encode(.key(.character("é"))) == "key u:E9")
    #expect(ReplayEventText.encode(.key(.character("👍🏽"))) == "key u:1F44D+1F3FD")
    #expect(ReplayEventText.encode(.key(.control("s"))) == "key ctrl-s")
    #expect(ReplayEventText.encode(.key(.function(20))) == "key f20")
    #expect(ReplayEventText.encode(.key(.pageDown)) == "key pagedown")
    #expect(ReplayEventText.encode(.key(.backTab)) == "key backtab")
    #expect(ReplayEventText.encode(.key(.escape)) == "key esc")
    #expect(ReplayEventText.encode(.keyRelease(.up)) == "release up")
    #expect(ReplayEventText.encode(.keyReleasesReported(false)) == "releases off")
    #expect(
      ReplayEventText.encode(.mouse(MouseEvent(.scrollDown, x: 1, y: 2, screen: Size(width: 3, height: 4))))
        == "mouse scroll-down 1 2 3 4")
    #expect(ReplayEventText.encode(.resize(Size(width: 100, height: 30))) == "resize 100 30")
    #expect(ReplayEventText.encode(.resumed) == "resumed")
  }

  // MARK: - The format, pinned

  /// A small replay as the format writes it today. A change here breaks every replay already
  /// shared and kept with scores: bump `ReplayText.formatVersion` instead.
  static let pinnedText = """
    arcade-replay 1
    game maze
    board maze/maze-0123456789abcdef
    rules 1
    arcade 0.1.0
    seed 42
    start 0
    option label 3/6
    keys maze.tilt-up = i, up
    level maze-0123456789abcdef
    | name = First steps
    |
    | #S.G#
    score 12345
    ending finished
    steps 740
    events 5
    0 key up
    12 key c:W
    12 release up
    35 mouse press 10 5 80 24
    740 resize 100 30
    end

    """

  static let pinnedReplay = Replay(
    header: ReplayHeader(
      game: "maze", board: "maze/maze-0123456789abcdef", rulesVersion: 1, arcadeVersion: "0.1.0", seed: 42,
      levels: [ReplayLevel(identity: "maze-0123456789abcdef", text: "name = First steps\n\n#S.G#\n")],
      options: [ReplayOption("label", "3/6")], keys: ["maze.tilt-up = i, up"]),
    events: [
      ReplayEvent(step: 0, .key(.up)), ReplayEvent(step: 12, .key(.character("W"))),
      ReplayEvent(step: 12, .keyRelease(.up)),
      ReplayEvent(step: 35, .mouse(MouseEvent(.press, x: 10, y: 5, screen: Size(width: 80, height: 24)))),
      ReplayEvent(step: 740, .resize(Size(width: 100, height: 30))),
    ],
    steps: 740, ending: .finished, score: 12345)

  @Test func aSmallReplayIsWrittenExactlyAsPinned() throws {
    #expect(ReplayText.encode(Self.pinnedReplay) == Self.pinnedText)
    #expect(try ReplayText.decode(text: Self.pinnedText, source: "pinned.replay") == Self.pinnedReplay)
  }

  @Test func windowsLineEndingsReadTheSame() throws {
    let crlf = Self.pinnedText.replacing("\n", with: "\r\n")
    #expect(try ReplayText.decode(text: crlf, source: "crlf.replay") == Self.pinnedReplay)
  }

  @Test func aMissingFinalNewlineReadsTheSame() throws {
    #expect(try ReplayText.decode(text: String(Self.pinnedText.dropLast()), source: "x") == Self.pinnedReplay)
  }
}
