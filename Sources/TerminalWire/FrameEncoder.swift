import ArcadeKit
import Drawing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns a canvas into the bytes that change the screen from the previous canvas to it.
///
/// Only changed cells are written; the cursor moves only where the next changed cell is not
/// under it already, and attributes and colours are sent only when they differ from what the
/// terminal has. It keeps what it last sent (the pen and the cursor) between frames, so a frame
/// that changes ten cells of one colour costs about ten glyphs and a few moves.
public struct FrameEncoder: Sendable {
  /// What the terminal draws the next character with.
  struct Pen: Equatable {
    var attributes: TextAttributes
    var foreground: Int16?
    var background: Int16?

    /// The terminal's state after `sgr0` and `op`.
    static let plain = Pen(attributes: [], foreground: nil, background: nil)
  }

  /// The pen the terminal has, or nil when unknown (at start, after a resume or a resize).
  private var pen: Pen?
  /// Where the cursor is, or nil when unknown.
  private var cursor: (row: Int, column: Int)?

  /// An encoder that knows nothing of the screen yet (its first frame clears it).
  public init() {}

  /// Appends to `bytes` what turns the screen showing `previous` (nil: unknown, so the screen
  /// is cleared first) into `canvas`.
  public mutating func encode(
    _ canvas: Canvas, over previous: Canvas?, with sequences: TerminalSequences, into bytes: inout [UInt8]
  ) {
    // The cells alone, not a copy of the canvas (which retains each of its buffers).
    var previousCells: [Cell]?
    if let previous, previous.size == canvas.size, previous.capabilities == canvas.capabilities {
      previousCells = previous.cells
    }
    if previousCells == nil {
      bytes += sequences.resetAttributes
      bytes += sequences.defaultColors
      bytes += sequences.clearScreen
      pen = .plain
      cursor = (0, 0)
    }
    let capabilities = canvas.capabilities
    let width = canvas.width
    let lastIndex = canvas.cells.count - 1
    // Local copies: reading stored arrays inside the loop pays an exclusivity check per cell.
    let cells = canvas.cells
    let canClearLines = !sequences.clearToEndOfLine.isEmpty
    // Rows neither frame drew into, over the same start (blank, or one backdrop), are the same
    // without comparing them.
    let mayDiffer = previousCells == nil ? nil : previous?.rowsThatMayDiffer(from: canvas)
    var index = 0
    var blankFrom: Int?  // where the current row's trailing run of blank cells starts, once needed
    var spanEnd = 0  // where the current row's changed cells end; the rest of the row is the same
    var (row, rowStart) = (0, 0)
    var (lastStyle, lastPen) = (Style.plain, Self.pen(for: .plain, capabilities))
    while index < cells.count {
      // The index only grows: the row is divided out only when the index passes its end (a
      // division for every cell looked at was a fifth of the loop's cost in a busy frame).
      if index >= rowStart + width {
        row = index / width
        rowStart = row * width
      }
      let column = index - rowStart
      if column == 0 || index == spanEnd {
        if column != 0 {
          // Past the row's last changed cell: the rest of the row is unchanged.
          index = (row + 1) * width
          continue
        }
        blankFrom = nil
        spanEnd = (row + 1) * width
        if let mayDiffer, !mayDiffer.contains(row) {
          index += width
          continue
        }
        if let previousCells {
          // Only the cells from the first to the last that differ byte for byte from the frame
          // before are looked at one by one; a row that is the same costs one comparison. (A
          // wide character never spans two rows, so the row alone decides.)
          guard let changed = Self.changedCells(inRowAt: index, width: width, cells, previousCells) else {
            index += width
            continue
          }
          spanEnd = changed.upperBound
          // From the cell before the first change: its right half may be what changed.
          if changed.lowerBound - 1 > index {
            index = changed.lowerBound - 1
            continue
          }
        }
      }
      if let previousCells, index &+ 1 < spanEnd,
        Self.sameBytes(cells, previousCells, at: index), Self.sameBytes(cells, previousCells, at: index &+ 1)
      {
        // A run of cells the same byte for byte, and each one's right neighbour too: skipped
        // eight bytes a cell, to the cell before the next that differs (whose right half may
        // be what changed).
        var next = index &+ 2
        while next < spanEnd && Self.sameBytes(cells, previousCells, at: next) { next &+= 1 }
        index = next &- 1
        continue
      }
      var cell = cells[index]
      if cell.isContinuation {
        // The right half of a wide character, drawn with it; alone (its left half was drawn
        // over) it is a blank.
        if index > 0 && Self.isWide(cells[index - 1]) {
          index += 1
          continue
        }
        cell = Cell(" ", style: cell.style)
      }
      if let previousCells {
        // Unchanged, unless it holds (or held) a wide character whose right half changed: the
        // terminal erased the whole character then.
        let rightHalfChanged =
          index < lastIndex && previousCells[index + 1] != cells[index + 1]
          && (cells[index + 1].isContinuation || previousCells[index + 1].isContinuation)
        if previousCells[index] == cells[index] && !rightHalfChanged {
          index += 1
          continue
        }
      } else if cell == .blank {
        index += 1
        continue  // the screen was just cleared
      }
      let rowBlankFrom = blankFrom ?? Self.trailingBlanks(ofRowAt: rowStart, width: width, in: cells)
      blankFrom = rowBlankFrom
      if canClearLines && index >= rowBlankFrom && (index != lastIndex || !sequences.skipsBottomRightCell) {
        // The rest of the row is blank: erase it rather than write spaces. Erased cells are
        // empty to the terminal (tmux keeps written spaces as content, and a resize can then
        // bring them back after the arcade ends); it is also fewer bytes.
        if !Self.cursor(cursor, isAt: row, column) {
          sequences.moveCursor(from: cursor, toRow: row, column: column, into: &bytes)
        }
        setPen(.plain, with: sequences, into: &bytes)
        bytes += sequences.clearToEndOfLine
        cursor = (row, column)
        index = (row + 1) * width
        continue
      }
      if index == lastIndex && sequences.skipsBottomRightCell {
        index += 1
        continue
      }
      let wide = index < lastIndex && cells[index + 1].isContinuation && Self.isWide(cell)
      if !Self.cursor(cursor, isAt: row, column) {
        sequences.moveCursor(from: cursor, toRow: row, column: column, into: &bytes)
      }
      // The pen of the cell before is most often this one's (a run of one colour).
      if cell.style != lastStyle {
        (lastStyle, lastPen) = (cell.style, Self.pen(for: cell.style, capabilities))
      }
      var (glyph, wanted) = (cell.scalar, lastPen)
      if let pen, pen != wanted, capabilities.unicode {
        (glyph, wanted) = Self.keepingPen(pen, glyph, wanted)
      }
      // A blank shows only its background: where the pen draws a space as the plain pen does,
      // its colour (and boldness) stays, rather than a reset here and a colour again after it.
      if !(glyph == " " && wanted == .plain && pen.map(Self.drawsBlanksPlainly) == true) {
        setPen(wanted, with: sequences, into: &bytes)
      }
      appendGlyph(glyph, wide: wide, unicode: capabilities.unicode, into: &bytes)
      let next = column + (wide ? 2 : 1)
      // At the right edge terminals differ (a pending wrap, or not): the position is unknown.
      cursor = next < width ? (row, next) : nil
      index += 1
    }
  }

