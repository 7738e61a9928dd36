import ArcadeKit
import FoundationEssentials
import Replays
import Scores
import Synchronization

/// The score store as the launcher's score flow sees it: answers that are values, never a wait.
/// Scenes never write files; a game returns `.submitScore`, the host pushes the flow
/// (`ScoreFlowScene`), and the flow asks this, through effects, what the score means and to
/// save it.
///
/// A score of 0 or less (on a points board) is no high score and is skipped. A score that
/// makes its board offers the last name used (else `$USER`); one that does not comes with the
/// board and where it would have ranked. A store held by another process is reported busy
/// (the flow retries), and a score still unsaved is kept in memory and saved at exit
/// (`saveUnsavedScores`, which may wait). Store problems become a notice, never a lost game.
public final class ScoreKeeper: Sendable {
  private let store: ScoreStoreClient?
  /// The wall clock, for the dates of entries and quarantined files.
  private let now: @Sendable () -> Date
  private let unavailableReason: String?
  private let defaultName: String
  private let boardTitles: @Sendable () -> @Sendable (String) -> String
  /// Whether a board is one of its game's own levels' (listed before those of players' levels).
  private let isBuiltIn: @Sendable (String) -> Bool
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
  /// the level files it reads for level names are read then, not at start-up; `isBuiltIn`
  /// tells the boards of the games' own levels, listed first.
  public init(
    store: ScoreStoreClient?, unavailableReason: String? = nil, defaultName: String, gameOrder: [String],
    arcadeVersion: String = "", now: @escaping @Sendable () -> Date = { Date() },
    boardTitles: @escaping @Sendable () -> @Sendable (String) -> String,
    isBuiltIn: @escaping @Sendable (String) -> Bool = { _ in true }
  ) {
    self.isBuiltIn = isBuiltIn
    self.store = store
    self.now = now
    self.unavailableReason = unavailableReason
    self.defaultName = defaultName
    self.gameOrder = gameOrder
    self.arcadeVersion = arcadeVersion
    self.boardTitles = boardTitles
  }

  /// Creates a keeper for the store on disk at `path` (nil with `unavailableReason` when no
  /// path exists). Only at exit (`saveUnsavedScores`) does it wait for another process's
  /// lock, at most `lockTimeout` seconds; in play it only tries.
  public convenience init(
    path: String?, unavailableReason: String? = nil, defaultName: String, gameOrder: [String],
    arcadeVersion: String = "", lockTimeout: Double = ScoreStore.standardLockTimeout,
    boardTitles: @escaping @Sendable () -> @Sendable (String) -> String,
    isBuiltIn: @escaping @Sendable (String) -> Bool = { _ in true }
  ) {
    self.init(
      store: path.map { .live(ScoreStore(path: $0, lockTimeout: lockTimeout)) },
      unavailableReason: unavailableReason, defaultName: defaultName, gameOrder: gameOrder,
      arcadeVersion: arcadeVersion, boardTitles: boardTitles, isBuiltIn: isBuiltIn)
  }

  /// Messages about the store (a quarantined file) to repeat on stderr after the screen closes.
  public func takeWarnings() -> [String] {
    warnings.withLock { list in
      defer { list.removeAll() }
      return list
    }
  }

  // MARK: - Submitting

  /// Gives up at once when another process holds the store's lock: the score flow retries
  /// on its own steps instead of blocking the arcade.
  private static let tryOnce: @Sendable (Double) -> Bool = { _ in false }

  /// Whether `submission` is nothing to keep. A game over with no points (Holes with no flag)
  /// goes on without a name dialog or a board. Times (lower is better) are always positive. A
  /// result (a network match lost) is kept all the same.
  public static func keepsNothing(_ submission: ArcadeKit.ScoreSubmission) -> Bool {
    !submission.lowerIsBetter && submission.score <= 0 && !submission.recordsEveryResult
  }

