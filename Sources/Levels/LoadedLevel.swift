// MARK: - LoadedLevel

/// A level read from a file, with its place in the list and its identity.
public struct LoadedLevel: Equatable, Hashable, Sendable {
  /// The validated level.
  public var level: Level
  /// The NN of its file name.
  public var number: Int
  /// The slug of its file name.
  public var slug: String
  /// The file it came from.
  public var path: String
  /// Built-in or user.
  public var origin: LevelLibrary.Origin
  /// Game plus content hash, for per-level scores.
  public var identity: LevelIdentity

  /// Creates a loaded level; the identity is computed from the level.
  public init(level: Level, number: Int, slug: String, path: String, origin: LevelLibrary.Origin) {
    self.level = level
    self.number = number
    self.slug = slug
    self.path = path
    self.origin = origin
    identity = level.identity
  }
}