  /// The cells of the row starting at `start` from the first to the last whose bytes differ
  /// between the frames, or nil when the row is the same byte for byte. Equal bytes are equal
  /// cells; cells that differ only in padding bytes fall inside the range and are then compared
  /// cell by cell, so a false "changed" costs time, never a wrong frame.
  static func changedCells(inRowAt start: Int, width: Int, _ cells: [Cell], _ previous: [Cell]) -> Range<Int>? {
    let stride = MemoryLayout<Cell>.stride
    return cells.withUnsafeBytes { now in
      previous.withUnsafeBytes { before in
        let rowStart = start * stride
        let rowEnd = rowStart + width * stride
        guard rowEnd <= now.count, rowEnd <= before.count, let nowBase = now.baseAddress,
          let beforeBase = before.baseAddress
        else { return start..<(start + width) }
        // Most rows are the same: the C library compares a row with the widest vectors the
        // processor has (a third of the instructions of the 16-byte steps below).
        if memcmp(nowBase + rowStart, beforeBase + rowStart, rowEnd - rowStart) == 0 { return nil }
        // Sixty-four bytes at a time from the front (vector compares), then eight, then one.
        var first = rowStart
        while first &+ 64 <= rowEnd && Self.sameBlock(now, before, at: first) { first &+= 64 }
        while first &+ 8 <= rowEnd
          && now.loadUnaligned(fromByteOffset: first, as: UInt64.self)
            == before.loadUnaligned(fromByteOffset: first, as: UInt64.self)
        {
          first &+= 8
        }
        while first < rowEnd && now[first] == before[first] { first &+= 1 }
        guard first < rowEnd else { return nil }
        // And from the back: `last` ends past the last byte that differs.
        var last = rowEnd
        while last &- 64 >= first && Self.sameBlock(now, before, at: last &- 64) { last &-= 64 }
        while last &- 8 >= first
          && now.loadUnaligned(fromByteOffset: last &- 8, as: UInt64.self)
            == before.loadUnaligned(fromByteOffset: last &- 8, as: UInt64.self)
        {
          last &-= 8
        }
        while last > first &+ 1 && now[last &- 1] == before[last &- 1] { last &-= 1 }
        return (start + (first - rowStart) / stride)..<(start + (last - 1 - rowStart) / stride + 1)
      }
    }
  }

