import Testing

@testable import Drawing

/// A backdrop is drawn once for its key, size and capabilities and copied after that; anything
/// else it depends on draws it again.
@Suite struct BackdropTests {
  /// Draws a frame with a backdrop of `key` (a row of its number) and a dot over it, counting
  /// the times the backdrop was drawn.
  static func frame(_ canvas: inout Canvas, key: Int, dot: Int, drawn: inout Int) {
    canvas.backdrop(key) { canvas in
      drawn += 1
      canvas.text("backdrop \(key)", x: 0, y: 1)
    }
    canvas[dot, 0] = Cell("o")
  }

  @Test func theSameKeyIsCopiedAndTheFrameIsTheSameAsOneDrawnFresh() {
    var kept = Canvas(size: Size(width: 12, height: 3))
    var drawn = 0
    for dot in 0..<5 {
      kept.reset(size: kept.size, capabilities: .full)
      Self.frame(&kept, key: 7, dot: dot, drawn: &drawn)
      var fresh = Canvas(size: kept.size)
      var freshDrawn = 0
      Self.frame(&fresh, key: 7, dot: dot, drawn: &freshDrawn)
      #expect(kept == fresh, "frame \(dot)")
    }
    #expect(drawn == 1, "drawn once, copied four times")
    #expect(kept.lines() == ["    o", "backdrop 7", ""])
  }

  @Test func anotherKeyASizeOrCapabilitiesDrawItAgain() {
    var canvas = Canvas(size: Size(width: 12, height: 3))
    var drawn = 0
    Self.frame(&canvas, key: 1, dot: 0, drawn: &drawn)
    canvas.reset(size: canvas.size, capabilities: .full)
    Self.frame(&canvas, key: 2, dot: 0, drawn: &drawn)
    #expect(drawn == 2)
    #expect(canvas.lines()[1] == "backdrop 2", "not the first key's")
    canvas.reset(size: Size(width: 14, height: 3), capabilities: .full)
    Self.frame(&canvas, key: 2, dot: 0, drawn: &drawn)
    #expect(drawn == 3, "a new size")
    canvas.reset(size: Size(width: 14, height: 3), capabilities: Capabilities(unicode: false, colorDepth: .eight))
    Self.frame(&canvas, key: 2, dot: 0, drawn: &drawn)
    #expect(drawn == 4, "new capabilities")
    canvas.reset(size: Size(width: 14, height: 3), capabilities: Capabilities(unicode: false, colorDepth: .eight))
    Self.frame(&canvas, key: 2, dot: 0, drawn: &drawn)
    #expect(drawn == 4, "the same again: copied")
  }

  /// A copy kept only to compare with (the terminal's last frame) lets go of the backdrop, so
  /// the drawing canvas holds it alone; that copy would draw it again.
  @Test func aCanvasThatForgetsItsBackdropDrawsItAgain() {
    var canvas = Canvas(size: Size(width: 12, height: 3))
    var drawn = 0
    Self.frame(&canvas, key: 4, dot: 0, drawn: &drawn)
    var kept = canvas
    kept.forgetBackdrop()
    #expect(kept == canvas, "what it shows stays")
    #expect(kept.backdropCache.key == nil && canvas.backdropCache.key != nil)
    kept.reset(size: kept.size, capabilities: .full)
    Self.frame(&kept, key: 4, dot: 1, drawn: &drawn)
    #expect(drawn == 2)
  }

  @Test func aKeyOfAnotherTypeIsAnotherKey() {
    var canvas = Canvas(size: Size(width: 12, height: 3))
    var drawn = 0
    canvas.backdrop(1) { _ in drawn += 1 }
    canvas.reset(size: canvas.size, capabilities: .full)
    canvas.backdrop("1") { _ in drawn += 1 }
    #expect(drawn == 2)
  }

  @Test func theBackdropGoesOnWithTheDrawingWhenTwoCanvasesTakeTurns() {
    var shown = Canvas(size: Size(width: 12, height: 3))
    var next = Canvas(size: Size(width: 12, height: 3))
    var drawn = 0
    Self.frame(&shown, key: 3, dot: 1, drawn: &drawn)
    next.takeBackdrop(from: &shown)
    Self.frame(&next, key: 3, dot: 2, drawn: &drawn)
    #expect(drawn == 1, "the other canvas copies what the first drew")
    #expect(next.lines() == ["  o", "backdrop 3", ""])
    #expect(shown.backdropCache.key == nil, "one canvas keeps it")
  }

  @Test func theBackdropIsNotPartOfWhatACanvasShows() {
    var a = Canvas(size: Size(width: 12, height: 3))
    var drawn = 0
    Self.frame(&a, key: 4, dot: 0, drawn: &drawn)
    var b = a
    b.backdropCache = BackdropCache()
    #expect(a == b)
  }
}