  /// The commands that follow a finished game: the score flow (`ScoreFlowScene`), unless
  /// there is nothing to keep. Reads nothing: the flow asks the store itself.
  public func flow(for submission: ArcadeKit.ScoreSubmission) -> [Command] {
    Self.keepsNothing(submission) ? [] : [.push(ScoreFlowScene(submission: submission))]
  }

  /// What `submission` means, from one read of the store: a name to ask for, where it would
  /// have ranked, or why it cannot be kept. Never waits.
  public func check(_ submission: ArcadeKit.ScoreSubmission) -> ScoreCheck {
    if Self.keepsNothing(submission) { return ScoreCheck(.nothingToKeep) }
    guard let store else { return ScoreCheck(.noStore(reason: unavailableReason ?? "No score file is available.")) }
    let snapshot: ScoreSnapshot
    do {
      snapshot = try store.load(now(), Self.tryOnce)
    } catch {
      if case .busy = error { return ScoreCheck(.busy(reason: "\(error)")) }
      return ScoreCheck(.failed(reason: notSaved(error)))
    }
    let warnings = notices(for: snapshot.warnings)
    let ordering = Self.ordering(of: submission)
    let board = (snapshot.file.boards[submission.board] ?? ScoreBoard(ordering: ordering)).reordered(ordering)
    if board.qualifies(submission.score, capacity: store.boardCapacity) {
      return ScoreCheck(.qualifies(offeredName: snapshot.file.lastName ?? defaultName), warnings: warnings)
    }
    let placement = ScoreTable.ordinal(board.rank(of: submission.score))
    let score = ScoreFormat.score(submission.score, timeMilliseconds: submission.timeMilliseconds)
    let shown = ShownScoreBoard(
      title: submission.boardTitle, board: board, highlightRank: nil,
      message: "\(score) would have ranked \(placement): the board keeps the top \(store.boardCapacity)")
    return ScoreCheck(.wouldNotRank(shown), warnings: warnings)
  }

  /// Saves `submission` under its name (empty: the name the prompt would have offered), after
  /// any scores kept earlier, with one read of the store. Never waits: a store held by another
  /// process is reported busy, or with `keepWhenBusy` the score is kept in memory (to be saved
  /// with the next one or by `saveUnsavedScores`). `waited` is the seconds the flow has waited.
  public func save(_ submission: ArcadeKit.ScoreSubmission, keepWhenBusy: Bool, waited: Double) -> ScoreSave {
    guard let store else { return ScoreSave(.failed(reason: unavailableReason ?? "No score file is available.")) }
    let kept = UnsavedScore(
      entry: entry(for: submission, in: store), board: submission.board, ordering: Self.ordering(of: submission))
    let result: ScoreSubmitResult
    do {
      try saveUnsaved(in: store, whileWaiting: Self.tryOnce)
      result = try store.submit(kept.entry, kept.board, kept.ordering, now(), Self.tryOnce)
    } catch {
      if case .busy(let path, let lock, _) = error {
        // Each try gives up at once: the wait that counts is the flow's.
        let reason = "\(ScoreStoreError.busy(path: path, lock: lock, waited: waited))"
        guard keepWhenBusy else { return ScoreSave(.busy(reason: reason)) }
        unsaved.withLock { $0.append(kept) }
        return ScoreSave(.kept(reason: reason))
      }
      return ScoreSave(.failed(reason: notSaved(error)))
    }
    let message =
      result.rank.map { "You ranked \(ScoreTable.ordinal($0))!" }
      ?? "You would have ranked \(ScoreTable.ordinal(result.placement))"
    let shown = ShownScoreBoard(
      title: submission.boardTitle, board: result.board, highlightRank: result.rank, message: message)
    return ScoreSave(.saved(shown), warnings: notices(for: result.warnings))
  }