  /// Whether the cells at `index` are the same byte for byte in both frames (then they are the
  /// same cell; cells that differ only in a padding byte are compared as cells after this).
  @inline(__always)
  private static func sameBytes(_ cells: [Cell], _ previous: [Cell], at index: Int) -> Bool {
    guard MemoryLayout<Cell>.stride == 8 else { return false }
    return cells.withUnsafeBytes { now in
      previous.withUnsafeBytes { before in
        now.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)
          == before.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)
      }
    }
  }

  /// Whether the 64 bytes at `offset` are the same in both buffers: four 16-byte vector
  /// differences, folded into one test.
  @inline(__always)
  private static func sameBlock(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, at offset: Int) -> Bool {
    typealias Lanes = SIMD2<UInt64>
    var difference = Lanes()
    for part in stride(from: 0, to: 64, by: 16) {
      difference |=
        a.loadUnaligned(fromByteOffset: offset &+ part, as: Lanes.self)
        ^ b.loadUnaligned(fromByteOffset: offset &+ part, as: Lanes.self)
    }
    return difference[0] | difference[1] == 0
  }

  /// The index where the row starting at `start` ends in blank cells (the row's end when its
  /// last cell is not blank).
  private static func trailingBlanks(ofRowAt start: Int, width: Int, in cells: [Cell]) -> Int {
    let blank = Cell.blank  // read once, not once a cell
    var end = start + width
    guard MemoryLayout<Cell>.stride == 8 else {
      while end > start && cells[end - 1] == blank { end -= 1 }
      return end
    }
    // Eight bytes a cell against the blank's, then as cells where the bytes differ (a blank
    // made elsewhere may differ from this one in its padding byte).
    let blankBytes = blank.word  // as `Canvas.reset` stores it
    cells.withUnsafeBytes { bytes in
      while end > start
        && (bytes.loadUnaligned(fromByteOffset: (end &- 1) &* 8, as: UInt64.self) == blankBytes
          || cells[end - 1] == blank)
      {
        end &-= 1
      }
    }
    return end
  }

  // MARK: - Pen

  /// The pen for a style on a terminal with `capabilities`.
  static func pen(for style: Style, _ capabilities: Capabilities) -> Pen {
    let shown = style.shown(with: capabilities)
    return Pen(attributes: shown.attributes, foreground: shown.foreground, background: shown.background)
  }

  /// The half block that shows what `glyph` in `wanted` shows with fewer colour changes from
  /// `pen`, the terminal's: the other half with the colours swapped (`▀` in A over B is `▄` in
  /// B over A). The glyph and pen as they are for anything else. Only without attributes: bold
  /// brightens the foreground alone on 8 and 16 colours.
  static func keepingPen(_ pen: Pen, _ glyph: Unicode.Scalar, _ wanted: Pen) -> (Unicode.Scalar, Pen) {
    guard glyph == "▀" || glyph == "▄", wanted.attributes.isEmpty, pen.attributes.isEmpty,
      let foreground = wanted.foreground, let background = wanted.background
    else { return (glyph, wanted) }
    let swapped = Pen(attributes: [], foreground: background, background: foreground)
    guard changes(from: pen, to: swapped) < changes(from: pen, to: wanted) else { return (glyph, wanted) }
    return (glyph == "▀" ? "▄" : "▀", swapped)
  }

  /// How many colours change from `pen` to `other` (of the same attributes).
  private static func changes(from pen: Pen, to other: Pen) -> Int {
    (pen.foreground == other.foreground ? 0 : 1) + (pen.background == other.background ? 0 : 1)
  }

  /// Whether a space drawn with `pen` looks as one drawn with the plain pen: no background of
  /// its own, not reversed, not underlined (a foreground colour, bold or dim show on no space).
  static func drawsBlanksPlainly(_ pen: Pen) -> Bool {
    pen.background == nil && !pen.attributes.contains(.reverse) && !pen.attributes.contains(.underline)
  }

  /// Sends what changes the terminal's pen to `wanted`.
  private mutating func setPen(_ wanted: Pen, with sequences: TerminalSequences, into bytes: inout [UInt8]) {
    guard pen != wanted else { return }
    if let renditions = sequences.renditions {
      setPen(wanted, renditions: renditions, with: sequences, into: &bytes)
      return
    }
    let start = bytes.count
    defer { Self.mergeGraphicRenditions(in: &bytes, from: start) }
    var current: Pen
    if let pen, pen.attributes == wanted.attributes {
      current = pen
    } else {
      // Attributes cannot be turned off one by one everywhere: reset, then turn on what is wanted.
      bytes += sequences.resetAttributes
      if wanted.attributes.contains(.bold) { bytes += sequences.bold }
      if wanted.attributes.contains(.dim) { bytes += sequences.dim }
      if wanted.attributes.contains(.reverse) { bytes += sequences.reverse }
      if wanted.attributes.contains(.underline) { bytes += sequences.underline }
      // An ANSI reset gives back the default colours too; elsewhere they are unknown (-1).
      current =
        sequences.resetRestoresColors
        ? Pen(attributes: wanted.attributes, foreground: nil, background: nil)
        : Pen(attributes: wanted.attributes, foreground: -1, background: -1)
    }
    let foregroundToDefault = wanted.foreground == nil && current.foreground != nil
    let backgroundToDefault = wanted.background == nil && current.background != nil
    if foregroundToDefault && !backgroundToDefault && !sequences.defaultForeground.isEmpty {
      bytes += sequences.defaultForeground
      current.foreground = nil
    } else if backgroundToDefault && !foregroundToDefault && !sequences.defaultBackground.isEmpty {
      bytes += sequences.defaultBackground
      current.background = nil
    } else if foregroundToDefault || backgroundToDefault {
      // `op` gives back both of the terminal's own colours.
      bytes += sequences.defaultColors
      current.foreground = nil
      current.background = nil
    }
    if let foreground = wanted.foreground, current.foreground != foreground {
      sequences.setColor(foreground: true, index: foreground, into: &bytes)
    }
    if let background = wanted.background, current.background != background {
      sequences.setColor(foreground: false, index: background, into: &bytes)
    }
    pen = wanted
  }

  /// Sends one `ESC [ … m` that changes the terminal's pen to `wanted`, its parameters taken
  /// from the terminal's (`renditions`): what `mergeGraphicRenditions` makes of the separate
  /// sequences, without writing them first.
  private mutating func setPen(
    _ wanted: Pen, renditions: TerminalSequences.Renditions, with sequences: TerminalSequences,
    into bytes: inout [UInt8]
  ) {
    bytes.append(0x1B)
    bytes.append(0x5B)  // [
    var count = 0  // parameters written
    func separate() {
      if count > 0 { bytes.append(0x3B) }  // ;
      count += 1
    }
    func add(_ parameters: [UInt8]) {
      separate()
      if parameters.isEmpty { bytes.append(0x30) } else { bytes += parameters }  // empty means 0
    }
    var current: Pen
    if let pen, pen.attributes == wanted.attributes {
      current = pen
    } else {
      // Attributes cannot be turned off one by one everywhere: reset (the colours too), then
      // turn on what is wanted.
      add(renditions.reset)
      if wanted.attributes.contains(.bold) { add(renditions.bold) }
      if wanted.attributes.contains(.dim) { add(renditions.dim) }
      if wanted.attributes.contains(.reverse) { add(renditions.reverse) }
      if wanted.attributes.contains(.underline) { add(renditions.underline) }
      current = Pen(attributes: wanted.attributes, foreground: nil, background: nil)
    }
    if wanted.foreground == nil && current.foreground != nil { add(renditions.defaultForeground) }
    if wanted.background == nil && current.background != nil { add(renditions.defaultBackground) }
    if let foreground = wanted.foreground, current.foreground != foreground {
      separate()
      sequences.appendColorParameters(foreground: true, index: foreground, into: &bytes)
    }
    if let background = wanted.background, current.background != background {
      separate()
      sequences.appendColorParameters(foreground: false, index: background, into: &bytes)
    }
    // A reset alone is written as the terminal writes it (`ESC [ m`, not `ESC [ 0 m`).
    if count == 1 && wanted == .plain && renditions.reset.isEmpty && bytes.last == 0x30 { bytes.removeLast() }
    bytes.append(0x6D)  // m
    pen = wanted
  }

  /// Turns back-to-back `ESC [ … m` sequences from `start` on into one (`ESC [ 38;5;16m ESC [
  /// 48;5;34m` into `ESC [ 38;5;16;48;5;34m`), in place and without allocating; when anything
  /// else is there, the bytes are left as they are.
  static func mergeGraphicRenditions(in bytes: inout [UInt8], from start: Int) {
    // Through the buffer's memory: a busy frame (Balls' chain) changes colour thousands of
    // times, and checked subscripts were most of this function's cost.
    let kept: Int? = bytes.withUnsafeMutableBufferPointer { buffer in
      // First pass: only renditions from `start` to the end, and more than one.
      var count = 0
      var index = start
      while index < buffer.count {
        guard let end = renditionEnd(in: UnsafeBufferPointer(buffer), at: index) else { return nil }
        count += 1
        index = end + 1
      }
      guard count > 1 else { return nil }
      // Second pass: copy each one's parameters forward over the `m ESC [` between them. The
      // write position never passes the read position: each join reads three bytes more than
      // it writes, and an empty list (which means 0) writes one byte where it reads none.
      var write = start + 2
      var read = start
      var first = true
      while read < buffer.count, let end = renditionEnd(in: UnsafeBufferPointer(buffer), at: read) {
        if !first {
          buffer[write] = 0x3B  // ;
          write += 1
        }
        first = false
        if end == read + 2 {
          buffer[write] = 0x30  // an empty list means 0 (reset)
          write += 1
        } else {
          for parameter in (read + 2)..<end {
            buffer[write] = buffer[parameter]
            write += 1
          }
        }
        read = end + 1
      }
      buffer[write] = 0x6D  // m
      return write + 1
    }
    if let kept { bytes.removeLast(bytes.count - kept) }
  }

  /// Where the `ESC [ digits-and-semicolons m` at `index` ends (the index of its `m`), or nil
  /// when something else is there.
  private static func renditionEnd(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    guard index + 2 < bytes.count, bytes[index] == 0x1B, bytes[index + 1] == 0x5B else { return nil }
    var end = index + 2
    while end < bytes.count, bytes[end] == 0x3B || bytes[end] &- 0x30 < 10 { end += 1 }
    return end < bytes.count && bytes[end] == 0x6D ? end : nil
  }

  // MARK: - Glyphs

  /// Appends a cell's character as UTF-8, or "?" for what must not or cannot be shown: control
  /// characters (they would move the cursor or start a sequence), zero-width characters, a wide
  /// character without its second cell, and anything beyond ASCII on a terminal without Unicode.
  private func appendGlyph(_ scalar: Unicode.Scalar, wide: Bool, unicode: Bool, into bytes: inout [UInt8]) {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F {
      bytes.append(UInt8(value))
      return
    }
    guard unicode, value >= 0xA0, wide || Self.columns(of: scalar) == 1 else {
      bytes.append(0x3F)  // ?
      if wide { bytes.append(0x3F) }
      return
    }
    // UTF-8 by hand: this runs for every changed cell of every frame.
    if value < 0x800 {
      bytes.append(UInt8(0xC0 | value >> 6))
    } else if value < 0x1_0000 {
      bytes.append(UInt8(0xE0 | value >> 12))
      bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
    } else {
      bytes.append(UInt8(0xF0 | value >> 18))
      bytes.append(UInt8(0x80 | (value >> 12) & 0x3F))
      bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
    }
    bytes.append(UInt8(0x80 | value & 0x3F))
  }

  /// Whether a cell holds a wide character (its right half is the next cell).
  private static func isWide(_ cell: Cell) -> Bool {
    cell.scalar.value >= 0x1100 && columns(of: cell.scalar) == 2
  }

  /// The columns `scalar` takes.
  private static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // The shapes frames are made of (box lines, blocks, braille) are one column: no lookup.
    if (0x2500...0x259F).contains(value) || (0x2800...0x28FF).contains(value) { return 1 }
    return CharacterWidth.of(scalar)
  }

  /// Whether the cursor is known to be at (row, column).
  @inline(__always)
  private static func cursor(_ cursor: (row: Int, column: Int)?, isAt row: Int, _ column: Int) -> Bool {
    guard let cursor else { return false }
    return cursor.row == row && cursor.column == column
  }
}
