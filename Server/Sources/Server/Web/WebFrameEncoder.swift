import Drawing

/// A web page's frames (`arcade serve --http`): each canvas as one small JSON message of the rows
/// that changed since the last, beside `FrameEncoder`, which writes the same canvases as a
/// terminal's bytes.
///
/// A message is `{"t":"f","w":W,"h":H,"r":[[y,"cells",[count,style,…]],…]}`: a row's cells as one
/// string of exactly one code point a cell (U+0000 the right half of a wide character, as in
/// the canvas), then its styles as runs. A style is one number, `fg + 257 × bg + 66049 × attrs`:
/// the colours as xterm's 256-colour indexes on a dark background (256: the default), the
/// attributes as `TextAttributes` keeps them. The page draws exactly the canvas's cells, so a
/// test can compare them with a terminal's, cell for cell.
struct WebFrameEncoder {
  /// The canvas the page shows (nil: nothing yet, or the page must be drawn whole).
  private var shown: Canvas?

  /// The message that brings the page from what it shows to `canvas`, or nil when nothing changed.
  mutating func message(for canvas: Canvas) -> [UInt8]? {
    let whole = shown.map { $0.size != canvas.size } ?? true
    var rows: [Int] = []
    for y in 0..<canvas.height where whole || !Self.sameRow(y, canvas, shown!) { rows.append(y) }
    shown = canvas
    guard whole || !rows.isEmpty else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(64 + rows.count * (canvas.width * 2 + 24))
    out.append(contentsOf: #"{"t":"f","w":\#(canvas.width),"h":\#(canvas.height),"r":["#.utf8)
    for (index, y) in rows.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: "[\(y),\"".utf8)
      for x in 0..<canvas.width { Self.appendEscaped(canvas[x, y].scalar, to: &out) }
      out.append(contentsOf: "\",[".utf8)
      var x = 0
      var first = true
      while x < canvas.width {
        let style = canvas[x, y].style
        var end = x + 1
        while end < canvas.width, canvas[end, y].style == style { end += 1 }
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        out.append(contentsOf: "\(end - x),\(Self.number(of: style))".utf8)
        x = end
      }
      out.append(contentsOf: "]]".utf8)
    }
    out.append(contentsOf: "]}".utf8)
    return out
  }

  /// Forgets what the page shows: the next message draws it whole (a page that reconnected).
  mutating func redrawWhole() {
    shown = nil
  }

  /// Whether row `y` is the same in both canvases (of one size).
  private static func sameRow(_ y: Int, _ a: Canvas, _ b: Canvas) -> Bool {
    for x in 0..<a.width where a[x, y] != b[x, y] { return false }
    return true
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
