// MARK: - Level

/// A validated level of any registered game, as read from a level file: the game's own model
/// behind the few things every level has.
public struct Level: Hashable, Sendable {
  /// The game's model.
  private let model: any GameLevel

  /// Wraps a game's level.
  public init(_ model: some GameLevel) {
    self.model = model
  }

  /// The game this level is for: its `game:` value.
  public var game: String { type(of: model).game }

  /// The level's name.
  public var name: String { model.name }

  /// Whether the level is a draft; drafts stay out of the game's list.
  public var isDraft: Bool { model.isDraft }

  /// The game's model, when the level is of type `type`.
  public func model<Model: GameLevel>(as type: Model.Type) -> Model? {
    model as? Model
  }

  // MARK: - Writing

  /// The canonical document of the level.
  public func document() -> LevelDocument {
    model.document()
  }

  /// The canonical text: what the writer saves and what the identity hashes.
  public var canonicalText: String {
    LevelWriter.write(document())
  }

  /// The stable identity: game plus a hash of the canonical text.
  public var identity: LevelIdentity {
    LevelIdentity(game: game, canonicalText: canonicalText)
  }

  // MARK: - Equality

  /// Levels are equal when they are of the same game and their models are equal.
  public static func == (lhs: Level, rhs: Level) -> Bool {
    lhs.model.isEqual(to: rhs.model)
  }

  /// Hashes the model.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(game)
    model.hash(into: &hasher)
  }
}

extension GameLevel {
  /// Whether `other` is a level of the same type, equal to this one.
  fileprivate func isEqual(to other: any GameLevel) -> Bool {
    (other as? Self) == self
  }
}
