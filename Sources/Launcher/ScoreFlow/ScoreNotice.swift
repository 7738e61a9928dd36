/// A message the score flow shows in a panel (a repaired file, a score not saved).
public struct ScoreNotice: Hashable, Sendable {
  /// The panel's title.
  public var title: String
  /// The panel's lines.
  public var lines: [String]

  /// Creates a notice titled `title` showing `lines`.
  public init(title: String, lines: [String]) {
    self.title = title
    self.lines = lines
  }
}
