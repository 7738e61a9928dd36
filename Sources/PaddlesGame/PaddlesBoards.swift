import ArcadeKit
import GameKit
import Levels

// MARK: - PaddlesBoards

/// Paddles' score boards: wins against the computer by difficulty, points to win and arena
/// (`paddles/hard-first-to-5`, `paddles/easy-first-to-3-paddles-…` on an arena other than the
/// classic one), and network matches by points to win and arena (`paddles/network-first-to-3`),
/// so a margin first to 99 never ranks with one first to 3, nor a win against easy with one
/// against hard.
public enum PaddlesBoards {
  /// The board of wins against the computer at `difficulty`, first to `winScore`, on `arena`.
  public static func board(difficulty: Difficulty, winScore: Int, arena: SidewaysArena) -> String {
    board(kind: difficulty.rawValue, winScore: winScore, arenaIdentity: identity(of: arena))
  }

  /// The board of network matches first to `winScore` on `arena`.
  public static func networkBoard(winScore: Int, arena: SidewaysArena) -> String {
    board(kind: network, winScore: winScore, arenaIdentity: identity(of: arena))
  }

  /// The board of a match recorded as `header`: a network match's, or a win against the
  /// computer's (a header without a difficulty is normal's; without points to win, the arena's own).
  public static func board(for header: ReplayHeader) -> String {
    let arena = header.levels.first
    let winScore =
      header.option("win-score").flatMap(Int.init) ?? arena.flatMap(ownWinScore) ?? PaddlesArena(name: "").winScore
    let kind = header.option("network") != nil ? network : (header.option("difficulty") ?? Difficulty.normal.rawValue)
    return board(kind: kind, winScore: winScore, arenaIdentity: arena?.identity ?? classicIdentity)
  }

  /// The title of a local board ("Paddles — hard, first to 5", the arena named unless classic).
  public static func title(difficulty: Difficulty, winScore: Int, arena: SidewaysArena) -> String {
    title(
      kind: difficulty.rawValue, winScore: winScore,
      arenaName: identity(of: arena) == classicIdentity ? nil : arena.name)
  }

  /// The title of a network board ("Paddles — network matches, first to 3").
  public static func networkTitle(winScore: Int, arena: SidewaysArena) -> String {
    title(kind: network, winScore: winScore, arenaName: identity(of: arena) == classicIdentity ? nil : arena.name)
  }

  /// Where the wins of older arcades without a replay stay, as their match is unknown.
  public static let olderBoard = "\(PaddlesGame.id)/older"
  /// Where the network matches of older arcades without a replay stay.
  public static let olderNetworkBoard = "\(PaddlesGame.id)/network-older"

  /// Paddles' boards for its `GameEntry`.
  public static let boards = GameBoards(
    board: { board(for: $0) }, title: { title(of: $0, levelName: $1) },
    main: board(difficulty: .normal, winScore: SidewaysArena.classic.winScore, arena: .classic),
    former: [PaddlesGame.id: olderBoard, "\(PaddlesGame.id)/network": olderNetworkBoard], shipped: shipped,
    keysOwnLevels: true)

  // MARK: - Ids and titles

  private static let network = "network"
  private static let separator = "-first-to-"

  /// The identity of the classic arena (`Levels/paddles/01-classic.level` has the same text).
  static let classicIdentity = identity(of: .classic)

  private static func identity(of arena: SidewaysArena) -> String {
    arena.source.identity.description
  }

  private static func board(kind: String, winScore: Int, arenaIdentity: String) -> String {
    let arena = arenaIdentity == classicIdentity ? "" : "-" + arenaIdentity
    return "\(PaddlesGame.id)/\(kind)\(separator)\(winScore)\(arena)"
  }

  private static func title(kind: String, winScore: Int, arenaName: String?) -> String {
    let what = kind == network ? "network matches" : kind
    return "Paddles \u{2014} \(what), first to \(winScore)" + (arenaName.map { ", \($0)" } ?? "")
  }

  /// The title of `boardID`, or nil when it is none of Paddles' forms.
  static func title(of boardID: String, levelName: (String) -> String?) -> String? {
    if boardID == olderBoard { return "Paddles \u{2014} older wins against the computer" }
    if boardID == olderNetworkBoard { return "Paddles \u{2014} older network matches" }
    let prefix = "\(PaddlesGame.id)/"
    guard boardID.hasPrefix(prefix), let split = boardID.firstRange(of: separator) else { return nil }
    let kind = String(boardID[boardID.index(boardID.startIndex, offsetBy: prefix.count)..<split.lowerBound])
    guard kind == network || Difficulty(rawValue: kind) != nil else { return nil }
    let rest = boardID[split.upperBound...]
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let winScore = Int(digits), (1...99).contains(winScore) else { return nil }
    let arena = rest.dropFirst(digits.count)
    if arena.isEmpty { return title(kind: kind, winScore: winScore, arenaName: nil) }
    guard arena.hasPrefix("-") else { return nil }
    let identity = String(arena.dropFirst())
    return title(kind: kind, winScore: winScore, arenaName: levelName(identity) ?? "an arena not in your level folders")
  }

  /// The points to win a recorded arena's text sets, when it reads.
  private static func ownWinScore(_ recorded: ReplayLevel) -> Int? {
    guard let arena = try? PaddlesArena(replayText: recorded.text, identity: recorded.identity, source: "arena") else {
      return nil
    }
    return arena.winScore
  }
}
