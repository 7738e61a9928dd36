import Drawing

/// Any scene as one concrete type: what a driver generic over its scene's type (`ReplayPlayer`)
/// holds when it plays whichever game a replay names.
public struct AnyScene: Scene {
  /// The scene itself.
  public private(set) var base: any Scene

  /// Wraps `base`.
  public init(_ base: any Scene) {
    self.base = base
  }

  public mutating func handle(_ event: InputEvent) -> [Command] { base.handle(event) }
  public mutating func step() -> [Command] { base.step() }
  public func render(into canvas: inout Canvas) { base.render(into: &canvas) }
  public var isAnimating: Bool { base.isAnimating }
  public var stepsPerSecond: Double { base.stepsPerSecond }
  public var overlay: Overlay? { base.overlay }
  public var minimumSize: Size { base.minimumSize }
  public var hasGameInProgress: Bool { base.hasGameInProgress }
  public var wantsKeyReleases: Bool { base.wantsKeyReleases }
  public var pausesWhenInterrupted: Bool { base.pausesWhenInterrupted }
  public var liveReplay: Replay? { base.liveReplay }
  public var narration: Narration? { base.narration }
}
