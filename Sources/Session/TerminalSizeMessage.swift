import ArcadeKit
import Drawing

/// The screen shown instead of the scene when the terminal is a size the arcade cannot use:
/// smaller than the scene needs, or larger than the canvas limit.
///
/// While it shows, the session pauses the scene and draws only the message (on a canvas no
/// larger than `Canvas.maximumSize`), so an absurd window costs no more than a large one.
enum TerminalSizeMessage: Equatable {
  /// The scene needs at least this size.
  case tooSmall(need: Size)
  /// The terminal exceeds `Canvas.maximumSize`.
  case tooLarge

  /// The message for a terminal of `size` showing a scene that needs `minimum`; nil when it fits.
  ///
  /// A window too narrow and too tall at once is told it is too small: growing it is what
  /// helps, and the capped canvas shows that message just as well.
  static func check(size: Size, minimum: Size) -> TerminalSizeMessage? {
    if !size.fits(minimum) { return .tooSmall(need: minimum) }
    if !Canvas.maximumSize.fits(size) { return .tooLarge }
    return nil
  }

  /// Draws the message for a terminal of `have` into `canvas`.
  func render(have: Size, into canvas: inout Canvas) {
    switch self {
    case .tooSmall(let need): Self.renderTooSmall(need: need, have: have, into: &canvas)
    case .tooLarge: Self.renderTooLarge(have: have, into: &canvas)
    }
  }

  // MARK: - Too small

  /// "Terminal too small: need W×H, have w×h", centred, in the longest form that fits.
  private static func renderTooSmall(need: Size, have: Size, into canvas: inout Canvas) {
    let times = canvas.glyphs.times
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

  // MARK: - Too large

  /// "Terminal larger than supported", in the top-left corner: the only part of a window that
  /// size a person is sure to see, and inside the capped canvas.
  private static func renderTooLarge(have: Size, into canvas: inout Canvas) {
    let times = canvas.glyphs.times
    let limit = Canvas.maximumSize
    let title =
      "Terminal larger than supported: have \(have.width)\(times)\(have.height), "
      + "at most \(limit.width)\(times)\(limit.height)"
    let titleLines = Canvas.wrap(title, width: canvas.width)
    let lines = titleLines + [""] + Canvas.wrap("Shrink the window to continue.", width: canvas.width)
    for (index, line) in lines.enumerated() {
      canvas.text(line, x: 0, y: index, style: index < titleLines.count ? .bold : .plain)
    }
  }
}
