/// A grid of cells that scenes draw into; the terminal shows it.
///
/// Every write is clipped, so a scene can draw at any size (even 10×4) without checks.
public struct Canvas: Equatable, Sendable {
  public private(set) var size: Size
  /// What the terminal can show; scenes pick glyphs and colours from it.
  public private(set) var capabilities: Capabilities
  /// The cells row by row, `width` to a row.
  public var cells: [Cell] {
    // A canvas still showing the frame before's backdrop has drawn nothing yet: it is blank.
    showsOldBackdrop ? Array(repeating: .blank, count: grid.count) : grid
  }
  /// The cells' storage (`cells`), there for the cell subscript, which other modules inline
  /// (games read and write thousands of cells a frame; a call each cost about 40 instructions).
  @usableFromInline var grid: [Cell]
  /// Whether `centeredPanel` draws: false while a scene is drawn under an overlay that takes
  /// the place of its panels (`Overlay.hidesPanelsBelow`), so one panel shows at a time.
  public var drawsPanels = true
  /// What the frame's rasters borrow (`RasterStorage`); no part of what the canvas shows.
  var rasterStorage = RasterStorage()
  /// The static layer of the last frame that drew one (`backdrop(_:draw:)`); no part of what
  /// the canvas shows.
  @usableFromInline var backdropCache = BackdropCache()
  /// The text drawn into this frame, in the order drawn, kept only for plain mode
  /// (`Capabilities.plain`; empty otherwise); no part of what the canvas shows.
  public internal(set) var textRuns: [TextRun] = []
  /// The layer text is drawn by now (the drawing scene's place on the stack), noted with it.
  public var textLayer = 0
  /// Whether the text drawn now is a panel's (`centeredPanel`), noted with it.
  var textIsPanel = false
  /// The rows drawn into this frame over what it started as (`base`): the rows `reset` clears,
  /// and the only rows the encoder compares with the frame before (`rowsThatMayDiffer(from:)`).
  @usableFromInline var written = RowMarks()
  /// What the rows not `written` show: nil when blank, else the backdrop kept under this key.
  @usableFromInline var base: BackdropCache.KeyBox?
  /// Whether the canvas shows the backdrop of the frame before (`base`), put back by `reset`
  /// because the next frame most likely draws it again; until it does, the canvas counts as
  /// blank, and drawing anything else first clears it (`settle()`).
  @usableFromInline var showsOldBackdrop = false

  /// Creates a canvas of `size` filled with blank cells.
  public init(size: Size, capabilities: Capabilities = .full) {
    self.size = size
    self.capabilities = capabilities
    self.grid = Array(repeating: .blank, count: size.width * size.height)
  }

  /// Makes this a blank canvas of `size` for the next frame, reusing its cells' storage when
  /// the size is the same (a frame then allocates nothing for its canvas). Only the rows the
  /// frame drew into are cleared; where it drew over a backdrop that is still kept, those rows
  /// are put back from it instead, for the next frame's `backdrop(_:draw:)` to find in place.
  public mutating func reset(size: Size, capabilities: Capabilities) {
    if !textRuns.isEmpty { textRuns.removeAll(keepingCapacity: true) }
    let sameScreen = size == self.size && capabilities == self.capabilities
    self.capabilities = capabilities
    defer { written = RowMarks() }
    guard size == self.size else {
      self.size = size
      grid = Array(repeating: .blank, count: size.width * size.height)
      (base, showsOldBackdrop) = (nil, false)
      return
    }
    if sameScreen, let base, backdropCache.key === base, backdropCache.cells.count == grid.count {
      restoreBackdrop(rows: written)
      showsOldBackdrop = true
    } else if sameScreen && base == nil {
      blank(rows: written)
    } else {
      Self.blankAll(&grid)
      (base, showsOldBackdrop) = (nil, false)
    }
  }

  /// Clears the canvas when it still shows the frame before's backdrop, before anything else
  /// is drawn (every drawing call does this first; the backdrop's own does not).
  @usableFromInline mutating func settle() {
    guard showsOldBackdrop else { return }
    Self.blankAll(&grid)
    (base, showsOldBackdrop, written) = (nil, false, RowMarks())
  }

