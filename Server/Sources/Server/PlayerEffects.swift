import ArcadeKit
import FileSystem
import FoundationEssentials
import GameKit
import Launcher
import Replays
import Scores
import Synchronization

/// The effects of one player's session on the server: scores go to the shared board (ranked
/// once replayed), settings and the name go with the player's key, files are never written on
/// the server's disk. Blocking: the host calls it off the event loops.
public final class PlayerEffects: Sendable {
  /// Who plays.
  public let identity: PlayerIdentity
  private let scores: ServerScores
  private let launch: LaunchContext
  private let online: OnlinePlayers
  /// This player's connection.
  private let connection: Int
  /// The game another connection plays, recorded so far (the host reads it on that
  /// connection's loop), for this one to watch.
  private let liveGame: @Sendable (_ player: Int) -> Replay?
  /// The player as the board knows them (nil: a guest, or a key whose name is not chosen yet).
  private let account: Mutex<ServerPlayer?>
  /// The names nobody may choose (the operator's ban list).
  private let bans: BanFile
  /// Called when the player chooses a banned name: the host disconnects them.
  private let banned: @Sendable () -> Void

  /// Effects for `identity`, known to the board as `player` (when they have a name).
  public init(
    identity: PlayerIdentity, player: ServerPlayer?, scores: ServerScores, launch: LaunchContext,
    online: OnlinePlayers, connection: Int, liveGame: @escaping @Sendable (_ player: Int) -> Replay?,
    bans: BanFile = BanFile(), banned: @escaping @Sendable () -> Void = {}
  ) {
    self.bans = bans
    self.banned = banned
    self.identity = identity
    self.scores = scores
    self.launch = launch
    self.online = online
    self.connection = connection
    self.liveGame = liveGame
    account = Mutex(player)
  }

  /// The player's name, once chosen.
  public var player: ServerPlayer? { account.withLock { $0 } }

  /// The effects, as every host carries them out.
  public var client: SessionEffects {
    SessionEffects(
      writeFile: { [self] in write($0, $1) },
      submitScore: { [self] in submit($0) },
      keepScore: { [self] in _ = save($0) },
      saveSettings: { [self] in saveSettings(from: $0, to: $1) },
      handlers: handlers)
  }

  // MARK: - Scores

  /// The score flow, under the player's name (nobody is asked: the key says who played).
  private func submit(_ submission: ScoreSubmission) -> [Command] {
    guard !ScoreKeeper.keepsNothing(submission) else { return [] }
    var named = submission
    if let player { named.playerName = player.name }
    return [.push(ScoreFlowScene(submission: named))]
  }

  /// What a finished game's score means here: a signed-in player's name is offered (and
  /// saved under at once), a guest's score is not ranked.
  private func check(_ submission: ScoreSubmission) -> ScoreCheck {
    guard player != nil else { return ScoreCheck(.noStore(reason: notRanked)) }
    return ScoreCheck(.qualifies(offeredName: submission.playerName ?? ""))
  }

  /// Why this player's scores are not ranked.
  private var notRanked: String {
    identity == .guest ? PlayerIdentity.guestNotice : "Choose a name first (leave and connect again)."
  }

  /// Replays and ranks a finished game.
  private func save(_ submission: ScoreSubmission) -> ScoreSave {
    guard let player else { return ScoreSave(.failed(reason: notRanked)) }
    switch scores.rank(submission, by: player) {
    case .ranked(let board, let rank, let placed):
      let message =
        rank.map { "Replayed and verified: you ranked \(ScoreTable.ordinal($0))!" }
        ?? "Replayed and verified; the board shows each player's best run."
      let title = BoardOrder.shownTitle(placed.boardTitle, isBuiltIn: scores.registry.isBuiltIn(placed.board))
      return ScoreSave(.saved(ShownScoreBoard(title: title, board: board, highlightRank: rank, message: message)))
    case .refused(let reason):
      return ScoreSave(.failed(reason: "The server did not rank this run: \(reason)"))
    case .boardUnavailable:
      return ScoreSave(.failed(reason: BoardUnavailable.runNotRanked))
    }
  }

  private func replays(on board: String) -> [Replay] {
    let texts = (try? scores.board.replays(on: board)) ?? []
    return texts.enumerated().compactMap { index, text in
      try? ReplayText.decode(text: text, source: "the board: \(board) #\(index + 1)")
    }
  }

  // MARK: - Screens

  /// The Daily screen over the player's days (a guest's kept for the session only: their runs
  /// are not ranked anyway), with the player's keys (`setup`).
  private func daily(_ setup: GameSetup) -> any Scene {
    let now = scores.now().timeIntervalSince1970
    let log = player?.dailyLog.map { DailyLog(text: $0) } ?? DailyLog()
    let book = DailyBook(log: log, path: player == nil ? nil : Self.dailyLogPath)
    return DailyScene(
      registry: scores.registry, today: DailyDate(secondsSinceEpoch: now),
      secondsToNextDay: DailyDate.secondsToNextDay(from: now), book: book, keyBindings: setup.keyBindings)
  }

