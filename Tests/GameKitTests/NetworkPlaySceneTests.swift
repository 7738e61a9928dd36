import ArcadeKit
import DotGame
import Drawing
import GameKit
import Levels
import NetPlay
import Replays
import TestSupport
import Testing

/// The kit's network context, measured by a second network game: Dot Duel (`DotDuel`), written
/// as nothing but a `NetworkPlayableGame`, is hosted, joined, played in lockstep to one end on
/// both arcades, scored on its network board and replayed side by side, by `PlayScene` alone.
@Suite struct NetworkPlaySceneTests {
  static let level = DotLevel(name: "Lane", width: 12, height: 2, goalX: 8, goalY: 1)

  /// A host and a joiner of a race on `level`, on a network with `conditions`.
  static func pair(conditions: NetConditions = NetConditions(delay: 0.02)) throws -> NetworkMatchPair<DotDuel> {
    NetworkMatchPair(
      host: try PlayScene<DotDuel>.host(
        level: level, seed: 5, options: .standard, keyBindings: KeyBindings(), port: 0, matchID: 1),
      joiner: PlayScene<DotDuel>.join(host: "127.0.0.1", port: NetProtocol.defaultPort, keyBindings: KeyBindings()),
      network: InMemoryNetwork(conditions: conditions, seed: 5))
  }

  /// The host presses twice as often as the joiner until both see the race won.
  static func race(_ pair: inout NetworkMatchPair<DotDuel>) {
    pair.run(seconds: 3) {
      $0.host.network?.session.isUnderway == true && $0.joiner.network?.session.isUnderway == true
    }
    for press in 0..<40 where pair.submitted[0].isEmpty || pair.submitted[1].isEmpty {
      pair.press(.right, side: 0)
      if press.isMultiple(of: 2) { pair.press(.right, side: 1) }
      pair.run(seconds: 0.1)
    }
    pair.run(seconds: 5) { !$0.submitted[0].isEmpty && !$0.submitted[1].isEmpty }
  }

  @Test(arguments: [NetConditions(delay: 0.02), NetConditions(delay: 0.075, jitter: 0.02, loss: 0.1)])
  func aRaceEndsAlikeOnBothSidesAndEachKeepsItsResultOnTheNetworkBoard(conditions: NetConditions) throws {
    var pair = try Self.pair(conditions: conditions)
    Self.race(&pair)
    let host = try #require(pair.submitted[0].first)
    let joiner = try #require(pair.submitted[1].first)
    #expect(pair.submitted.map(\.count) == [1, 1], "one result a side")
    #expect(pair.host.game.columns == pair.joiner.game.columns, "both arcades played the same race")
    #expect(host.detail == "won" && joiner.detail == "lost", "the host pressed twice as often")
    #expect(host.score > 0 && host.score == -joiner.score)
    #expect(host.recordsEveryResult && joiner.recordsEveryResult, "a loss is kept too")
    #expect(host.board == "dotduel/\(Self.level.identity)" && joiner.board == host.board)
    #expect(pair.host.network?.session.hasEnded == true && pair.joiner.network?.session.hasEnded == true)
    #expect(pair.joiner.levels == [Self.level], "the joiner plays the host's level")
  }

  @Test func eachSidesReplayNamesItsSideAndPlaysTheRaceAgainToItsScore() throws {
    var pair = try Self.pair()
    Self.race(&pair)
    for (side, name) in [(0, "host"), (1, "joiner")] {
      let submission = try #require(pair.submitted[side].first)
      let recorded = try #require(submission.replay)
      #expect(recorded.header.option("network") == name)
      #expect(recorded.header.rulesVersion == DotDuel.networkRulesVersion)
      let text = ReplayText.encode(recorded)
      #expect(!text.contains("127.0.0.1"), "a replay keeps no address")
      let replay = try ReplayText.decode(text: text, source: "race.replay")
      var player = AnyReplayPlayer(replay: replay, scene: AnyScene(try PlayScene<DotDuel>.replaying(replay.header)))
      #expect(player.playToEnd() == .finished)
      #expect(player.finalScore == submission.score)
      #expect((player.scene.base as? PlayScene<DotDuel>)?.game.columns == pair.host.game.columns)
    }
  }

  @Test func theKitDrawsWhereTheConnectionIsAndTheGameItsOwnField() throws {
    var host = try PlayScene<DotDuel>.host(
      level: Self.level, seed: 5, options: .standard, keyBindings: KeyBindings(), port: 4321)
    _ = host.step()
    _ = host.handle(.effect(.network(.listening(port: 4321, addresses: ["192.168.1.5"]))))
    var canvas = Canvas(size: Size(width: 40, height: 12), capabilities: .minimal)
    host.render(into: &canvas)
    #expect(
      canvas.lines().prefix(8).map { $0.trimmingTrailingSpaces() } == [
        "host 0  joiner 0  to 8", "? keys * Esc leave", "Hosting Dot Duel", "Waiting for an opponent...", "",
        "They join with:", "arcade join 192.168.1.5:4321", "",
      ])
    #expect(!host.isAnimating, "the hosting screen sleeps")
    #expect(host.hasGameInProgress == false && host.pausesWhenInterrupted == false)
  }

  @Test func aHeaderOfANetworkSideIsRefusedWhereItCannotBePlayed() throws {
    var header = ReplayHeader(
      game: DotDuel.id, board: "dotduel/x", rulesVersion: DotDuel.networkRulesVersion, seed: 1,
      levels: [ReplayLevel(identity: Self.level.identity.description, text: Self.level.canonicalText)],
      options: [ReplayOption("network", "sideways")], keys: [])
    #expect(throws: ReplayHeaderError.self) { try PlayScene<DotDuel>.replaying(header) }
    // A game with no network play refuses a network side's header by name.
    header.game = DotGame.id
    header.options = [ReplayOption("network", "host")]
    let error = #expect(throws: ReplayHeaderError.self) { try PlayScene<DotGame>(replaying: header) }
    #expect("\(error.map { "\($0)" } ?? "")".contains("network match"))
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
