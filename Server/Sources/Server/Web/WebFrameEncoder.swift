import Drawing

/// A web page's frames (`arcade serve --http`): each canvas as one small JSON message of what
/// changed since the last, beside `FrameEncoder`, which writes the same canvases as a
/// terminal's bytes.
///
/// A message is `{"f":[[y,x,"cells",[count,style,…]],…]}`: each stretch of a row that changed,
/// from column x, its cells as one string of exactly one code point a cell (U+0000 the right half
/// of a wide character, as in the canvas), then its styles as runs; a whole frame (the first, or
/// a new size) says its size first: `{"w":W,"h":H,"f":[…]}`. A run's style is a small index into
/// the page's table of styles, which a message extends with the styles it uses first:
/// `"s":[[index,style],…]`; a style is `fg + 257 × bg + 66049 × attrs`, the colours as xterm's
/// 256-colour indexes on a dark background (256: the default), the attributes as
/// `TextAttributes` keeps them. The page draws exactly the canvas's cells, so a
/// test can compare them with a terminal's, cell for cell.
struct WebFrameEncoder {
  /// The canvas the page shows (nil: nothing yet, or the page must be drawn whole).
  private var shown: Canvas?
  /// The page's table of styles: each style's index.
  private var styleIndexes: [Int: Int] = [:]
  /// The styles this message added to the table, in order.
  private var newStyles: [Int] = []

  /// The message that brings the page from what it shows to `canvas`, or nil when nothing changed.
  mutating func message(for canvas: Canvas) -> [UInt8]? {
    let whole = shown.map { $0.size != canvas.size } ?? true
    var out: [UInt8] = []
    out.append(contentsOf: whole ? #"{"w":\#(canvas.width),"h":\#(canvas.height),"f":["#.utf8 : #"{"f":["#.utf8)
    var spans = 0
    for y in 0..<canvas.height {
      if whole {
        append(y, 0..<canvas.width, of: canvas, to: &out, first: spans == 0)
        spans += 1
        continue
      }
      for changed in Self.changes(in: y, from: shown!, to: canvas) {
        append(y, changed, of: canvas, to: &out, first: spans == 0)
        spans += 1
      }
    }
    shown = canvas
    guard spans > 0 else { return nil }
    out.append(contentsOf: "]".utf8)
    if !newStyles.isEmpty {
      out.append(contentsOf: #","s":["#.utf8)
      let first = styleIndexes.count - newStyles.count
      for (offset, style) in newStyles.enumerated() {
        out.append(contentsOf: "\(offset == 0 ? "" : ",")[\(first + offset),\(style)]".utf8)
      }
      out.append(contentsOf: "]".utf8)
      newStyles.removeAll(keepingCapacity: true)
    }
    out.append(contentsOf: "}".utf8)
    return out
  }

  /// The stretches of row `y` that differ, an unchanged gap shorter than `joinedGap` taken in
  /// (one span costs about as much as that many cells).
  private static func changes(in y: Int, from old: Canvas, to new: Canvas) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var x = 0
    while x < new.width {
      guard old[x, y] != new[x, y] else {
        x += 1
        continue
      }
      var end = x + 1
      var gap = 0
      var scan = end
      while scan < new.width, gap < joinedGap {
        if old[scan, y] != new[scan, y] {
          end = scan + 1
          gap = 0
        } else {
          gap += 1
        }
        scan += 1
      }
      // A wide character is sent whole: a span never starts on its right half.
      let start = x > 0 && new[x, y].isContinuation ? x - 1 : x
      let stop = end < new.width && new[end, y].isContinuation ? end + 1 : end
      spans.append(start..<stop)
      x = stop
    }
    return spans
  }

  /// Unchanged cells between two changes of a row that are sent rather than starting a new span.
  static let joinedGap = 6

  /// Appends `[y,x,"cells",[count,style,…]]` for `columns` of row `y`.
  private mutating func append(_ y: Int, _ columns: Range<Int>, of canvas: Canvas, to out: inout [UInt8], first: Bool) {
    if !first { out.append(UInt8(ascii: ",")) }
    out.append(contentsOf: "[\(y),\(columns.lowerBound),\"".utf8)
    for x in columns { Self.appendEscaped(canvas[x, y].scalar, to: &out) }
    out.append(contentsOf: "\",[".utf8)
    var x = columns.lowerBound
    while x < columns.upperBound {
      let style = canvas[x, y].style
      var end = x + 1
      while end < columns.upperBound, canvas[end, y].style == style { end += 1 }
      if x > columns.lowerBound { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: "\(end - x),\(index(of: Self.number(of: style)))".utf8)
      x = end
    }
    out.append(contentsOf: "]]".utf8)
  }

  /// The index of style `number` in the page's table, added when new.
  private mutating func index(of number: Int) -> Int {
    if let known = styleIndexes[number] { return known }
    let index = styleIndexes.count
    styleIndexes[number] = index
    newStyles.append(number)
    return index
  }

  /// Forgets what the page shows: the next message draws it whole (a page that reconnected).
  mutating func redrawWhole() {
    shown = nil
  }

  /// The style as the page reads it: `fg + 257 × bg + 66049 × attributes`.
  static func number(of style: Style) -> Int {
    func index(_ color: Color) -> Int { color.index(at: .full256, on: .dark).map(Int.init) ?? 256 }
    return index(style.foreground) + 257 * index(style.background) + 66049 * Int(style.attributes.rawValue)
  }

  /// Appends `scalar` inside a JSON string: quotes, backslashes and controls escaped.
  static func appendEscaped(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
    switch scalar.value {
    case 0x22: out.append(contentsOf: #"\""#.utf8)
    case 0x5C: out.append(contentsOf: #"\\"#.utf8)
    case 0..<0x20, 0x7F, 0x2028, 0x2029:
      let hex = Array("0123456789abcdef".utf8)
      let value = Int(scalar.value)
      out.append(contentsOf: #"\u"#.utf8)
      for shift in [12, 8, 4, 0] { out.append(hex[(value >> shift) & 0xF]) }
    default:
      UTF8.encode(scalar) { out.append($0) }
    }
  }
}
