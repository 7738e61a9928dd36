import ArcadeKit
import FoundationEssentials
import Scores
import Synchronization

/// Carries finished games' scores to the store and shows the result: the launcher's half of
/// the score flow. Scenes never write files; they return `.submitScore`, and this does the rest.
///
/// A score of 0 or less (on a points board) is no high score and is skipped. A score that
/// makes its board first asks the player's name (the last name used, else
/// `$USER`), then shows the board with the new entry highlighted; one that does not shows where
/// it would have ranked. Store problems become a notice, never a lost game.
public final class ScoreKeeper: Sendable {
  private let store: ScoreStoreClient?
  /// The wall clock, for the dates of entries and quarantined files.
  private let now: @Sendable () -> Date
  private let unavailableReason: String?
  private let defaultName: String
  private let boardTitles: @Sendable () -> @Sendable (String) -> String
  private let gameOrder: [String]
  /// The arcade's version, written into the replays kept with scores.
  private let arcadeVersion: String
  private let warnings = Mutex<[String]>([])
  /// Scores not yet saved because another process held the store: retried before the next
  /// save and when the arcade closes, so a busy file never loses a game.
  private let unsaved = Mutex<[UnsavedScore]>([])

  /// A finished game's entry waiting for the store to be free.
  private struct UnsavedScore: Sendable {
    let entry: ScoreEntry
    let board: String
    let ordering: ScoreOrdering
  }

  /// Creates a keeper for `store` (nil with `unavailableReason` when there is none), dating
  /// entries with `now`.
  ///
  /// `boardTitles` makes the board-id-to-title function when the high-score screen opens, so
  /// the level files it reads for level names are read then, not at start-up.
  public init(
    store: ScoreStoreClient?, unavailableReason: String? = nil, defaultName: String, gameOrder: [String],
    arcadeVersion: String = "", now: @escaping @Sendable () -> Date = { Date() },
    boardTitles: @escaping @Sendable () -> @Sendable (String) -> String
  ) {
    self.store = store
    self.now = now
    self.unavailableReason = unavailableReason
    self.defaultName = defaultName
    self.gameOrder = gameOrder
    self.arcadeVersion = arcadeVersion
    self.boardTitles = boardTitles
  }

  /// Creates a keeper for the store on disk at `path` (nil with `unavailableReason` when no
  /// path exists), waiting at most `lockTimeout` seconds for another process's lock.
  public convenience init(
    path: String?, unavailableReason: String? = nil, defaultName: String, gameOrder: [String],
    arcadeVersion: String = "", lockTimeout: Double = ScoreStore.standardLockTimeout,
    boardTitles: @escaping @Sendable () -> @Sendable (String) -> String
  ) {
    self.init(
      store: path.map { .live(ScoreStore(path: $0, lockTimeout: lockTimeout)) },
      unavailableReason: unavailableReason, defaultName: defaultName, gameOrder: gameOrder,
      arcadeVersion: arcadeVersion, boardTitles: boardTitles)
  }

  /// Messages about the store (a quarantined file) to repeat on stderr after the screen closes.
  public func takeWarnings() -> [String] {
    warnings.withLock { list in
      defer { list.removeAll() }
      return list
    }
  }

  // MARK: - Submitting

  /// The commands that follow a finished game: name entry, then the board.
  ///
  /// Unless the player has already seen the result (`resultShown`), they come after a beat
  /// (`ResultBeatScene`) that leaves the game's result on screen first; the prompt or the board
  /// then takes the place of the game's panel. `whileWaiting` is called with the seconds waited
  /// while another process holds the store's lock (to show that the game is waiting); it
  /// returns false to give up at once.
  public func handle(
    _ submission: ArcadeKit.ScoreSubmission, whileWaiting: (Double) -> Bool = { _ in true }
  ) -> [Command] {
    let commands = flow(submission, whileWaiting: whileWaiting)
    guard !submission.resultShown, !commands.isEmpty else { return commands }
    return [.push(ResultBeatScene(then: commands))]
  }

