import ArcadeKit

/// The screen shown instead of a scene when the terminal is smaller than it needs.
enum TooSmallMessage {
  /// Draws "Terminal too small: need W×H, have w×h", wrapped to whatever width there is.
  static func render(need: Size, into canvas: inout Canvas) {
    let times = canvas.glyphs.times
    let have = canvas.size
    let message = "Terminal too small: need \(need.width)\(times)\(need.height), have \(have.width)\(times)\(have.height)"
    var lines = Canvas.wrap(message, width: canvas.width)
    let hint = Canvas.wrap("Enlarge the window to continue.", width: canvas.width)
    if lines.count + hint.count < canvas.height { lines += [""] + hint }
    let top = max(0, (canvas.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      canvas.centeredText(line, in: canvas.bounds, y: top + index, style: index == 0 ? .bold : .plain)
    }
  }
}
