import ArcadeKit
import Drawing

// MARK: - PlayTestScene

/// A game played from an editor, unranked: the game's own scene, with every score it would
/// submit dropped (a level being edited has no board yet) and every scene it puts in its place
/// or on top kept under the same rule. Tab, which started the play-test, goes back to the
/// editor, in every editor and at any moment of the game (a panel over it closes first, as any
/// key closes help); so does leaving the game.
public struct PlayTestScene: Scene {
  /// The game (or the overlay it opened).
  public private(set) var inner: any Scene

  /// Plays `inner` as a play-test.
  public init(_ inner: any Scene) {
    self.inner = inner
  }

  /// The key that goes back to the editor: the editor's play-test key.
  public static let backToEditor = Key.tab

  public mutating func handle(_ event: InputEvent) -> [Command] {
    // The game never sees it (Portals' Tab, the next portal, is N here too).
    if case .key(Self.backToEditor) = event, inner.overlay == nil { return [.pop] }
    return Self.unranked(inner.handle(event))
  }

  public mutating func step() -> [Command] {
    Self.unranked(inner.step())
  }

  public func render(into canvas: inout Canvas) {
    inner.render(into: &canvas)
    // The game's own screen, marked in a free corner (as a daily practice run is), with the
    // way back; a narrow screen gets the way back alone.
    guard inner.overlay == nil else { return }
    if !canvas.labelInFreeCorner(" play-test, not ranked: Tab edits ") {
      canvas.labelInFreeCorner(" play-test: Tab edits ")
    }
  }

  public var isAnimating: Bool { inner.isAnimating }
  public var stepsPerSecond: Double { inner.stepsPerSecond }
  public var overlay: Overlay? { inner.overlay }
  public var minimumSize: Size { inner.minimumSize }
  public var hasGameInProgress: Bool { inner.hasGameInProgress }
  public var wantsKeyReleases: Bool { inner.wantsKeyReleases }
  public var pausesWhenInterrupted: Bool { inner.pausesWhenInterrupted }
  /// A play-test is no game to watch: spectators see the editor's player in no game.
  public var liveReplay: Replay? { nil }
  /// The game's narration, said to be a play-test (as its corner label says).
  public var narration: Narration? {
    guard var narration = inner.narration else { return nil }
    narration.facts.insert(SpokenFact("play-test", "play-test, not ranked: Tab edits", announced: false), at: 0)
    return narration
  }

  /// `commands` with scores dropped and the scenes they bring wrapped as play-tests too.
  static func unranked(_ commands: [Command]) -> [Command] {
    commands.unranked { PlayTestScene($0) }
  }
}
