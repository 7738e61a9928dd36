import ArcadeKit
import Drawing
import PropertyBased
import TestSupport
import Testing

@testable import TerminalWire

/// The bytes a frame costs, and that they draw exactly the canvas.
@Suite struct FrameEncoderTests {
  let sequences = TerminalSequences.ansi

  /// The encoder's bytes for `canvas` over `previous`, as text with ESC shown as "⎋".
  func encoded(_ canvas: Canvas, over previous: Canvas?, encoder: inout FrameEncoder) -> String {
    var bytes: [UInt8] = []
    encoder.encode(canvas, over: previous, with: sequences, into: &bytes)
    return String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
  }

  func canvas(_ width: Int = 10, _ height: Int = 3, _ draw: (inout Canvas) -> Void = { _ in }) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height), capabilities: .full)
    draw(&canvas)
    return canvas
  }

  @Test func theFirstFrameClearsAndWritesOnlyWhatIsNotBlank() {
    var encoder = FrameEncoder()
    let frame = canvas { $0.text("Hi", x: 3, y: 1) }
    #expect(encoded(frame, over: nil, encoder: &encoder) == "⎋[m⎋[39;49m⎋[H⎋[2J⎋[2;4HHi")
  }

  /// A blank between two cells of one colour keeps the colour: a space shows none of it.
  @Test func aBlankBetweenColouredCellsKeepsThePen() {
    var encoder = FrameEncoder()
    let red = Style(foreground: .red)
    let before = canvas { $0.text("xxxxx", x: 0, y: 0) }
    _ = encoded(before, over: nil, encoder: &encoder)
    let frame = canvas {
      $0.text("a", x: 0, y: 0, style: red)
      $0.text(" ", x: 1, y: 0)
      $0.text("b", x: 2, y: 0, style: red)
      $0.text("xx", x: 3, y: 0)
    }
    let text = encoded(frame, over: before, encoder: &encoder)
    #expect(text == "⎋[1;1H⎋[38;5;196ma b", "red is set once, the blank between keeps it")
    // A background or a reversed pen shows on a space: the blank gets the plain pen.
    let highlighted = canvas {
      $0.text("a", x: 0, y: 0, style: Style(background: .blue))
      $0.text(" ", x: 1, y: 0)
      $0.text("b", x: 2, y: 0, style: Style(background: .blue))
      $0.text("xx", x: 3, y: 0)
    }
    var fresh = FrameEncoder()
    _ = encoded(before, over: nil, encoder: &fresh)
    let shown = encoded(highlighted, over: before, encoder: &fresh)
    #expect(shown == "⎋[1;1H⎋[48;5;25ma⎋[49m ⎋[48;5;25mb", "the blank between gets the plain pen")
  }

  @Test func anUnchangedFrameCostsNothing() {
    var encoder = FrameEncoder()
    let frame = canvas { $0.text("Hi", x: 3, y: 1, style: Style(foreground: .red)) }
    _ = encoded(frame, over: nil, encoder: &encoder)
    #expect(encoded(frame, over: frame, encoder: &encoder) == "")
  }

  @Test func oneChangedCellIsOneMoveAndOneGlyph() {
    var encoder = FrameEncoder()
    let first = canvas { $0.text("abcdef", x: 0, y: 0) }
    _ = encoded(first, over: nil, encoder: &encoder)
    let second = canvas { $0.text("abXdef", x: 0, y: 0) }
    #expect(encoded(second, over: first, encoder: &encoder) == "⎋[1;3HX")
  }

  @Test func neighboursNeedNoMoveAndAGapOnTheRowMovesForward() {
    var encoder = FrameEncoder()
    let first = canvas { $0.text("abcdefgh", x: 0, y: 0) }
    _ = encoded(first, over: nil, encoder: &encoder)
    let second = canvas { $0.text("aXYdefgZ", x: 0, y: 0) }
    #expect(encoded(second, over: first, encoder: &encoder) == "⎋[1;2HXY⎋[4CZ")
  }

  @Test func backToBackRenditionsBecomeOneAndOthersAreLeftAlone() {
    var bytes = Array("x\u{1B}[m\u{1B}[1m\u{1B}[38;5;16m".utf8)
    FrameEncoder.mergeGraphicRenditions(in: &bytes, from: 1)
    #expect(String(decoding: bytes, as: UTF8.self) == "x\u{1B}[0;1;38;5;16m")
    var other = Array("\u{1B}[1m\u{1B}(B".utf8)  // not all renditions: unchanged
    FrameEncoder.mergeGraphicRenditions(in: &other, from: 0)
    #expect(String(decoding: other, as: UTF8.self) == "\u{1B}[1m\u{1B}(B")
  }

  @Test func anyRunOfRenditionsBecomesOneInPlace() async {
    let lists = Gen.int(in: 0...255).array(of: 0...3).array(of: 2...6)
    await propertyCheck(input: lists, Gen.int(in: 0...3)) { renditions, prefixLength in
      let prefix = String(repeating: "x", count: prefixLength)
      let texts = renditions.map { $0.map(String.init).joined(separator: ";") }
      var bytes = Array((prefix + texts.map { "\u{1B}[\($0)m" }.joined()).utf8)
      FrameEncoder.mergeGraphicRenditions(in: &bytes, from: prefixLength)
      let merged = "\u{1B}[" + texts.map { $0.isEmpty ? "0" : $0 }.joined(separator: ";") + "m"
      #expect(String(decoding: bytes, as: UTF8.self) == prefix + merged)
    }
  }

  @Test func colourChangesSendOnlyWhatDiffers() {
    var encoder = FrameEncoder()
    let red = Style(foreground: .red)
    let redOnBlue = Style(foreground: .red, background: .blue)
    let first = canvas { $0.text("a", x: 0, y: 0, style: red) }
    let second = canvas {
      $0.text("a", x: 0, y: 0, style: red)
      $0.text("b", x: 1, y: 0, style: redOnBlue)
      $0.text("c", x: 2, y: 0)
    }
    let redIndex = Color.red.index(at: .full256)!
    let blueIndex = Color.blue.index(at: .full256)!
    #expect(encoded(first, over: nil, encoder: &encoder) == "⎋[m⎋[39;49m⎋[H⎋[2J⎋[38;5;\(redIndex)ma")
    // Red stays; blue is added; then both go back to the default with one `op`.
    #expect(encoded(second, over: first, encoder: &encoder) == "⎋[48;5;\(blueIndex)mb⎋[39;49mc")
  }

  @Test func oneColourBackToTheDefaultKeepsTheOther() {
    var encoder = FrameEncoder()
    let onGreen = Style(background: .green)
    let blackOnGreen = Style(foreground: .black, background: .green)
    let frame = canvas {
      $0.text("ab", x: 0, y: 0, style: blackOnGreen)
      $0.text("c", x: 2, y: 0, style: onGreen)
      $0.text("d", x: 3, y: 0, style: Style(foreground: .black))
    }
    let black = Color.black.index(at: .full256)!
    let green = Color.green.index(at: .full256)!
    // The table's black dots, then its bare green: only the foreground goes back (ESC [ 39 m);
    // then only the background (49) with black set again, in one sequence.
    #expect(
      encoded(frame, over: nil, encoder: &encoder)
        == "⎋[m⎋[39;49m⎋[H⎋[2J⎋[38;5;\(black);48;5;\(green)mab⎋[39mc⎋[49;38;5;\(black)md")
  }

  @Test func attributesAreResetThenSetWithTheirColours() {
    var encoder = FrameEncoder()
    let first = canvas { $0.text("a", x: 0, y: 0, style: Style(foreground: .red, attributes: .bold)) }
    let second = canvas {
      $0.text("a", x: 0, y: 0, style: Style(foreground: .red, attributes: .bold))
      $0.text("b", x: 1, y: 0, style: Style(foreground: .red, attributes: .reverse))
    }
    let red = Color.red.index(at: .full256)!
    _ = encoded(first, over: nil, encoder: &encoder)
    #expect(encoded(second, over: first, encoder: &encoder) == "⎋[0;7;38;5;\(red)mb")
  }

  @Test func aRowThatEndsBlankIsErasedNotFilledWithSpaces() {
    var encoder = FrameEncoder()
    let first = canvas { $0.text("abcdefghij", x: 0, y: 1) }
    _ = encoded(first, over: nil, encoder: &encoder)
    let second = canvas { $0.text("abc", x: 0, y: 1) }
    #expect(encoded(second, over: first, encoder: &encoder) == "⎋[2;4H⎋[K")
  }

  @Test func controlCharactersAndUnshowableGlyphsBecomeQuestionMarks() {
    var encoder = FrameEncoder()
    var frame = canvas()
    frame[0, 0] = Cell("\u{1B}")
    frame[1, 0] = Cell("\u{9B}")  // the 8-bit CSI
    frame[2, 0] = Cell("\u{301}")  // a combining mark alone in a cell
    frame[3, 0] = Cell("█")
    #expect(encoded(frame, over: nil, encoder: &encoder) == "⎋[m⎋[39;49m⎋[H⎋[2J???█")
    var ascii = Canvas(
      size: Size(width: 10, height: 3), capabilities: Capabilities(unicode: false, colorDepth: .monochrome))
    ascii[0, 0] = Cell("█")
    var plain = FrameEncoder()
    #expect(encoded(ascii, over: nil, encoder: &plain) == "⎋[m⎋[39;49m⎋[H⎋[2J?")
  }

  @Test func aWideCharacterTakesItsTwoCells() {
    var encoder = FrameEncoder()
    let frame = canvas { $0.text("漢x", x: 0, y: 0) }
    #expect(encoded(frame, over: nil, encoder: &encoder) == "⎋[m⎋[39;49m⎋[H⎋[2J漢x")
  }

  @Test func eightColourBrightColoursAreBold() {
    var encoder = FrameEncoder()
    let eight = Capabilities(unicode: true, colorDepth: .eight)
    var frame = Canvas(size: Size(width: 4, height: 1), capabilities: eight)
    frame.text("a", x: 0, y: 0, style: Style(foreground: .brightRed))
    #expect(encoded(frame, over: nil, encoder: &encoder) == "⎋[m⎋[39;49m⎋[H⎋[2J⎋[0;1;31ma")
  }

  /// The span of a row the encoder looks at cell by cell holds every cell that changed, and
  /// starts and ends on one; a row with no change has none.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func aRowsChangedSpanIsExactlyFromItsFirstToItsLastChange(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let size = Size(width: 37, height: 3)
    let before = canvas(size.width, size.height) { $0.text("a row of text, partly ⣿ blocks █", x: 2, y: 1) }
    for _ in 0..<200 {
      var after = before
      for _ in 0..<random.int(in: 0...3) {
        let style = random.int(in: 0...1) == 0 ? Style.plain : Style(foreground: .red)
        after.text(random.int(in: 0...1) == 0 ? "x" : "█", x: random.int(in: 0..<size.width), y: 1, style: style)
      }
      let changed = (0..<size.width).filter { after[$0, 1] != before[$0, 1] }
      let span = FrameEncoder.changedCells(inRowAt: size.width, width: size.width, after.cells, before.cells)
      if let first = changed.first, let last = changed.last {
        #expect(span == (size.width + first)..<(size.width + last + 1))
      } else {
        #expect(span == nil)
      }
      #expect(FrameEncoder.changedCells(inRowAt: 0, width: size.width, after.cells, before.cells) == nil)
    }
  }

  /// Random frames, one after another: what the terminal shows is always the canvas.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func theScreenAlwaysShowsTheCanvas(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let size = Size(width: 23, height: 7)
    let glyphs: [Unicode.Scalar] = [" ", " ", " ", "a", "Z", "█", "▀", "▄", "▀", "⣿", "─", "漢", "\u{7}"]
    let colors: [Color] = [.default, .default, .red, .blue, .brightGreen, .gray, .black]
    let attributes: [TextAttributes] = [[], [], .bold, .dim, .reverse, .underline, [.bold, .reverse]]
    var encoder = FrameEncoder()
    var screen = ANSIScreenModel(width: size.width, height: size.height)
    var previous: Canvas?
    for frameNumber in 0..<40 {
      let depth: ColorDepth = frameNumber < 30 ? .full256 : .sixteen
      var frame =
        previous.flatMap { $0.capabilities.colorDepth == depth ? $0 : nil }
        ?? Canvas(size: size, capabilities: Capabilities(unicode: true, colorDepth: depth))
      for _ in 0..<random.int(in: 0...30) {
        let style = Style(
          foreground: colors[random.int(in: 0..<colors.count)], background: colors[random.int(in: 0..<colors.count)],
          attributes: attributes[random.int(in: 0..<attributes.count)])
        let glyph = glyphs[random.int(in: 0..<glyphs.count)]
        frame.text(String(glyph), x: random.int(in: -1...size.width), y: random.int(in: 0..<size.height), style: style)
      }
      if random.int(in: 0...9) == 0 {
        frame.fill(Rect(x: 0, y: random.int(in: 0..<size.height), width: size.width, height: 1), with: .blank)
      }
      var bytes: [UInt8] = []
      encoder.encode(frame, over: previous, with: sequences, into: &bytes)
      screen.feed(bytes)
      #expect(screen.problems.isEmpty, "frame \(frameNumber): \(screen.problems)")
      for y in 0..<size.height {
        for x in 0..<size.width {
          var cell = frame[x, y]
          let shown = screen[x, y]
          let wide = CharacterWidth.of(cell.scalar) == 2
          if cell.isContinuation {
            if x > 0 && CharacterWidth.of(frame[x - 1, y].scalar) == 2 { continue }  // drawn with its left half
            cell = Cell(" ", style: cell.style)  // a right half whose left half was drawn over
          }
          let nextIsRightHalf = x + 1 < size.width && frame[x + 1, y].isContinuation
          let expectedText: Unicode.Scalar = wide && !nextIsRightHalf ? "?" : cell.scalar
          let encoded = FrameEncoder.pen(for: cell.style, frame.capabilities)
          let pen = ANSIScreenModel.Pen(
            attributes: encoded.attributes, foreground: encoded.foreground, background: encoded.background)
          // A blank cell's pen does not matter beyond its background; a half block may be
          // drawn as the other half in the swapped colours (`FrameEncoder.keepingPen`).
          let swapped = ANSIScreenModel.Pen(
            attributes: pen.attributes, foreground: pen.background, background: pen.foreground)
          let otherHalf: Unicode.Scalar? = expectedText == "▀" ? "▄" : expectedText == "▄" ? "▀" : nil
          let matches =
            (shown.text == expectedText
              && (cell == .blank ? shown.pen.background == nil : shown.pen == pen))
            || (otherHalf != nil && shown.text == otherHalf && shown.pen == swapped)
          #expect(matches, "frame \(frameNumber) at (\(x), \(y)): \(shown) for \(cell)")
        }
      }
      previous = frame
    }
  }

  // MARK: - Pens from the table

  /// xterm's strings, with or without dim: without it the pen's parts are not all one
  /// rendition, so pens are written the other way (separate sequences, merged after).
  static func xterm(withDim: Bool) -> TerminalSequences {
    var profile = TerminalProfile.xterm256color
    if !withDim { profile.strings[.dim] = nil }
    return TerminalSequences(profile: profile)
  }

  @Test func aPenChangeIsOneRenditionWhereEveryPartIsOne() {
    let renditions = TerminalSequences.ansi.renditions
    #expect(renditions?.reset == [])
    #expect(renditions?.defaultForeground == Array("39".utf8))
    #expect(renditions?.defaultBackground == Array("49".utf8))
    var bytes: [UInt8] = []
    TerminalSequences.ansi.appendColorParameters(foreground: false, index: 208, into: &bytes)
    TerminalSequences.ansi.appendColorParameters(foreground: true, index: 3, into: &bytes)
    TerminalSequences.ansi.appendColorParameters(foreground: true, index: 12, into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "48;5;2083394")
    // Padding, a shift-in after the reset, a missing attribute: pens are merged after instead.
    #expect(Self.xterm(withDim: false).renditions == nil)
    #expect(TerminalSequences(profile: .vt100).renditions == nil)
  }

  /// Random frames written both ways: the table's one rendition a pen change and the merged
  /// separate sequences are the same bytes.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func penChangesFromTheTableAreWhatMergingMakes(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let size = Size(width: 17, height: 5)
    let colors: [Color] = [.default, .default, .red, .blue, .brightGreen, .gray, .black]
    let attributes: [TextAttributes] = [[], [], .bold, .reverse, .underline, [.bold, .reverse]]
    let (table, merged) = (Self.xterm(withDim: true), Self.xterm(withDim: false))
    #expect(table.renditions != nil && merged.renditions == nil)
    var encoders = (FrameEncoder(), FrameEncoder())
    var previous: Canvas?
    for frameNumber in 0..<30 {
      var frame = previous ?? Canvas(size: size, capabilities: .full)
      for _ in 0..<random.int(in: 0...20) {
        let style = Style(
          foreground: colors[random.int(in: 0..<colors.count)], background: colors[random.int(in: 0..<colors.count)],
          attributes: attributes[random.int(in: 0..<attributes.count)])
        frame.text("x", x: random.int(in: 0..<size.width), y: random.int(in: 0..<size.height), style: style)
      }
      var bytes: ([UInt8], [UInt8]) = ([], [])
      encoders.0.encode(frame, over: previous, with: table, into: &bytes.0)
      encoders.1.encode(frame, over: previous, with: merged, into: &bytes.1)
      #expect(
        String(decoding: bytes.0, as: UTF8.self) == String(decoding: bytes.1, as: UTF8.self), "frame \(frameNumber)")
      previous = frame
    }
  }

  // MARK: - Half blocks keeping the pen

  @Test func aHalfBlockIsDrawnAsTheOtherHalfWhenThatKeepsThePen() {
    var encoder = FrameEncoder()
    let redOverBlue = Style(foreground: .red, background: .blue)
    let blueOverRed = Style(foreground: .blue, background: .red)
    let red = Color.red.index(at: .full256)!
    let blue = Color.blue.index(at: .full256)!
    // The ball's top half, then a cell whose bottom half is the ball: the second is drawn as an
    // upper half in the pen the first left, not with both colours changed.
    let frame = canvas {
      $0.text("▄", x: 0, y: 0, style: redOverBlue)
      $0.text("▀", x: 1, y: 0, style: blueOverRed)
    }
    #expect(
      encoded(frame, over: nil, encoder: &encoder)
        == "⎋[m⎋[39;49m⎋[H⎋[2J⎋[38;5;\(red);48;5;\(blue)m▄▄")
  }

  @Test func aHalfBlockKeepsItsGlyphWhereSwappingSavesNothingOrBoldWouldMove() {
    let pen = FrameEncoder.Pen(attributes: [], foreground: 1, background: 4)
    let same = FrameEncoder.Pen(attributes: [], foreground: 1, background: 4)
    #expect(FrameEncoder.keepingPen(pen, "▀", same) == ("▀", same))
    let swapped = FrameEncoder.Pen(attributes: [], foreground: 4, background: 1)
    #expect(FrameEncoder.keepingPen(pen, "▀", swapped) == ("▄", pen))
    #expect(FrameEncoder.keepingPen(pen, "x", swapped) == ("x", swapped))
    // Bold brightens only the foreground on 16 colours; a default colour has no swap.
    let boldSwapped = FrameEncoder.Pen(attributes: .bold, foreground: 4, background: 1)
    #expect(FrameEncoder.keepingPen(pen, "▀", boldSwapped) == ("▀", boldSwapped))
    let overDefault = FrameEncoder.Pen(attributes: [], foreground: 4, background: nil)
    #expect(FrameEncoder.keepingPen(pen, "▄", overDefault) == ("▄", overDefault))
  }

  // MARK: - Rows that may differ

  /// Frames drawn as a session draws them (two canvases in turn, a backdrop kept between them,
  /// some frames with another backdrop or none) and encoded over the one before: the screen
  /// always shows what a canvas drawn fresh shows, though rows neither frame drew into are
  /// not compared.
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func rowsLeftUnwrittenOverTheSameStartAreTheSame(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let size = Size(width: 19, height: 9)
    func draw(_ canvas: inout Canvas, backdrop: Int?, ops: [(Int, Int, Int, Color)]) {
      if let backdrop {
        canvas.backdrop(backdrop) { canvas in
          for y in stride(from: backdrop % 3, to: size.height, by: 2) {
            canvas.text("wall \(backdrop) wall", x: y, y: y, style: Style(foreground: .gray))
          }
        }
      }
      for (kind, x, y, color) in ops {
        switch kind {
        case 0: canvas[x, y] = Cell("o", style: Style(foreground: color))
        case 1: canvas.text("text", x: x, y: y, style: Style(background: color))
        case 2: canvas.fill(Rect(x: x, y: y, width: 3, height: 2), with: Cell("#", style: Style(foreground: color)))
        case 3: canvas.restyle(Rect(x: x, y: y, width: 4, height: 1)) { $0.attributes.insert(.bold) }
        default:
          var raster = HalfBlockRaster(cells: Size(width: 4, height: 2), reusing: &canvas)
          raster.fillCircle(centerX: 2, centerY: 2, radius: 1.5, color: color)
          raster.draw(into: &canvas, at: x, y)
        }
      }
    }
    var (frame, shown): (Canvas, Canvas?) = (Canvas(size: size), nil)
    var encoder = FrameEncoder()
    var screen = ANSIScreenModel(width: size.width, height: size.height)
    let colors: [Color] = [.red, .blue, .green, .yellow]
    for frameNumber in 0..<60 {
      // Mostly one backdrop, sometimes another or none (a pause, another level).
      let backdrop: Int? = [7, 7, 7, 7, 7, 8, nil][random.int(in: 0...6)]
      let ops = (0..<random.int(in: 0...3)).map { _ in
        (
          random.int(in: 0...4), random.int(in: -2..<size.width), random.int(in: 0..<size.height),
          colors[random.int(in: 0..<colors.count)]
        )
      }
      frame.reset(size: size, capabilities: .full)
      draw(&frame, backdrop: backdrop, ops: ops)
      var fresh = Canvas(size: size)
      draw(&fresh, backdrop: backdrop, ops: ops)
      #expect(frame == fresh, "frame \(frameNumber)")
      var bytes: [UInt8] = []
      encoder.encode(frame, over: shown, with: sequences, into: &bytes)
      screen.feed(bytes)
      for y in 0..<size.height {
        for x in 0..<size.width where screen[x, y].text != fresh[x, y].scalar {
          Issue.record("frame \(frameNumber) at (\(x), \(y)): \(screen[x, y]) for \(fresh[x, y])")
        }
      }
      if var last = shown {
        swap(&frame, &last)
        frame.takeBackdrop(from: &last)
        shown = last
      } else {
        shown = frame
        frame = Canvas(size: size)
        frame.takeBackdrop(from: &shown!)
      }
    }
  }
}
