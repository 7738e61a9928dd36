import ArcadeKit
import Levels
import Replays

// MARK: - Where a run ranks

/// The board a run ranks on, its title, and whether it is one of the game's own boards (the
/// shipped levels') or the board of levels of someone's own.
public struct BoardPlacement: Hashable, Sendable {
  /// The board's id (`balls/from-1`, `balls/levels-0123456789abcdef`).
  public var id: String
  /// Its title (`Balls`, `Balls — Ten thousand (01234567)`).
  public var title: String
  /// Whether it is a board of the game's shipped levels.
  public var isBuiltIn: Bool

  /// Creates a placement.
  public init(id: String, title: String, isBuiltIn: Bool) {
    self.id = id
    self.title = title
    self.isBuiltIn = isBuiltIn
  }
}

extension GameBoards {
  /// Where a run of `game` recorded as `header`, which reached level `reached` (1-based place
  /// in the levels it carries; nil: its last), ranks: on the game's own board when every level
  /// it played is a shipped one at its shipped place; otherwise on a board of the levels it
  /// played, titled with the first one's name and a short hash. What the header says its board
  /// is never counts (a made-up level cannot name `balls/from-1`).
  public func placement(of header: ReplayHeader, reaching reached: Int?, game: String, gameTitle: String)
    -> BoardPlacement
  {
    let played = header.playedLevels(reaching: reached)
    let names = { (identity: String) in played.first { $0.identity == identity }.flatMap(Self.name(of:)) }
    if shipped.shipsRun(header, reaching: reached) {
      let id = board(header)
      return BoardPlacement(id: id, title: title(id, names) ?? gameTitle, isBuiltIn: true)
    }
    if keysOwnLevels, !played.contains(where: { shipped.shipsIdentity($0.identity) && !shipped.ships($0) }) {
      let id = board(header)
      if !isBuiltIn(id, game: game) {
        return BoardPlacement(id: id, title: title(id, names) ?? gameTitle, isBuiltIn: false)
      }
    }
    let id = Self.ownLevelsBoard(game: game, played: played, options: header.options)
    let first = played.first.flatMap(Self.name(of:)) ?? "levels of your own"
    let more = played.count > 1 ? " and \(played.count - 1) more" : ""
    let hash = String(id.suffix(16).prefix(8))
    return BoardPlacement(id: id, title: "\(gameTitle) \u{2014} \(first)\(more) (\(hash))", isBuiltIn: false)
  }

  /// Whether `boardID` is one of `game`'s own boards: not a board of levels of someone's own,
  /// and every level identity it names a shipped one.
  public func isBuiltIn(_ boardID: String, game: String) -> Bool {
    if boardID.hasPrefix("\(game)/\(Self.ownLevelsPrefix)") { return false }
    return Self.levelIdentities(in: boardID, game: game).allSatisfy(shipped.shipsIdentity)
  }

  /// What a board of levels of one's own begins with after the game (`balls/levels-…`).
  public static let ownLevelsPrefix = "levels-"

  /// The board of a run on `played`, levels not all shipped, with `options`: the game, then 16
  /// hex digits of the SHA-256 of the levels' identities and the options, in order.
  public static func ownLevelsBoard(game: String, played: [ReplayLevel], options: [ReplayOption]) -> String {
    var key = ""
    for level in played { key += "level \(level.identity)\n" }
    for option in options { key += "option \(option.name) \(option.value)\n" }
    return "\(game)/\(ownLevelsPrefix)" + SHA256.hex(key).prefix(16)
  }

  /// The `name:` a level's text gives it, if it reads.
  static func name(of level: ReplayLevel) -> String? {
    guard let document = try? LevelParser.parse(text: level.text, path: "level"),
      let name = document.field("name")?.value, !name.isEmpty
    else { return nil }
    return name
  }

  /// The level identities (`game-` and 16 hex digits) a board id names after its game.
  static func levelIdentities(in boardID: String, game: String) -> [String] {
    guard let slash = boardID.firstIndex(of: "/") else { return [] }
    let rest = Array(boardID[boardID.index(after: slash)...].utf8)
    let prefix = Array("\(game)-".utf8)
    var found: [String] = []
    var index = 0
    while index + prefix.count + 16 <= rest.count {
      let hexStart = index + prefix.count
      if Array(rest[index..<hexStart]) == prefix,
        rest[hexStart..<(hexStart + 16)].allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
        hexStart + 16 == rest.count || rest[hexStart + 16] == UInt8(ascii: "-")
      {
        found.append(String(decoding: rest[index..<(hexStart + 16)], as: UTF8.self))
        index = hexStart + 16
      } else {
        index += 1
      }
    }
    return found
  }
}