  /// The score flow's screens for `submission`, at once.
  private func flow(_ submission: ArcadeKit.ScoreSubmission, whileWaiting: (Double) -> Bool) -> [Command] {
    // Nothing is not a high score: a game over with no points (Holes with no flag) goes on
    // without a name dialog or a board. Times (lower is better) are always positive. A
    // result (a network match lost) is kept all the same.
    if !submission.lowerIsBetter && submission.score <= 0 && !submission.recordsEveryResult { return [] }
    guard let store else {
      return [.push(NoticeScene(title: "Score not saved", lines: [unavailableReason ?? "No score file is available."]))]
    }
    let ordering: ScoreOrdering = submission.lowerIsBetter ? .lowerIsBetter : .higherIsBetter
    if let name = submission.playerName, !name.isEmpty {
      return record(submission, name: name, ordering: ordering, in: store, whileWaiting: whileWaiting)
    }
    if submission.playerName == "" {
      // Nobody to ask (the arcade is ending): the name the prompt would have offered.
      let lastName = (try? store.load(now(), whileWaiting))?.file.lastName
      return record(submission, name: lastName ?? defaultName, ordering: ordering, in: store, whileWaiting: whileWaiting)
    }
    let snapshot: ScoreSnapshot
    do {
      snapshot = try store.load(now(), whileWaiting)
    } catch {
      return [.push(notSaved(error))]
    }
    let board = (snapshot.file.boards[submission.board] ?? ScoreBoard(ordering: ordering)).reordered(ordering)
    var commands: [Command]
    if board.qualifies(submission.score, capacity: store.boardCapacity) {
      let name = snapshot.file.lastName ?? defaultName
      commands = [.push(NameEntryScene(submission: submission, name: name))]
    } else {
      let placement = ScoreTable.ordinal(board.rank(of: submission.score))
      let score = ScoreFormat.score(submission.score, timeMilliseconds: submission.timeMilliseconds)
      commands = [.push(ScoreBoardScene(
        title: submission.boardTitle, board: board, highlightRank: nil,
        message: "\(score) would have ranked \(placement): the board keeps the top \(store.boardCapacity)"))]
    }
    return commands + notices(for: snapshot.warnings)
  }

  private func record(
    _ submission: ArcadeKit.ScoreSubmission, name: String, ordering: ScoreOrdering, in store: ScoreStoreClient,
    whileWaiting: (Double) -> Bool
  ) -> [Command] {
    let entry = ScoreEntry(
      name: name, score: submission.score, timeMilliseconds: submission.timeMilliseconds,
      level: submission.levelReached, detail: submission.detail, date: now(), seed: submission.seed,
      replay: replayText(submission.replay))
    let result: ScoreSubmitResult
    do {
      try saveUnsaved(in: store, whileWaiting: whileWaiting)
      result = try store.submit(entry, submission.board, ordering, now(), whileWaiting)
    } catch {
      if case .busy = error {
        unsaved.withLock { $0.append(UnsavedScore(entry: entry, board: submission.board, ordering: ordering)) }
        return [.push(NoticeScene(title: "Score kept, not yet saved", lines: [
          "\(error)",
          "Your score is kept: it is saved with your next one, or when you leave the arcade.",
        ]))]
      }
      return [.push(notSaved(error))]
    }
    let message = result.rank.map { "You ranked \(ScoreTable.ordinal($0))!" }
      ?? "You would have ranked \(ScoreTable.ordinal(result.placement))"
    return [.push(ScoreBoardScene(title: submission.boardTitle, board: result.board, highlightRank: result.rank, message: message))]
      + notices(for: result.warnings)
  }

