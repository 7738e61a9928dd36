import Testing

@testable import Drawing

/// The rows a frame drew into: what `reset` clears or puts back, and what may differ from the
/// frame before.
@Suite struct RowMarksTests {
  @Test func rowsAreMarkedOneAtATimeOrByRangesAcrossWords() {
    var marks = RowMarks()
    #expect(marks.isEmpty)
    marks.mark(3)
    marks.mark(60..<130)
    #expect(marks.contains(3) && !marks.contains(2) && !marks.contains(4))
    #expect(!marks.contains(59) && marks.contains(60) && marks.contains(64) && marks.contains(129))
    #expect(!marks.contains(130) && !marks.contains(255))
    var runs: [Range<Int>] = []
    marks.forEachRun(below: 200) { runs.append($0) }
    #expect(runs == [3..<4, 60..<130])
    runs = []
    marks.forEachRun(below: 100) { runs.append($0) }
    #expect(runs == [3..<4, 60..<100], "a run is cut at the height")
    // Beyond the rows told apart, one mark stands for them all.
    var tall = RowMarks()
    tall.mark(300)
    #expect(tall.contains(256) && tall.contains(1_000) && !tall.contains(255))
    let union = marks.union(tall)
    #expect(union.contains(3) && union.contains(400) && !union.contains(5))
  }

  /// A session's two canvases drawing frames in turn over one backdrop: each frame's cells are
  /// those of a canvas drawn fresh, and only the rows either of two frames drew into are told
  /// apart as rows that may differ.
  @Test func framesOverAKeptBackdropTellWhichRowsMayDiffer() {
    let size = Size(width: 10, height: 6)
    var (shown, next) = (Canvas(size: size), Canvas(size: size))
    func draw(_ canvas: inout Canvas, dotRow: Int) {
      canvas.backdrop("walls") { $0.fill(Rect(x: 0, y: 0, width: 10, height: 6), with: Cell("#")) }
      canvas[4, dotRow] = Cell("o")
    }
    draw(&shown, dotRow: 1)
    next.takeBackdrop(from: &shown)
    next.reset(size: size, capabilities: .full)
    draw(&next, dotRow: 2)
    var fresh = Canvas(size: size)
    draw(&fresh, dotRow: 2)
    #expect(next == fresh)
    let rows = next.rowsThatMayDiffer(from: shown)
    #expect(rows.map { marks in (0..<6).filter { marks.contains($0) } } == [1, 2])
    // The first canvas again, two frames on: the rows it drew over are put back.
    swap(&shown, &next)
    next.takeBackdrop(from: &shown)
    next.reset(size: size, capabilities: .full)
    #expect(next.cells.allSatisfy { $0 == .blank }, "until the backdrop is drawn, the frame is blank")
    #expect(next[0, 0] == .blank)
    draw(&next, dotRow: 4)
    fresh = Canvas(size: size)
    draw(&fresh, dotRow: 4)
    #expect(next == fresh)
    #expect(next.rowsThatMayDiffer(from: shown).map { marks in (0..<6).filter { marks.contains($0) } } == [2, 4])
  }

  /// A frame that draws something else where the one before drew a backdrop starts blank: the
  /// backdrop put back is cleared before the first thing is drawn, whatever draws it.
  @Test(arguments: 0..<5)
  func drawingAnythingElseFirstClearsTheOldBackdrop(way: Int) {
    let size = Size(width: 8, height: 3)
    var canvas = Canvas(size: size)
    canvas.backdrop(1) { $0.fill(Rect(x: 0, y: 0, width: 8, height: 3), with: Cell("#")) }
    canvas.reset(size: size, capabilities: .full)
    switch way {
    case 0: canvas[1, 1] = Cell("x")
    case 1: canvas.text("x", x: 1, y: 1)
    case 2: canvas.text("x" as TextLine, x: 1, y: 1)
    case 3: canvas.fill(Rect(x: 1, y: 1, width: 1, height: 1), with: Cell("x"))
    default:
      var raster = HalfBlockRaster(cells: Size(width: 2, height: 2))
      raster[1, 2] = .red
      raster.draw(into: &canvas, at: 0, 0)
    }
    #expect(canvas.cells.filter { $0 != .blank }.count == 1, "way \(way): \(canvas.lines())")
    #expect(canvas.rowsThatMayDiffer(from: Canvas(size: size)).map { $0.contains(1) && !$0.contains(0) } == true)
  }
}
