import ArcadeKit

/// The screen shown instead of a scene when the terminal is smaller than it needs.
enum TooSmallMessage {
  /// Draws "Terminal too small: need W×H, have w×h", in the longest form that fits.
  static func render(need: Size, into canvas: inout Canvas) {
    let times = canvas.glyphs.times
    let have = canvas.size
    let needText = "need \(need.width)\(times)\(need.height)"
    let haveText = "have \(have.width)\(times)\(have.height)"
    // From the full sentence with a hint down to the bare sizes: the first form that fits wins,
    // so even a 10×4 window says what it has and what it needs.
    let forms: [[String]] = [
      ["Terminal too small: \(needText), \(haveText)", "", "Enlarge the window to continue."],
      ["Terminal too small: \(needText), \(haveText)"],
      ["Too small", needText, haveText],
      [needText, haveText],
    ]
    let wrapped = forms.map { form in form.flatMap { $0.isEmpty ? [""] : Canvas.wrap($0, width: canvas.width) } }
    let lines = wrapped.first { $0.count <= canvas.height } ?? wrapped[wrapped.count - 1]
    let top = max(0, (canvas.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      canvas.centeredText(line, in: canvas.bounds, y: top + index, style: index == 0 ? .bold : .plain)
    }
  }
}