  /// A finished game's replay as the entry keeps it, stamped with the arcade's version; nil
  /// when there is none or it is longer than `ReplayLimits.maximumStoredBytes`.
  private func replayText(_ replay: Replay?) -> String? {
    guard var replay else { return nil }
    replay.header.arcadeVersion = arcadeVersion
    let text = ReplayText.encode(replay)
    return text.utf8.count <= ReplayLimits.maximumStoredBytes ? text : nil
  }

  /// Saves the scores kept while the store was busy; stops at the first that still fails.
  private func saveUnsaved(in store: ScoreStoreClient, whileWaiting: (Double) -> Bool) throws(ScoreStoreError) {
    while let next = unsaved.withLock({ $0.first }) {
      _ = try store.submit(next.entry, next.board, next.ordering, now(), whileWaiting)
      unsaved.withLock { _ = $0.removeFirst() }
    }
  }

  /// Saves the scores still kept in memory (the arcade is closing); returns a line for each
  /// one that could not be saved, with the score itself so the player can see what was lost.
  public func saveUnsavedScores() -> [String] {
    guard let store else { return [] }
    do {
      try saveUnsaved(in: store, whileWaiting: { _ in true })
      return []
    } catch {
      return unsaved.withLock { list in
        list.map { "score not saved: \($0.entry.name) \($0.entry.score) on \($0.board): \(error)" }
      }
    }
  }

  private func notSaved(_ error: any Error) -> any Scene {
    let text = "\(error)"
    warnings.withLock { $0.append("score not saved: \(text)") }
    return NoticeScene(title: "Score not saved", lines: [text, "The game goes on; nothing on disk was changed."])
  }

  /// A notice for each warning, titled by what happened (repaired, or left unreadable); each
  /// is repeated on stderr when the screen closes.
  private func notices(for found: [ScoreWarning]) -> [Command] {
    warnings.withLock { $0 += found.map { "\($0)" } }
    return found.map { .push(NoticeScene(title: $0.title, lines: ["\($0)"])) }
  }

  // MARK: - Browsing

  /// The best replay kept for each game of `registry` (on its main board first), for attract
  /// mode; none when the store cannot be read.
  public func bestReplays(of registry: GameRegistry) -> [StoredReplays.Found] {
    guard let store, let snapshot = try? store.load(now(), { _ in false }) else { return [] }
    return StoredReplays.best(of: registry.ids, mainBoards: registry.mainBoards, in: snapshot.file)
  }

  /// The replays kept on `board`, best first; none when the store cannot be read (a ghost is
  /// a nicety: a busy or damaged store is reported where scores are, not here).
  public func replays(on board: String) -> [Replay] {
    guard let store, let snapshot = try? store.load(now(), { _ in false }) else { return [] }
    let entries = snapshot.file.boards[board]?.entries ?? []
    return entries.enumerated().compactMap { index, entry in
      guard let text = entry.replay else { return nil }
      return try? ReplayText.decode(text: text, source: ReplayVerifier.source(board: board, rank: index + 1))
    }
  }

  /// The "High scores" screen with every board, in menu order of the games.
  public func highScoresScene() -> any Scene {
    guard let store else { return HighScoresScene(pages: [], problem: unavailableReason) }
    let snapshot: ScoreSnapshot
    do {
      snapshot = try store.load(now(), { _ in true })
    } catch {
      return HighScoresScene(pages: [], problem: "\(error)")
    }
    let boardTitle = boardTitles()
    let warningTexts = snapshot.warnings.map { "\($0)" }
    warnings.withLock { $0 += warningTexts }
    let ids = snapshot.file.boards.keys.sorted { a, b in
      BoardOrder.precedes(a, boardTitle(a), b, boardTitle(b), gameOrder: gameOrder)
    }
    let pages = ids.compactMap { id in snapshot.file.boards[id].map { HighScoresScene.Page(title: boardTitle(id), board: $0, boardID: id) } }
    return HighScoresScene(pages: pages, problem: warningTexts.first)
  }
}
