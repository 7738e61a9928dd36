import ArcadeKit
import DotGame
import Drawing
import GameKit
import Levels

/// Dot Duel, the kit's network test game: two dots race along a Dot level's top row, one per
/// arcade; each press of → moves this side's dot one cell at the next step it sends, and the
/// first to the goal's column wins. Written as nothing but a `NetworkPlayableGame`, so a network
/// match of it is the kit's alone.
struct DotDuel: NetworkPlayableGame {
  typealias Action = DotAction
  typealias Options = DuelOptions
  typealias GhostSample = NoGhost
  static let id = "dotduel"
  static let title = "Dot Duel"
  static let summary = "Race the other dot to the goal's column"
  static let howToPlay = "Press right to move your dot; the first to the goal's column wins."
  static let rulesVersion = 1
  static let stepsPerSecond: Double = 60
  /// No colours: the two dots are told apart by their rows.
  static func colourCues(unicode: Bool) -> [ColourCues] { [] }

  let level: DotLevel
  let slot: PlayerSlot
  /// Each dot's column (the host's, the joiner's).
  private(set) var columns = [0, 0]
  /// Presses of → not sent yet.
  private var pressed = false
  private(set) var result: GameResult?

  init(levels: [DotLevel], startIndex: Int, seed: UInt64) {
    self.init(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: Self.rulesVersion, options: .standard)
  }

  init(levels: [DotLevel], startIndex: Int, seed: UInt64, rulesVersion: Int, options: DuelOptions) {
    level = levels[startIndex]
    slot = options.slot
  }

  mutating func perform(_ action: DotAction) {
    if action == .right { pressed = true }
  }

  /// On one terminal nothing moves: the race is played over the network.
  mutating func step() -> [GameCue] { [] }

  var isAnimating: Bool { result == nil }

  /// Both dots' columns and the goal's, said as a dot moves (the race is its score).
  var spokenFacts: [SpokenFact] {
    [SpokenFact("race", "host \(columns[0]), joiner \(columns[1]), goal \(level.goalX)")]
  }

  func picture(ghost: NoGhost?) -> DuelPicture { picture(ghost: ghost, in: .defaults) }

  func picture(ghost: NoGhost?, in context: PlayContext<DotAction>) -> DuelPicture {
    var lines = ["host \(columns[0])  joiner \(columns[1])  to \(level.goalX)"]
    if let status = context.network?.status { lines.append(status.description) }
    if let panel = context.network?.panel { lines += [panel.title] + panel.lines }
    return DuelPicture(lines: lines)
  }

  // MARK: - Network

  static let networkRulesVersion = 1
  static let stillInput: [UInt8] = [0]
  static let waitingLevel = DotLevel(name: "Waiting", width: 2, height: 2, goalX: 1, goalY: 1)
  static func setupOptions(_ options: DuelOptions) -> [ReplayOption] { [] }

  static func networkOptions(_ setupOptions: [ReplayOption], level: DotLevel, side: NetworkSide) throws
    -> DuelOptions
  {
    guard setupOptions.isEmpty else { throw ReplayHeaderError("Dot Duel takes no options") }
    return DuelOptions(slot: side.slot)
  }

  static func networkKeyHelp(_ keys: KeyMap<DotAction>) -> [KeyHelp] {
    [KeyHelp(keys.label(for: .right), "move your dot")]
  }

  mutating func takeNetworkInput() -> [UInt8] {
    defer { pressed = false }
    return [pressed ? 1 : 0]
  }

  var hasNetworkInputWaiting: Bool { false }

  mutating func step(host: [UInt8], joiner: [UInt8]) -> [GameCue]? {
    guard [host, joiner].allSatisfy({ $0 == [0] || $0 == [1] }) else { return nil }
    guard result == nil else { return [] }
    columns[0] += Int(host[0])
    columns[1] += Int(joiner[0])
    guard let winner = PlayerSlot.allCases.first(where: { columns[$0.rawValue] >= level.goalX }) else { return [] }
    let margin = columns[slot.rawValue] - columns[slot.opponent.rawValue]
    result = GameResult(score: margin, detail: winner == slot ? "won" : "lost")
    return [.sound]
  }

  var stateHash: UInt64 { UInt64(columns[0]) << 32 | UInt64(columns[1]) }
}

/// Which dot this arcade moves.
struct DuelOptions: PlayOptions {
  var slot: PlayerSlot = .one
  static var standard: DuelOptions { DuelOptions() }

  init(slot: PlayerSlot = .one) { self.slot = slot }

  init(replayHeader header: ReplayHeader, game: String) throws(ReplayHeaderError) {
    guard header.options.isEmpty else { throw ReplayHeaderError("has options; \(game) takes none") }
  }

  var replayOptions: [ReplayOption] { [] }
}

/// What a Dot Duel screen shows: lines of text.
struct DuelPicture: GamePicture {
  var lines: [String]

  func draw(into canvas: inout Canvas) {
    for (row, line) in lines.enumerated() { canvas.text(line, x: 0, y: row) }
  }
}