  /// Keeps a score handed over as the arcade closes (a flow cut short, a run's end), under
  /// its name or the one the prompt would have offered; `saveUnsavedScores` saves it, waiting
  /// for the lock as long as the store allows.
  public func keep(_ submission: ArcadeKit.ScoreSubmission) {
    guard !Self.keepsNothing(submission), let store else { return }
    let kept = UnsavedScore(
      entry: entry(for: submission, in: store), board: submission.board, ordering: Self.ordering(of: submission))
    unsaved.withLock { $0.append(kept) }
  }

  /// The entry `submission` makes, named by the player or, when nobody could be asked, with
  /// the name the prompt would have offered (a read of the store, which never locks).
  private func entry(for submission: ArcadeKit.ScoreSubmission, in store: ScoreStoreClient) -> ScoreEntry {
    var name = submission.playerName ?? ""
    if name.isEmpty { name = (try? store.load(now(), Self.tryOnce))?.file.lastName ?? defaultName }
    return ScoreEntry(
      name: name, score: submission.score, timeMilliseconds: submission.timeMilliseconds,
      level: submission.levelReached, detail: submission.detail, date: now(), seed: submission.seed,
      replay: replayText(submission.replay))
  }

  private static func ordering(of submission: ArcadeKit.ScoreSubmission) -> ScoreOrdering {
    submission.lowerIsBetter ? .lowerIsBetter : .higherIsBetter
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

  /// Saves the scores still kept in memory (the arcade is closing), waiting for another
  /// process's lock as long as the store allows; returns a line for each one that could not
  /// be saved, with the score itself so the player can see what was lost.
  public func saveUnsavedScores() -> [String] {
    guard let store else { return [] }
    do {
      try saveUnsaved(in: store, whileWaiting: { _ in true })
      return []
    } catch {
      return unsaved.withLock { list in
        list.map { unsaved in
          let score = ScoreFormat.score(unsaved.entry.score, timeMilliseconds: unsaved.entry.timeMilliseconds)
          return "score not saved: \(unsaved.entry.name) \(score) on \(unsaved.board): \(error)"
        }
      }
    }
  }

  /// Remembers a failure to repeat on stderr when the screen closes; returns its text.
  private func notSaved(_ error: any Error) -> String {
    let text = "\(error)"
    warnings.withLock { $0.append("score not saved: \(text)") }
    return text
  }

  /// The store's warnings as notices, titled by what happened (repaired, or left
  /// unreadable); each is repeated on stderr when the screen closes.
  private func notices(for found: [ScoreWarning]) -> [ScoreNotice] {
    warnings.withLock { $0 += found.map { "\($0)" } }
    return found.map { ScoreNotice(title: $0.title, lines: ["\($0)"]) }
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

  /// The "High scores" screen with every board, in menu order of the games; back as the player
  /// bound it (`global`).
  public func highScoresScene(global: KeyMap<GlobalAction>) -> any Scene {
    guard let store else { return HighScoresScene(pages: [], problem: unavailableReason, global: global) }
    let snapshot: ScoreSnapshot
    do {
      snapshot = try store.load(now(), { _ in true })
    } catch {
      return HighScoresScene(pages: [], problem: "\(error)", global: global)
    }
    let boardTitle = boardTitles()
    let warningTexts = snapshot.warnings.map { "\($0)" }
    warnings.withLock { $0 += warningTexts }
    // A board of levels a player made keeps its title (its id cannot say the level's name).
    let title = { (id: String) in
      snapshot.file.boards[id]?.title.map { BoardOrder.shownTitle($0, isBuiltIn: false) } ?? boardTitle(id)
    }
    let ids = snapshot.file.boards.keys.sorted { a, b in
      BoardOrder.precedes(a, title(a), b, title(b), gameOrder: gameOrder, isBuiltIn: isBuiltIn)
    }
    let pages = ids.compactMap { id in
      snapshot.file.boards[id].map { HighScoresScene.Page(title: title(id), board: $0, boardID: id) }
    }
    return HighScoresScene(pages: pages, problem: warningTexts.first, global: global)
  }
}
