import ArcadeKit
import Benchmark
import Drawing
import TerminalWire

// MARK: - SceneUnderTest

/// A game scene kept across benchmark iterations, with what the Runner and the terminal keep
/// between frames: two 80×24 canvases that trade storage, the encoder and its byte buffer.
final class SceneUnderTest<S: Scene> {
  /// The size of a standard terminal.
  static var canvasSize: Size { Size(width: 80, height: 24) }

  /// The scene as the last step left it.
  private(set) var scene: S
  private var canvas = Canvas(size: canvasSize)
  private var previous: Canvas?
  private var encoder = FrameEncoder()
  private let sequences = TerminalSequences.ansi
  private var bytes: [UInt8] = []

  /// Keeps `scene` (already in the state to measure).
  init(_ scene: S) {
    self.scene = scene
  }

  /// One fixed step of the scene.
  func step() {
    blackHole(scene.step())
  }

  /// One frame as the arcade draws it: the canvas blanked (`Canvas.reset`), the scene drawn
  /// into it, and the bytes that change the terminal from the previous frame (ANSI sequences).
  func renderFrame() {
    canvas.reset(size: Self.canvasSize, capabilities: .full)
    scene.render(into: &canvas)
    bytes.removeAll(keepingCapacity: true)
    encoder.encode(canvas, over: previous, with: sequences, into: &bytes)
    blackHole(bytes.count)
    let shown = canvas
    canvas = previous ?? canvas
    previous = shown
  }
}
