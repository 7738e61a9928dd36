import ArcadeKit
import Drawing

/// A scene for stack tests: fills the screen with its letter (or, as an overlay, writes it at
/// the top-left), counts what reaches it, and answers every event with `reply`.
struct LabelScene: Scene {
  let letter: Unicode.Scalar
  var isOverlay: Bool = false
  var overlay: Overlay? { isOverlay ? .panel : nil }
  var reply: [Command] = []
  var events = 0
  var steps = 0

  mutating func handle(_ event: InputEvent) -> [Command] {
    events += 1
    return reply
  }

  mutating func step() -> [Command] {
    steps += 1
    return reply
  }

  func render(into canvas: inout Canvas) {
    if isOverlay {
      canvas[0, 0] = Cell(letter)
    } else {
      canvas.fill(canvas.bounds, with: Cell(letter))
    }
  }
}

extension SceneStack {
  /// The letters of the scenes from bottom to top.
  var letters: String {
    String(String.UnicodeScalarView(scenes.compactMap { ($0 as? LabelScene)?.letter }))
  }

  /// The scene at `index` as a `LabelScene`.
  func label(_ index: Int) -> LabelScene? { scenes[index] as? LabelScene }
}
