import ArcadeKit
import Launcher
import PaddlesGame
import Replays
import Testing

/// Wins kept from before Paddles' rules 2, recorded by the arcade of commit 1a12c72 (rules 1)
/// against the easy computer, first to 1: one played with the mouse, one with key presses in
/// tmux (no key releases, so the first rules' gliding key drive moved the paddle). They still
/// replay to their scores under their own rules, and would not under today's.
@Suite struct PaddlesRules1ReplayTests {
  static let registry = GameRegistry([PaddlesGame.entry(levels: .live)])

  static let mouseWin = """
    arcade-replay 1
    game paddles
    board paddles
    rules 1
    arcade 0.1.0
    seed 3
    start 0
    option players 1
    option difficulty easy
    option win-score 1
    level paddles-c928e99c9fedaa17
    | game: paddles
    | name: Classic
    score 1
    ending finished
    steps 1036
    events 302
    0 releases off
    0 key space
    11 mouse press 18 11 80 24
    12 mouse drag 18 6 80 24
    15 mouse drag 18 6 80 24
    18 mouse drag 18 6 80 24
    22 mouse drag 18 6 80 24
    25 mouse drag 18 6 80 24
    28 mouse drag 18 6 80 24
    32 mouse drag 18 6 80 24
    35 mouse drag 18 6 80 24
    38 mouse drag 18 4 80 24
    42 mouse drag 18 4 80 24
    45 mouse drag 18 4 80 24
    48 mouse drag 18 4 80 24
    52 mouse drag 18 3 80 24
    55 mouse drag 18 2 80 24
    58 mouse drag 18 2 80 24
    62 mouse drag 18 2 80 24
    65 mouse drag 18 2 80 24
    68 mouse drag 18 4 80 24
    72 mouse drag 18 4 80 24
    75 mouse drag 18 4 80 24
    78 mouse drag 18 4 80 24
    82 mouse drag 18 5 80 24
    85 mouse drag 18 6 80 24
    88 mouse drag 18 6 80 24
    92 mouse drag 18 6 80 24
    95 mouse drag 18 6 80 24
    98 mouse drag 18 8 80 24
    101 mouse drag 18 8 80 24
    105 mouse drag 18 8 80 24
    108 mouse drag 18 8 80 24
    111 mouse drag 18 8 80 24
    115 mouse drag 18 8 80 24
    118 mouse drag 18 8 80 24
    121 mouse drag 18 8 80 24
    125 mouse drag 18 8 80 24
    128 mouse drag 18 7 80 24
    131 mouse drag 18 6 80 24
    135 mouse drag 18 6 80 24
    138 mouse drag 18 6 80 24
    141 mouse drag 18 6 80 24
    145 mouse drag 18 6 80 24
    148 mouse drag 18 6 80 24
    152 mouse drag 18 6 80 24
    155 mouse drag 18 6 80 24
    158 mouse drag 18 6 80 24
    162 mouse drag 18 5 80 24
    165 mouse drag 18 4 80 24
    168 mouse drag 18 4 80 24
    172 mouse drag 18 4 80 24
    175 mouse drag 18 4 80 24
    179 mouse drag 18 4 80 24
    182 mouse drag 18 4 80 24
    185 mouse drag 18 4 80 24
    189 mouse drag 18 4 80 24
    193 mouse drag 18 3 80 24
    196 mouse drag 18 2 80 24
    199 mouse drag 18 2 80 24
    203 mouse drag 18 2 80 24
    206 mouse drag 18 2 80 24
    209 mouse drag 18 2 80 24
    213 mouse drag 18 2 80 24
    217 mouse drag 18 2 80 24
    221 mouse drag 18 2 80 24
    225 mouse drag 18 3 80 24
    228 mouse drag 18 4 80 24
    232 mouse drag 18 3 80 24
    236 mouse drag 18 3 80 24
    239 mouse drag 18 2 80 24
    243 mouse drag 18 2 80 24
    246 mouse drag 18 2 80 24
    250 mouse drag 18 2 80 24
    254 mouse drag 18 2 80 24
    257 mouse drag 18 2 80 24
    261 mouse drag 18 2 80 24
    265 mouse drag 18 2 80 24
    269 mouse drag 18 2 80 24
    273 mouse drag 18 2 80 24
    277 mouse drag 18 2 80 24
    280 mouse drag 18 2 80 24
    284 mouse drag 18 2 80 24
    287 mouse drag 18 3 80 24
    291 mouse drag 18 4 80 24
    295 mouse drag 18 4 80 24
    298 mouse drag 18 4 80 24
    302 mouse drag 18 4 80 24
    305 mouse drag 18 4 80 24
    309 mouse drag 18 4 80 24
    313 mouse drag 18 4 80 24
    316 mouse drag 18 4 80 24
    320 mouse drag 18 4 80 24
    323 mouse drag 18 4 80 24
    327 mouse drag 18 4 80 24
    330 mouse drag 18 4 80 24
    334 mouse drag 18 4 80 24
    337 mouse drag 18 4 80 24
    341 mouse drag 18 3 80 24
    344 mouse drag 18 2 80 24
    348 mouse drag 18 2 80 24
    351 mouse drag 18 3 80 24
    355 mouse drag 18 4 80 24
    358 mouse drag 18 4 80 24
    362 mouse drag 18 4 80 24
    365 mouse drag 18 6 80 24
    369 mouse drag 18 6 80 24
    372 mouse drag 18 6 80 24
    376 mouse drag 18 7 80 24
    379 mouse drag 18 8 80 24
    382 mouse drag 18 8 80 24
    386 mouse drag 18 8 80 24
    389 mouse drag 18 10 80 24
    393 mouse drag 18 10 80 24
    396 mouse drag 18 10 80 24
    399 mouse drag 18 11 80 24
    403 mouse drag 18 12 80 24
    406 mouse drag 18 12 80 24
    410 mouse drag 18 12 80 24
    413 mouse drag 18 14 80 24
    417 mouse drag 18 14 80 24
    420 mouse drag 18 14 80 24
    424 mouse drag 18 14 80 24
    427 mouse drag 18 14 80 24
    431 mouse drag 18 14 80 24
    434 mouse drag 18 14 80 24
    437 mouse drag 18 14 80 24
    441 mouse drag 18 14 80 24
    444 mouse drag 18 14 80 24
    448 mouse drag 18 14 80 24
    451 mouse drag 18 14 80 24
    455 mouse drag 18 14 80 24
    458 mouse drag 18 14 80 24
    462 mouse drag 18 13 80 24
    465 mouse drag 18 13 80 24
    468 mouse drag 18 13 80 24
    472 mouse drag 18 12 80 24
    475 mouse drag 18 12 80 24
    479 mouse drag 18 12 80 24
    482 mouse drag 18 12 80 24
    486 mouse drag 18 12 80 24
    489 mouse drag 18 12 80 24
    493 mouse drag 18 12 80 24
    496 mouse drag 18 12 80 24
    499 mouse drag 18 12 80 24
    503 mouse drag 18 12 80 24
    506 mouse drag 18 13 80 24
    510 mouse drag 18 13 80 24
    513 mouse drag 18 14 80 24
    516 mouse drag 18 14 80 24
    520 mouse drag 18 14 80 24
    523 mouse drag 18 14 80 24
    527 mouse drag 18 14 80 24
    531 mouse drag 18 14 80 24
    535 mouse drag 18 14 80 24
    538 mouse drag 18 14 80 24
    542 mouse drag 18 14 80 24
    545 mouse drag 18 14 80 24
    549 mouse drag 18 14 80 24
    552 mouse drag 18 14 80 24
    556 mouse drag 18 14 80 24
    560 mouse drag 18 14 80 24
    563 mouse drag 18 15 80 24
    566 mouse drag 18 16 80 24
    570 mouse drag 18 16 80 24
    573 mouse drag 18 16 80 24
    576 mouse drag 18 16 80 24
    580 mouse drag 18 16 80 24
    583 mouse drag 18 17 80 24
    587 mouse drag 18 18 80 24
    590 mouse drag 18 18 80 24
    594 mouse drag 18 18 80 24
    597 mouse drag 18 18 80 24
    601 mouse drag 18 18 80 24
    604 mouse drag 18 20 80 24
    607 mouse drag 18 20 80 24
    611 mouse drag 18 20 80 24
    614 mouse drag 18 20 80 24
    618 mouse drag 18 20 80 24
    621 mouse drag 18 21 80 24
    625 mouse drag 18 22 80 24
    628 mouse drag 18 22 80 24
    631 mouse drag 18 22 80 24
    635 mouse drag 18 22 80 24
    638 mouse drag 18 20 80 24
    642 mouse drag 18 20 80 24
    645 mouse drag 18 20 80 24
    649 mouse drag 18 20 80 24
    652 mouse drag 18 20 80 24
    655 mouse drag 18 18 80 24
    659 mouse drag 18 18 80 24
    662 mouse drag 18 18 80 24
    665 mouse drag 18 18 80 24
    668 mouse drag 18 18 80 24
    672 mouse drag 18 16 80 24
    675 mouse drag 18 16 80 24
    678 mouse drag 18 16 80 24
    682 mouse drag 18 16 80 24
    685 mouse drag 18 17 80 24
    689 mouse drag 18 18 80 24
    692 mouse drag 18 18 80 24
    695 mouse drag 18 18 80 24
    699 mouse drag 18 18 80 24
    702 mouse drag 18 18 80 24
    705 mouse drag 18 18 80 24
    709 mouse drag 18 18 80 24
    712 mouse drag 18 18 80 24
    716 mouse drag 18 19 80 24
    719 mouse drag 18 20 80 24
    722 mouse drag 18 20 80 24
    726 mouse drag 18 20 80 24
    729 mouse drag 18 20 80 24
    733 mouse drag 18 20 80 24
    736 mouse drag 18 18 80 24
    739 mouse drag 18 18 80 24
    742 mouse drag 18 18 80 24
    746 mouse drag 18 18 80 24
    749 mouse drag 18 18 80 24
    752 mouse drag 18 17 80 24
    756 mouse drag 18 16 80 24
    759 mouse drag 18 16 80 24
    762 mouse drag 18 16 80 24
    766 mouse drag 18 16 80 24
    769 mouse drag 18 15 80 24
    772 mouse drag 18 14 80 24
    776 mouse drag 18 14 80 24
    779 mouse drag 18 15 80 24
    782 mouse drag 18 16 80 24
    786 mouse drag 18 16 80 24
    789 mouse drag 18 16 80 24
    792 mouse drag 18 16 80 24
    796 mouse drag 18 16 80 24
    799 mouse drag 18 18 80 24
    802 mouse drag 18 18 80 24
    805 mouse drag 18 18 80 24
    809 mouse drag 18 18 80 24
    812 mouse drag 18 18 80 24
    816 mouse drag 18 19 80 24
    819 mouse drag 18 18 80 24
    822 mouse drag 18 18 80 24
    826 mouse drag 18 18 80 24
    829 mouse drag 18 16 80 24
    832 mouse drag 18 16 80 24
    836 mouse drag 18 14 80 24
    839 mouse drag 18 14 80 24
    843 mouse drag 18 12 80 24
    846 mouse drag 18 12 80 24
    850 mouse drag 18 11 80 24
    853 mouse drag 18 10 80 24
    857 mouse drag 18 10 80 24
    860 mouse drag 18 8 80 24
    863 mouse drag 18 8 80 24
    867 mouse drag 18 6 80 24
    870 mouse drag 18 6 80 24
    874 mouse drag 18 4 80 24
    877 mouse drag 18 3 80 24
    880 mouse drag 18 2 80 24
    884 mouse drag 18 4 80 24
    887 mouse drag 18 4 80 24
    891 mouse drag 18 5 80 24
    894 mouse drag 18 6 80 24
    898 mouse drag 18 6 80 24
    901 mouse drag 18 6 80 24
    904 mouse drag 18 6 80 24
    908 mouse drag 18 6 80 24
    911 mouse drag 18 6 80 24
    915 mouse drag 18 6 80 24
    918 mouse drag 18 6 80 24
    922 mouse drag 18 6 80 24
    925 mouse drag 18 6 80 24
    928 mouse drag 18 6 80 24
    932 mouse drag 18 6 80 24
    935 mouse drag 18 5 80 24
    938 mouse drag 18 4 80 24
    942 mouse drag 18 4 80 24
    945 mouse drag 18 4 80 24
    948 mouse drag 18 4 80 24
    952 mouse drag 18 2 80 24
    955 mouse drag 18 2 80 24
    959 mouse drag 18 2 80 24
    962 mouse drag 18 2 80 24
    965 mouse drag 18 3 80 24
    969 mouse drag 18 2 80 24
    972 mouse drag 18 4 80 24
    975 mouse drag 18 6 80 24
    979 mouse drag 18 8 80 24
    982 mouse drag 18 8 80 24
    986 mouse drag 18 10 80 24
    989 mouse drag 18 12 80 24
    993 mouse drag 18 14 80 24
    996 mouse drag 18 15 80 24
    999 mouse drag 18 16 80 24
    1003 mouse drag 18 16 80 24
    1006 mouse drag 18 18 80 24
    1010 mouse drag 18 18 80 24
    1013 mouse drag 18 18 80 24
    1016 mouse drag 18 20 80 24
    1020 mouse drag 18 20 80 24
    1023 mouse drag 18 20 80 24
    1027 mouse drag 18 22 80 24
    1030 mouse drag 18 22 80 24
    1033 mouse drag 18 22 80 24
    end
    """

