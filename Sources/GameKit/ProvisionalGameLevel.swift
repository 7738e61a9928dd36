import Levels

// PROVISIONAL: replaced by Levels' own `GameLevel` when the level split lands.
/// A game's level model, as its game module declares it.
public protocol GameLevel: Hashable, Sendable {
  static var game: String { get }
  var name: String { get }
  var isDraft: Bool { get }
  init(document: LevelDocument, path: String) throws(LevelError)
  func document() -> LevelDocument
}

extension GameLevel {
  public var isDraft: Bool { false }
  public var canonicalText: String { LevelWriter.write(document()) }
  public var identityText: String {
    let hash = String(LevelIdentity.fnv1a64(canonicalText.utf8), radix: 16)
    return "\(Self.game)-" + String(repeating: "0", count: 16 - hash.count) + hash
  }
  public init(replayText text: String, identity: String, source: String) throws(LevelError) {
    let level = try Self(document: LevelParser.parse(text: text, path: source), path: source)
    guard level.identityText == identity else {
      throw LevelError(path: source, line: 1, column: 1, message: "identity differs")
    }
    self = level
  }
}
