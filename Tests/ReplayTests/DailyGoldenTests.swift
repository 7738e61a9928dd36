import ArcadeKit
import Launcher
import TestSupport
import Testing

/// The daily challenge's levels of three fixed days, pinned as their canonical text: a change
/// of a generator or of the derivation (which would change past days' levels, and so every day
/// board's meaning) fails here. Every day's level of every game is playable: each game starts
/// its run.
@Suite struct DailyGoldenTests {
  static let registry = ReplayFixtures.registry

  static func texts(on date: String) throws -> [String: String] {
    let challenge = DailyChallenge(date: try #require(DailyDate(date)), registry: registry)
    return Dictionary(uniqueKeysWithValues: challenge.games.map { ($0.entry.id, $0.level.canonicalText) })
  }

  @Test func everyGameHasALevelOfTheDayAndItStarts() throws {
    let challenge = DailyChallenge(date: try #require(DailyDate("2026-11-25")), registry: Self.registry)
    // Every registered game has a level generator and replays, so every one has a daily level.
    #expect(challenge.games.map(\.entry.id) == Self.registry.ids)
    for game in challenge.games {
      #expect(throws: Never.self, "\(game.entry.id)") { _ = try game.scene(keyBindings: KeyBindings()) }
    }
  }

  @Test func theLevelsOfThreeDaysArePinned() throws {
    let recorded = """
      == 2026-11-25 balls
      game: balls
      name: Daily 2026-11-25
      balls: 28
      target: 17

      == 2026-11-25 paddles
      game: paddles
      name: Daily 2026-11-25
      paddle-width: 48
      puck-speed: 2.1
      obstacle: 72 144 48 24
      obstacle: 200 312 48 24

      == 2026-11-25 maze
      game: maze
      name: Daily 2026-11-25
      par: 24
      map:
      ###############
      #...........#.#
      #.###.#####.#.#
      #.#...#..G#.#.#
      #.#.###.#.#.#.#
      #.#...#.#.#.#.#
      #D###.#.#.#.#.#
      #...#.#...#...#
      #.###.#.#####.#
      #.#...#.....#.#
      #.#.#######.#.#
      #S#.......#...#
      ###############

      == 2026-11-25 holes
      game: holes
      name: Daily 2026-11-25
      rotation: -0.00088
      balls: 5
      start: 0.04 0.95
      flag: 1 0
      hole: 0.79 0.2 16
      hole: 0.67 0.34 21
      hole: 0.42 0.5 23

      == 2026-11-25 lander
      game: lander
      name: Daily 2026-11-25
      start: 249 19
      velocity: -11 0
      point: 0 170
      point: 44 118
      point: 82 84
      point: 122 112
      point: 160 107
      point: 198 101
      point: 221 104
      point: 239 104
      point: 247 153
      point: 278 135
      point: 320 72
      pad: 221 239 4

      == 2026-11-25 portals
      game: portals
      name: Daily 2026-11-25
      red: 285 169
      cyan: 17 182
      drain: 2.6
      spawn: 2.3

      == 2027-01-01 balls
      game: balls
      name: Daily 2027-01-01
      balls: 22
      target: 9

      == 2027-01-01 paddles
      game: paddles
      name: Daily 2027-01-01
      win-score: 5
      paddle-width: 80
      obstacle: 240 184 72 16
      obstacle: 8 280 72 16
      obstacle: 160 160 72 16
      obstacle: 88 304 72 16

      == 2027-01-01 maze
      game: maze
      name: Daily 2027-01-01
      par: 25
      map:
      ###########
      #S..#.....#
      ###.#.#.#.#
      #G#...#.#.#
      #.###.#.#.#
      #...#.#.#.#
      ###.###.###
      #.#...#...#
      #.###.#.#.#
      #..D..#.#.#
      #.#####.#.#
      #.........#
      ###########

      == 2027-01-01 holes
      game: holes
      name: Daily 2027-01-01
      rotation: -0.00122
      balls: 5
      start: 0.96 0.05
      flag: 0 1
      hole: 0.81 0.52 32
      hole: 0.14 0.14 25
      hole: 0.67 0.17 19

      == 2027-01-01 lander
      game: lander
      name: Daily 2027-01-01
      gravity: 2.2
      fuel: 1000
      start: 41 15
      velocity: 17 0
      point: 0 105
      point: 26 111
      point: 48 111
      point: 57 126
      point: 88 139
      point: 114 180
      point: 135 112
      point: 174 121
      point: 188 121
      point: 196 115
      point: 238 146
      point: 255 104
      point: 269 104
      point: 281 120
      point: 320 121
      pad: 26 48 3
      pad: 174 188 5
      pad: 255 269 5

      == 2027-01-01 portals
      game: portals
      name: Daily 2027-01-01
      red: 284 105
      cyan: 29 182
      yellow: 288 46
      magenta: 35 96
      drain: 3.1
      spawn: 1.9
      power: 70

      == 2030-06-15 balls
      game: balls
      name: Daily 2030-06-15
      balls: 25
      target: 19

      == 2030-06-15 paddles
      game: paddles
      name: Daily 2030-06-15
      win-score: 5
      puck-size: 18
      paddle-width: 80
      puck-speed: 2.2
      obstacle: 136 168 80 16
      obstacle: 104 296 80 16
      obstacle: 216 144 80 24
      obstacle: 24 312 80 24

      == 2030-06-15 maze
      game: maze
      name: Daily 2030-06-15
      par: 24
      map:
      #################
      #.#.....#......S#
      #.#.#.#.#.#####.#
      #...#.#.#...#...#
      #.###.#.###.#.###
      #...#.#...#.#...#
      #####.###.###.#.#
      #.....#...<.....#
      #.#.###########.#
      #.#.#G..#.#...#.#
      #.#####.#.#.#.#.#
      #.......#...#...#
      #################

      == 2030-06-15 holes
      game: holes
      name: Daily 2030-06-15
      rotation: 0.00098
      balls: 5
      hole: 0.82 0.73 30
      hole: 0.55 0.22 26
      hole: 0.87 0.19 20
      hole: 0.19 0.41 27
      wall: 0.45 0.62 0.02 0.38
      wall: 0.27 0 0.02 0.29

      == 2030-06-15 lander
      game: lander
      name: Daily 2030-06-15
      start: 240 28
      velocity: -8 0
      point: 0 128
      point: 25 121
      point: 37 121
      point: 45 182
      point: 73 143
      point: 111 152
      point: 138 134
      point: 167 79
      point: 207 98
      point: 252 64
      point: 292 78
      point: 320 97
      pad: 25 37 5

      == 2030-06-15 portals
      game: portals
      name: Daily 2030-06-15
      red: 296 110
      cyan: 291 172
      yellow: 38 20
      drain: 4.9
      spawn: 1.6
      power: 90

      """
    var lines: [String] = []
    for date in ["2026-11-25", "2027-01-01", "2030-06-15"] {
      let texts = try Self.texts(on: date)
      for game in ["balls", "paddles", "maze", "holes", "lander", "portals"] {
        lines.append("== \(date) \(game)")
        lines += (texts[game] ?? "missing").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
    }
    let problem = TextSnapshot.difference(lines: lines, recorded)
    #expect(problem == nil, "\(problem ?? "")")
  }
}