  /// The rows that may show something other than in `previous` (the frame before, of the same
  /// size): the rows either drew into, when both started from the same (blank, or one kept
  /// backdrop); nil when every row may differ.
  package func rowsThatMayDiffer(from previous: Canvas) -> RowMarks? {
    guard !showsOldBackdrop, !previous.showsOldBackdrop, base === previous.base else { return nil }
    return written.union(previous.written)
  }

  /// Sets the cells of the marked rows blank, a run of marked rows at a time.
  private mutating func blank(rows: RowMarks) {
    let width = size.width
    rows.forEachRun(below: size.height) { run in
      grid.withUnsafeMutableBufferPointer {
        Self.store(.blank, in: $0, run.lowerBound * width..<run.upperBound * width)
      }
    }
  }

  /// Copies the marked rows from the kept backdrop, a run of marked rows at a time.
  private mutating func restoreBackdrop(rows: RowMarks) {
    let width = size.width
    rows.forEachRun(below: size.height) { run in
      grid.withUnsafeMutableBufferPointer { target in
        backdropCache.cells.withUnsafeBufferPointer { source in
          guard let to = target.baseAddress, let from = source.baseAddress else { return }
          Self.copy(from + run.lowerBound * width, to: to + run.lowerBound * width, count: run.count * width)
        }
      }
    }
  }

  /// Copies `count` cells 4 KiB at a time: the C library copies a block that size with vector
  /// moves, and a larger one with `rep movsb`, which costs an instruction a byte where
  /// instructions are counted (callgrind).
  static func copy(_ source: UnsafePointer<Cell>, to target: UnsafeMutablePointer<Cell>, count: Int) {
    var done = 0
    while done < count {
      let piece = min(512, count - done)
      (target + done).update(from: source + done, count: piece)
      done += piece
    }
  }

  /// Sets every cell blank (every cell of every frame).
  private static func blankAll(_ cells: inout [Cell]) {
    let count = cells.count
    cells.withUnsafeMutableBufferPointer { store(.blank, in: $0, 0..<count) }
  }

  /// Stores `cell` in `range` of `buffer`. A cell fits in eight bytes: the first few are
  /// stored eight bytes at a time, then what is stored is copied after itself, doubling up to
  /// 4 KiB a copy (the C library copies that with vector moves, 32 bytes an instruction; a
  /// larger block it copies with `rep movsb`, an instruction a byte where they are counted),
  /// so blanking a whole canvas costs a few hundred instructions, not one or more a cell.
  private static func store(_ cell: Cell, in buffer: UnsafeMutableBufferPointer<Cell>, _ range: Range<Int>) {
    guard MemoryLayout<Cell>.stride == 8, let base = buffer.baseAddress else {
      UnsafeMutableBufferPointer(rebasing: buffer[range]).update(repeating: cell)
      return
    }
    let pattern = cell.word
    let start = UnsafeMutableRawPointer(base + range.lowerBound)
    let first = min(range.count, 16)
    for index in 0..<first { start.storeBytes(of: pattern, toByteOffset: index &* 8, as: UInt64.self) }
    var stored = first
    while stored < range.count {
      let copied = min(stored, range.count - stored, 512)
      (start + stored &* 8).copyMemory(from: start, byteCount: copied &* 8)
      stored += copied
    }
  }

  /// Canvases are equal when they show the same: the rasters' storage and the backdrop kept
  /// are not compared.
  public static func == (a: Canvas, b: Canvas) -> Bool {
    a.size == b.size && a.capabilities == b.capabilities && a.drawsPanels == b.drawsPanels && a.cells == b.cells
  }

  public var width: Int { size.width }
  public var height: Int { size.height }
  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
  /// Glyphs matching the capabilities (Unicode or ASCII).
  public var glyphs: Glyphs { capabilities.glyphs }

  // MARK: - Cells

