import FoundationEssentials

// MARK: - ScoreEntry

/// One line on a board: who, how much, when, and with which seed.
///
/// The name and detail are sanitised on creation and again on decoding, so a hand-edited
/// file cannot smuggle escape sequences onto the screen.
public struct ScoreEntry: Sendable, Equatable, Hashable {
  /// The player's name, already sanitised (see `PlayerName.sanitize`).
  public var name: String
  /// The ranking value; for lower-is-better boards (Maze) the time in milliseconds.
  public var score: Int
  /// The time taken, for games that time a run (Maze), so screens can show it as a time.
  public var timeMilliseconds: Int?
  /// The highest level reached, for games with levels (Balls).
  public var level: Int?
  /// A short free-form note shown beside the score (Paddles: "3–1 hard").
  public var detail: String?
  /// When the game ended; stored as ISO-8601 UTC with whole seconds.
  public var date: Date
  /// The seed of the game's random generator, so a run can be replayed.
  public var seed: UInt64
  /// The whole game as a replay file's text (`ReplayText`), when it was recorded and kept.
  public var replay: String?

  /// Creates an entry, sanitising the name and the detail.
  public init(
    name: String, score: Int, timeMilliseconds: Int? = nil, level: Int? = nil,
    detail: String? = nil, date: Date, seed: UInt64, replay: String? = nil
  ) {
    self.name = PlayerName.sanitize(name)
    self.score = score
    self.timeMilliseconds = timeMilliseconds
    self.level = level
    self.detail = detail.flatMap(PlayerName.sanitizeDetail)
    self.date = date
    self.seed = seed
    self.replay = replay
  }
}

// MARK: - Encodable

extension ScoreEntry: Encodable {
  enum CodingKeys: String, CodingKey {
    case name, score, timeMilliseconds, level, detail, date, seed, replay
  }

  /// Encodes the entry. The seed is written as a decimal string because JSON readers built
  /// on doubles (JavaScript, jq) silently round integers above 2^53.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(score, forKey: .score)
    try container.encodeIfPresent(timeMilliseconds, forKey: .timeMilliseconds)
    try container.encodeIfPresent(level, forKey: .level)
    try container.encodeIfPresent(detail, forKey: .detail)
    try container.encode(date, forKey: .date)
    try container.encode(String(seed), forKey: .seed)
    try container.encodeIfPresent(replay, forKey: .replay)
  }
}

// MARK: - Reading

extension ScoreEntry {
  /// The entry at `field` of a score file (`ScoreFile.decode`); the seed is a decimal string
  /// (see `encode(to:)`), a bare number is accepted too for files edited by hand.
  init(reading field: JSONField) throws(ScoreFileError) {
    let seedField = try field.member("seed")
    let seed: UInt64
    if case .string(let text) = seedField.value {
      guard let parsed = UInt64(text) else {
        throw seedField.problem("seed \"\(text)\" is not a whole number from 0 to \(UInt64.max)")
      }
      seed = parsed
    } else {
      seed = try seedField.wholeNumber(UInt64.self)
    }
    let dateField = try field.member("date")
    let dateText = try dateField.string()
    guard let date = ScoreDate.parse(dateText) else {
      throw dateField.problem("\"\(dateText)\" is not a date as YYYY-MM-DDTHH:MM:SSZ")
    }
    self.init(
      name: try field.member("name").string(),
      score: try field.member("score").wholeNumber(Int.self),
      timeMilliseconds: try field.optionalMember("timeMilliseconds")?.wholeNumber(Int.self),
      level: try field.optionalMember("level")?.wholeNumber(Int.self),
      detail: try field.optionalMember("detail")?.string(),
      date: date, seed: seed, replay: try field.optionalMember("replay")?.string())
  }
}
