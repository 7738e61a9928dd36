import Drawing

/// The pushdown stack of scenes: menu → game → pause/help → game over, and back.
package struct SceneStack: Sendable {
  public private(set) var scenes: [any Scene]
  /// Each scene's identity, in step with `scenes`: the address of an effect's result.
  public private(set) var ids: [Int]
  private var nextID = 1

  /// Creates a stack with `root` at the bottom; the root is never popped (popping it quits).
  public init(root: any Scene) {
    scenes = [root]
    ids = [0]
  }

  /// The scene that receives input.
  public var top: any Scene { scenes[scenes.count - 1] }

  /// The identity of the scene on top: the one whose commands are being carried out.
  package var topID: Int { ids[ids.count - 1] }

  /// Number of scenes on the stack.
  public var depth: Int { scenes.count }

  // MARK: - Driving the top scene

  /// Delivers an event to the top scene and returns its commands.
  public mutating func handle(_ event: InputEvent) -> [Command] {
    scenes[scenes.count - 1].handle(event)
  }

  /// Delivers an event to every scene, bottom-up; only the top scene's commands are kept.
  package mutating func notifyAll(_ event: InputEvent) -> [Command] {
    for index in 0..<(scenes.count - 1) { _ = scenes[index].handle(event) }
    return scenes[scenes.count - 1].handle(event)
  }

  /// Delivers an event to every scene, bottom-up, and returns all their commands: for
  /// `.closing`, where every scene's last word counts, not only the top one's.
  package mutating func gatherAll(_ event: InputEvent) -> [Command] {
    scenes.indices.flatMap { scenes[$0].handle(event) }
  }

  /// Steps the top scene once and returns its commands.
  public mutating func step() -> [Command] {
    scenes[scenes.count - 1].step()
  }

  /// The index of the scene that steps under the top one: the scene directly below an overlay
  /// that `keepsSceneBelowStepping` (a network match under its help panel); nil otherwise.
  package var steppedBelowIndex: Int? {
    guard scenes.count > 1, top.overlay?.keepsSceneBelowStepping == true else { return nil }
    return scenes.count - 2
  }

  /// Steps the scene with identity `id` once, wherever it is on the stack, and returns its
  /// commands; nil when that scene is gone.
  public mutating func step(sceneID id: Int) -> [Command]? {
    guard let index = ids.lastIndex(of: id) else { return nil }
    return scenes[index].step()
  }

  /// Delivers an event to the scene with identity `id`, wherever it is on the stack; nil when
  /// that scene is gone (its answer has nobody to go to).
  public mutating func handle(_ event: InputEvent, sceneID id: Int) -> [Command]? {
    guard let index = ids.lastIndex(of: id) else { return nil }
    return scenes[index].handle(event)
  }

  // MARK: - Commands

  /// What applying a command did to the stack.
  public enum Outcome: Sendable {
    /// The stack changed or nothing was needed.
    case applied
    /// The program should end.
    case quit
    /// Work outside the stack, for the session (or its host) to carry out.
    case effect(Effect)
  }

  /// Applies a stack command (push, replace, pop, quit); an effect is handed back.
  public mutating func apply(_ command: Command) -> Outcome {
    switch command {
    case .push(let scene):
      scenes.append(scene)
      ids.append(takeID())
    case .replace(let scene):
      scenes[scenes.count - 1] = scene
      ids[ids.count - 1] = takeID()
    case .pop:
      if scenes.count == 1 { return .quit }
      scenes.removeLast()
      ids.removeLast()
    case .quit:
      return .quit
    case .perform(let effect):
      return .effect(effect)
    }
    return .applied
  }

  private mutating func takeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Index of the lowest scene that must be drawn: the top one and any it shows through to.
  package var firstVisibleIndex: Int {
    var index = scenes.count - 1
    while index > 0 && scenes[index].overlay != nil { index -= 1 }
    return index
  }

  /// The smallest screen every visible scene fits: an overlay (a pause panel, say) is drawn over
  /// the scenes below it, so a screen too small for those is too small for the overlay too.
  public var minimumSize: Size {
    scenes[firstVisibleIndex...].reduce(Size(width: 0, height: 0)) { size, scene in
      Size(width: max(size.width, scene.minimumSize.width), height: max(size.height, scene.minimumSize.height))
    }
  }

  /// Draws the visible scenes bottom-up into `canvas`; the scenes under an overlay that
  /// `hidesPanelsBelow` draw no panels, so one panel shows at a time.
  public func render(into canvas: inout Canvas) {
    let first = firstVisibleIndex
    let panelsFrom = scenes[first...].lastIndex { $0.overlay?.hidesPanelsBelow == true } ?? first
    let (drawsPanels, textLayer) = (canvas.drawsPanels, canvas.textLayer)
    for index in first..<scenes.count {
      canvas.drawsPanels = drawsPanels && index >= panelsFrom
      canvas.textLayer = index
      scenes[index].render(into: &canvas)
    }
    (canvas.drawsPanels, canvas.textLayer) = (drawsPanels, textLayer)
  }

  /// The narrated scene the screen shows, if any: the topmost visible scene with a narration,
  /// with its place on the stack (the text it draws is said by its facts instead, in plain mode).
  package var narrated: (layer: Int, narration: Narration)? {
    for index in (firstVisibleIndex..<scenes.count).reversed() {
      if let narration = scenes[index].narration { return (index, narration) }
    }
    return nil
  }
}