  static let keysWin = """
    arcade-replay 1
    game paddles
    board paddles
    rules 1
    arcade 0.1.0
    seed 2
    start 0
    option players 1
    option difficulty easy
    option win-score 1
    level paddles-c928e99c9fedaa17
    | game: paddles
    | name: Classic
    score 1
    ending finished
    steps 975
    events 50
    0 releases off
    0 key space
    0 key down
    30 key up
    45 key down
    53 key down
    68 key down
    76 key down
    91 key down
    224 key up
    254 key down
    269 key up
    314 key down
    336 key up
    381 key down
    403 key up
    486 key up
    501 key up
    523 key up
    531 key up
    546 key up
    584 key down
    644 key down
    688 key down
    704 key down
    726 key down
    741 key down
    756 key down
    764 key down
    809 key up
    817 key up
    824 key up
    832 key up
    839 key up
    847 key up
    855 key up
    862 key up
    877 key down
    885 key down
    893 key down
    900 key down
    908 key down
    916 key down
    923 key down
    931 key up
    938 key up
    946 key up
    954 key up
    961 key up
    969 key up
    end
    """

  /// The outcome and score of `text` played to its end, its rules version replaced by `rules` if given.
  static func replayed(_ text: String, asRules rules: Int? = nil) throws -> (ReplayOutcome?, Int?) {
    var replay = try ReplayText.decode(text: text, source: "rules 1")
    if let rules { replay.header.rulesVersion = rules }
    var player = try registry.player(for: replay)
    _ = player.playToEnd()
    return (player.outcome, player.finalScore)
  }

  @Test(arguments: [mouseWin, keysWin])
  func aRules1WinStillReplaysToItsScore(text: String) throws {
    #expect(try ReplayText.decode(text: text, source: "rules 1").header.rulesVersion == 1)
    let (outcome, score) = try Self.replayed(text)
    #expect(outcome == .finished)
    #expect(score == 1)
  }

  @Test(arguments: [mouseWin, keysWin])
  func underTodaysRulesTheSameInputsPlayOut(text: String) throws {
    let (outcome, score) = try Self.replayed(text, asRules: Paddles.rulesVersion)
    #expect(outcome != .finished || score != 1, "the first rules are needed to replay it")
  }
}
