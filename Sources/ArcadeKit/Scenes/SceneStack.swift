/// The pushdown stack of scenes: menu → game → pause/help → game over, and back.
public struct SceneStack: Sendable {
  public private(set) var scenes: [any Scene]

  /// Creates a stack with `root` at the bottom; the root is never popped (popping it quits).
  public init(root: any Scene) {
    scenes = [root]
  }

  /// The scene that receives input.
  public var top: any Scene { scenes[scenes.count - 1] }

  /// Number of scenes on the stack.
  public var depth: Int { scenes.count }

  // MARK: - Driving the top scene

  /// Delivers an event to the top scene and returns its commands.
  public mutating func handle(_ event: InputEvent) -> [Command] {
    scenes[scenes.count - 1].handle(event)
  }

  /// Delivers an event to every scene, bottom-up; only the top scene's commands are kept.
  public mutating func notifyAll(_ event: InputEvent) -> [Command] {
    for index in 0..<(scenes.count - 1) { _ = scenes[index].handle(event) }
    return scenes[scenes.count - 1].handle(event)
  }

  /// Steps the top scene once and returns its commands.
  public mutating func step() -> [Command] {
    scenes[scenes.count - 1].step()
  }

  // MARK: - Commands

  /// What applying a command did to the stack.
  public enum Outcome: Sendable {
    /// The stack changed or nothing was needed.
    case applied
    /// The program should end.
    case quit
    /// The command is not about the stack; the Runner must carry it out.
    case effect(Command)
  }

  /// Applies a stack command (push, replace, pop, popToRoot, quit); other commands are handed back.
  public mutating func apply(_ command: Command) -> Outcome {
    switch command {
    case .push(let scene):
      scenes.append(scene)
    case .replace(let scene):
      scenes[scenes.count - 1] = scene
    case .pop:
      if scenes.count == 1 { return .quit }
      scenes.removeLast()
    case .popToRoot:
      scenes.removeSubrange(1...)
    case .quit:
      return .quit
    case .submitScore, .writeFile, .sound, .applySettings:
      return .effect(command)
    }
    return .applied
  }

  /// Whether any scene on the stack holds a game in progress.
  public var hasGameInProgress: Bool { scenes.contains { $0.hasGameInProgress } }

  /// Index of the lowest scene that must be drawn: the top one and any it shows through to.
  public var firstVisibleIndex: Int {
    var index = scenes.count - 1
    while index > 0 && scenes[index].isOverlay { index -= 1 }
    return index
  }

  /// The smallest screen every visible scene fits: an overlay (a pause panel, say) is drawn over
  /// the scenes below it, so a screen too small for those is too small for the overlay too.
  public var minimumSize: Size {
    scenes[firstVisibleIndex...].reduce(Size(width: 0, height: 0)) { size, scene in
      Size(width: max(size.width, scene.minimumSize.width), height: max(size.height, scene.minimumSize.height))
    }
  }

  /// Draws the visible scenes bottom-up into `canvas`.
  public func render(into canvas: inout Canvas) {
    for index in firstVisibleIndex..<scenes.count {
      scenes[index].render(into: &canvas)
    }
  }
}