  /// The screens this player's menu opens: the games, their replays and attract mode (no best
  /// replays), the server's boards, the player's days, and who is on.
  private func registerScreens(in handlers: inout HostHandlers) {
    handlers.registerScreens(of: scores.registry)
    handlers.registerScreen(OpenScores.self) { [self] _, settings in highScores(global: settings.keys.global) }
    handlers.registerScreen(OpenDaily.self) { [self] request, _ in daily(request.setup) }
    handlers.registerScreen(OpenPlayers.self) { [self] _, settings in
      PlayersScene(players: online.listing, viewer: connection, registry: scores.registry, global: settings.keys.global)
    }
  }

  /// The "High scores" screen with every board of the server, back as the player bound it
  /// (`global`).
  private func highScores(global: KeyMap<GlobalAction>) -> any Scene {
    do {
      let boards = try scores.board.boards()
      let order = scores.registry.ids
      let registry = scores.registry
      let sorted = boards.sorted {
        BoardOrder.precedes($0.id, $0.title, $1.id, $1.title, gameOrder: order, isBuiltIn: registry.isBuiltIn)
      }
      let pages = try sorted.compactMap { found in
        try scores.board.board(found.id).map {
          let title = BoardOrder.shownTitle(found.title, isBuiltIn: registry.isBuiltIn(found.id))
          return HighScoresScene.Page(title: title, board: $0, boardID: found.id)
        }
      }
      return HighScoresScene(pages: pages, global: global)
    } catch {
      return HighScoresScene(pages: [], problem: BoardUnavailable.boardsUnreadable, global: global)
    }
  }

  // MARK: - Files

  /// The name the daily challenge writes its log under: kept with the player's key, not on disk.
  static let dailyLogPath = "daily-log"

  /// The daily log goes with the key; nothing else is written on the server's disk.
  private func write(_ path: String, _ contents: String) -> EffectResult {
    guard path == Self.dailyLogPath, let fingerprint = player?.fingerprint else {
      return .fileWriteFailed(path: path, message: "files are not written on the server; play locally to save one")
    }
    do {
      try scores.board.saveDailyLog(contents, for: fingerprint)
      account.withLock { $0?.dailyLog = contents }
      return .fileWritten(path: path)
    } catch {
      return .fileWriteFailed(path: path, message: BoardUnavailable.dailyLogNotKept)
    }
  }

  // MARK: - The player

  private func claim(_ name: String) -> ClaimName.Reply {
    guard let fingerprint = identity.fingerprint else { return .refused(reason: PlayerIdentity.guestNotice) }
    guard !bans.list.bans(name: name) else {
      banned()
      return .refused(reason: BanList.message)
    }
    do {
      guard let claimed = try scores.board.claim(name, for: fingerprint, at: scores.now()) else {
        return .refused(reason: "\(PlayerName.sanitize(name)) is another player's name; choose another.")
      }
      account.withLock { $0 = ServerPlayer(fingerprint: fingerprint, name: claimed) }
      return .claimed(claimed)
    } catch {
      return .refused(reason: BoardUnavailable.nameNotKept)
    }
  }

  /// The requests this player's screens ask: the score flow's, the server's own (a name, a game
  /// to watch), the Daily screen's clock and an editor's share; and the screens they open.
  private var handlers: HostHandlers {
    var handlers = HostHandlers()
    handlers.register(CheckScore.self) { [self] in check($0.submission) }
    handlers.register(SaveScore.self) { [self] in save($0.submission) }
    handlers.register(ClaimName.self) { [self] in claim($0.name) }
    handlers.register(ReadClock.self) { [scores] _ in scores.now().timeIntervalSince1970 }
    handlers.register(ShareLevel.self, ShareLevel.answer(formats: scores.registry.levelFormats))
    handlers.register(LoadReplays.self) { [self] in LoadReplays.Reply(board: $0.board, replays: replays(on: $0.board)) }
    handlers.register(FollowLive.self) { [self] asked in
      FollowLive.Reply(player: asked.player, replay: asked.player == connection ? nil : liveGame(asked.player))
    }
    registerScreens(in: &handlers)
    return handlers
  }

  /// Keeps the change of settings with the player's key (a guest's last for the session).
  private func saveSettings(from old: DisplaySettings, to new: DisplaySettings) -> String? {
    guard let fingerprint = identity.fingerprint, player != nil else { return nil }
    let path = "/settings"
    let files = FileSystemClient.inMemory(InMemoryFiles(files: player?.settings.map { [path: $0] } ?? [:]))
    let text: String
    do {
      try SettingsFile(path: path, fileSystem: files).save(from: old, to: new)
      text = String(decoding: try files.readFile(path, SettingsFile.sizeLimit), as: UTF8.self)
    } catch {
      return "\(error)"
    }
    do {
      try scores.board.saveSettings(text, for: fingerprint)
    } catch {
      return BoardUnavailable.settingsNotKept
    }
    account.withLock { $0?.settings = text }
    return nil
  }

  /// The settings a player keeps with their key, over the defaults.
  public static func settings(of player: ServerPlayer?, contexts: [KeyContext]) -> DisplaySettings {
    guard let text = player?.settings else { return DisplaySettings() }
    let files = FileSystemClient.inMemory(InMemoryFiles(files: ["/settings": text]))
    return SettingsFile(path: "/settings", fileSystem: files).load(contexts: contexts).settings
  }

  /// Why a screen is not here.
  struct Unavailable: Error, CustomStringConvertible {
    let what: String
    var description: String { what }
  }
}