  /// The cell at (x, y); reading outside gives a blank cell and writing outside is ignored.
  @inlinable
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard x >= 0, y >= 0, x < size.width, y < size.height, !showsOldBackdrop else { return .blank }
      return grid[y * size.width + x]
    }
    set {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
      if showsOldBackdrop { settle() }
      written.mark(y)
      grid[y * size.width + x] = newValue
    }
  }

  /// Fills `rect` (clipped) with `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    settle()
    written.mark(area.y..<area.maxY)
    let width = size.width
    // One uniqueness check for the fill, not one a cell: the first row is stored, the others
    // are copies of it (a copy a row).
    grid.withUnsafeMutableBufferPointer { buffer in
      let first = area.y * width + area.x
      Self.store(cell, in: buffer, first..<first + area.width)
      guard let base = buffer.baseAddress else { return }
      for y in (area.y + 1)..<area.maxY {
        (base + y * width + area.x).update(from: base + first, count: area.width)
      }
    }
  }

  /// Changes only the style of the cells in `rect`, keeping their characters.
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    settle()
    written.mark(area.y..<area.maxY)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&grid[y * size.width + x].style) }
    }
  }

  // MARK: - Text

  /// Writes `text` starting at (x, y) on one line, clipped; returns the column after the text.
  ///
  /// Control and combining characters are dropped and wide characters take two cells, so no
  /// string (a player's name, say) can move the cursor or misalign the screen. A skin tone is
  /// drawn as its emoji and jamo as their syllable (`CharacterWidth.drawing(_:after:)`).
  @discardableResult
  public mutating func text(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
    let end =
      text.utf8.withContiguousStorageIfAvailable { write(utf8: $0, x: x, y: y, style: style, limit: nil) }
      ?? write(text.unicodeScalars, x: x, y: y, style: style)
    if capabilities.plain { noteText(y: y, from: x, to: end) }
    return end
  }

  /// Writes a `TextLine` as `text(_:x:y:style:)` writes a string, stopping before the column
  /// `x + columns` when a limit is given; returns the column after what was written.
  @discardableResult
  public mutating func text(_ line: TextLine, x: Int, y: Int, style: Style = .plain, columns: Int? = nil) -> Int {
    guard line.isPrintableASCII && !capabilities.plain else {
      // Read where the line is: a copy of it (almost 400 bytes) cost more than the drawing.
      let end = line.withUTF8 { write(utf8: $0, x: x, y: y, style: style, limit: columns.map { x + $0 }) }
      if capabilities.plain { noteText(y: y, from: x, to: end) }
      return end
    }
    // Printable ASCII is a cell a byte, with nothing to skip, join or widen: stored straight
    // into the row (one uniqueness check for the line, not one a cell).
    let end = x + min(line.utf8Count, columns ?? line.utf8Count)
    let (first, last) = (max(x, 0), min(end, size.width))
    guard y >= 0, y < size.height, first < last else { return end }
    settle()
    written.mark(y)
    let row = y * size.width
    grid.withUnsafeMutableBufferPointer { buffer in
      for column in first..<last {
        buffer[row + column] = Cell(Unicode.Scalar(line.byte(at: column - x)), style: style)
      }
    }
    return end
  }

  /// Writes valid UTF-8 from (x, y) as `write(_:x:y:style:limit:)` does: printable ASCII and
  /// the common one-column symbols (`CharacterWidth.isCommonNarrow`), most of any line, are
  /// stored straight into the row; from the first other scalar on, the rest of the line is
  /// written by the general rules. (Nothing before that scalar can join it: only emoji and
  /// Hangul consonants take what follows, and neither is stored here.)
  private mutating func write(utf8: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: Style, limit: Int?) -> Int {
    let (width, end) = (size.width, limit ?? Int.max)
    let onCanvas = y >= 0 && y < size.height
    let rowStart = y * width
    let bold = style.attributes.contains(.bold)
    var (column, offset) = (x, 0)
    if onCanvas {
      settle()
      written.mark(y)
    }
    let finished: Bool = grid.withUnsafeMutableBufferPointer { cells in
      while offset < utf8.count {
        var next = offset
        let scalar = UTF8Scalars.decode(utf8, at: &next)
        let value = scalar.value
        guard
          CharacterWidth.isPrintableASCII(value)
            || (CharacterWidth.isCommonNarrow(value) && !(bold && SafeGlyphs.missingFromBoldFont.contains(scalar)))
        else { return false }
        if column >= end { return true }
        if onCanvas && column >= 0 && column < width { cells[rowStart &+ column] = Cell(scalar, style: style) }
        column &+= 1
        offset = next
      }
      return true
    }
    if finished { return column }
    return write(
      UTF8Scalars(UnsafeBufferPointer(rebasing: utf8[offset...])), x: column, y: y, style: style, limit: limit)
  }

  /// Writes `scalars` from (x, y) (`text(_:x:y:style:)`), none at or past column `limit`.
  private mutating func write<Scalars: Sequence<Unicode.Scalar>>(
    _ scalars: Scalars, x: Int, y: Int, style: Style, limit: Int? = nil
  ) -> Int {
    let width = size.width
    let onCanvas = y >= 0 && y < size.height
    let rowStart = y * width
    if onCanvas {
      settle()
      written.mark(y)
    }
    // Through the row's memory (one uniqueness check for the text, not one a cell), clipped as
    // the cell subscript clips: writing outside does nothing, reading outside gives a blank.
    return grid.withUnsafeMutableBufferPointer { cells in
      func put(_ cell: Cell, at column: Int) {
        if onCanvas && column >= 0 && column < width { cells[rowStart + column] = cell }
      }
      func cell(at column: Int) -> Cell {
        onCanvas && column >= 0 && column < width ? cells[rowStart + column] : .blank
      }
      var column = x
      var previous: Unicode.Scalar?
      var previousColumn = x
      for scalar in scalars {
        // Printable ASCII, most of any line: a cell of its own, nothing to skip, join or widen.
        if CharacterWidth.isPrintableASCII(scalar.value) {
          if let limit, column + 1 > limit { break }
          put(Cell(scalar, style: style), at: column)
          previous = scalar
          previousColumn = column
          column += 1
          continue
        }
        let drawing = CharacterWidth.drawing(scalar, after: previous)
        if let limit, case .cell(let columns) = drawing, column + columns > limit { break }
        switch drawing {
        case .skipped:
          previous = scalar
        case .composed(let syllable):
          // The syllable replaces the consonant in its (wide) cell, when that was drawn whole.
          if cell(at: previousColumn + 1).isContinuation, previousColumn + 1 < width {
            put(Cell(syllable, style: style), at: previousColumn)
          }
          previous = syllable
        case .cell(let columns):
          if columns == 2 {
            if column + 1 < width, column >= 0 {
              put(Cell(scalar, style: style), at: column)
              put(Cell(Cell.continuationScalar, style: style), at: column + 1)
            } else {
              put(Cell(" ", style: style), at: column)
            }
          } else if !scalar.isASCII && style.attributes.contains(.bold)
            && SafeGlyphs.missingFromBoldFont.contains(scalar)
          {
            // xterm's bold font has no "…" (it shows "_"): the symbol keeps its colours, not bold.
            var plain = style
            plain.attributes.remove(.bold)
            put(Cell(scalar, style: plain), at: column)
          } else {
            put(Cell(scalar, style: style), at: column)
          }
          previous = scalar
          previousColumn = column
          column += columns
        }
      }
      return column
    }
  }

  /// Writes `text` centred horizontally in `rect` on row `y`.
  public mutating func centeredText(_ text: String, in rect: Rect, y: Int, style: Style = .plain) {
    let width = Canvas.columns(of: text)
    self.text(text, x: rect.x + max(0, (rect.width - width) / 2), y: y, style: style)
  }

  /// Writes `line` centred horizontally in `rect` on row `y`; `columns` is its width when the
  /// caller has measured it already (a line with symbols is measured scalar by scalar).
  public mutating func centeredText(
    _ line: TextLine, in rect: Rect, y: Int, style: Style = .plain, columns: Int? = nil
  ) {
    let width = columns ?? Canvas.columns(of: line)
    text(line, x: rect.x + max(0, (rect.width - width) / 2), y: y, style: style)
  }

  /// Columns `text` occupies when written with `text(_:x:y:style:)`.
  public static func columns(of text: String) -> Int {
    CharacterWidth.columns(of: text.unicodeScalars)
  }

  /// Columns `line` occupies when written with `text(_:x:y:style:columns:)`.
  public static func columns(of line: TextLine) -> Int {
    line.isPrintableASCII ? line.utf8Count : line.withUTF8 { CharacterWidth.columns(ofScalars: UTF8Scalars($0)) }
  }

  /// Splits `text` into lines of at most `width` columns, breaking at spaces where possible.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var piece = String(word)
      while columns(of: piece) > width {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        let count = charactersFitting(piece, width: width)
        lines.append(String(piece.prefix(count)))
        piece = String(piece.dropFirst(count))
      }
      if line.isEmpty {
        line = piece
      } else if columns(of: line) + 1 + columns(of: piece) <= width {
        line += " " + piece
      } else {
        lines.append(line)
        line = piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// How many leading characters of `text` fit in `width` columns; at least one, so wrapping a
  /// wide character into a one-column line still makes progress. Characters, not scalars: a
  /// line never ends between an emoji and its skin tone.
  private static func charactersFitting(_ text: String, width: Int) -> Int {
    var used = 0
    var count = 0
    for character in text {
      let columns = CharacterWidth.of(character)
      if used + columns > width { break }
      used += columns
      count += 1
    }
    return max(1, count)
  }

  // MARK: - Boxes

  /// Draws a frame around `rect` with an optional title in its top edge (its symbols mapped to
  /// the canvas's glyphs, as titles are data); the inside is cleared.
  public mutating func box(_ rect: Rect, title: String? = nil, style: Style = .plain) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let g = glyphs
    fill(rect.inset(by: 1), with: Cell(" ", style: Style(background: style.background)))
    let across = rect.width - 2
    let down = rect.height - 2
    fill(Rect(x: rect.x + 1, y: rect.y, width: across, height: 1), with: Cell(g.horizontal, style: style))
    fill(Rect(x: rect.x + 1, y: rect.maxY - 1, width: across, height: 1), with: Cell(g.horizontal, style: style))
    fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: down), with: Cell(g.vertical, style: style))
    fill(Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: down), with: Cell(g.vertical, style: style))
    self[rect.x, rect.y] = Cell(g.topLeft, style: style)
    self[rect.maxX - 1, rect.y] = Cell(g.topRight, style: style)
    self[rect.x, rect.maxY - 1] = Cell(g.bottomLeft, style: style)
    self[rect.maxX - 1, rect.maxY - 1] = Cell(g.bottomRight, style: style)
    if let title { boxTitle(title, of: rect, style: style) }
  }

  /// Writes `title` into the top edge of the frame `box(_:title:style:)` drew around `rect`
  /// (a frame kept from frame to frame whose title changes: Holes' message).
  public mutating func boxTitle(_ title: String, of rect: Rect, style: Style = .plain) {
    guard rect.width > 4, rect.height >= 2 else { return }
    // As a `TextLine` clipped by columns, not a string cut and padded: a game's frame can carry
    // a title every frame.
    let bold = style.with(attributes: .bold)
    let start = text(" " as TextLine, x: rect.x + 1, y: rect.y, style: bold)
    let end = text(glyphs.adapted(TextLine(title)), x: start, y: rect.y, style: bold, columns: rect.width - 4)
    text(" " as TextLine, x: end, y: rect.y, style: bold)
  }

  // MARK: - Snapshots

  /// The characters of each row, trailing spaces removed: what a text snapshot compares.
  public func lines() -> [String] {
    (0..<size.height).map { y in
      var row = ""
      for x in 0..<size.width where !self[x, y].isContinuation {
        row.unicodeScalars.append(self[x, y].scalar)
      }
      while row.last == " " { row.removeLast() }
      return row
    }
  }

  /// The rows as one string joined by newlines.
  public var plainText: String { lines().joined(separator: "\n") }

  /// One character per cell chosen by `mark` from its style (for colour-mask snapshots).
  public func mask(_ mark: (Cell) -> Character) -> [String] {
    (0..<size.height).map { y in
      var row = ""
      for x in 0..<size.width { row.append(mark(self[x, y])) }
      while row.last == " " { row.removeLast() }
      return row
    }
  }
}

extension Style {
  /// A copy with `attributes` added.
  public func with(attributes extra: TextAttributes) -> Style {
    var copy = self
    copy.attributes.formUnion(extra)
    return copy
  }
}
