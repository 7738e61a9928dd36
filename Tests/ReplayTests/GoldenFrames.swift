import ArcadeKit
import Drawing

/// Screens of a replayed game at chosen steps, kept beside a golden replay as `NAME.frames`, so
/// a port that changes what a game draws fails even where its score and step count agree.
///
/// The file is plain text, written by `GoldenFixtureRecorder` and read here:
///
/// ```
/// arcade-frames 1
/// size 80 24
/// frame step 57
/// style a yellow default bold
/// style b brightWhite blue reverse+underline
/// |the screen's first row, trailing spaces removed
/// … (one `|` line a row)
/// :  aaa  bb
/// … (one `:` line a row)
/// frame end
/// …
/// end
/// ```
///
/// `frame step N` is the screen drawn right after the game took its Nth step (before the
/// inputs that arrived after it); `frame end` is the screen once the replay has ended (its
/// last inputs handled). A frame's `style` lines are its legend: a character, then the
/// foreground, the background (`Color` case names) and the attributes (`bold`, `dim`,
/// `reverse`, `underline` joined by `+`, or `-`). The `|` lines are the canvas's text
/// (`Canvas.lines()`); the `:` lines its style mask (`Canvas.mask`), one legend character a
/// cell, a space for the plain style, trailing spaces removed. Legend characters are given in
/// the order the styles first appear, row by row.
struct GoldenFrames: Equatable {
  /// One snapshot: where it was taken and what it showed.
  struct Frame: Equatable {
    /// The step after which it was drawn; nil for the screen at the end of the replay.
    var step: Int?
    /// The lines the file keeps for it (legend, text and mask), without its `frame` line.
    var lines: [String]

    /// The file's name for where it was taken: `step N` or `end`.
    var label: String { step.map { "step \($0)" } ?? "end" }
  }

  /// The screen every frame is drawn on.
  static let screen = Size(width: 80, height: 24)

  /// The frames in the order they were taken.
  var frames: [Frame]

  /// Draws `scene` on an 80×24 screen and describes it as a frame taken at `step`.
  static func frame(of scene: some Scene, step: Int?) -> Frame {
    var canvas = Canvas(size: screen)
    scene.render(into: &canvas)
    return Frame(step: step, lines: describe(canvas))
  }

  /// The legend, text and mask lines of `canvas`.
  static func describe(_ canvas: Canvas) -> [String] {
    var legend: [Style: Character] = [Style.plain: " "]
    var legendLines: [String] = []
    let marks = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&*+=?@^~")
    for cell in canvas.cells where legend[cell.style] == nil {
      let mark = legend.count - 1 < marks.count ? marks[legend.count - 1] : "\u{FFFD}"
      legend[cell.style] = mark
      legendLines.append("style \(mark) \(name(of: cell.style))")
    }
    let text = canvas.lines().map { "|" + $0 }
    let mask = canvas.mask { legend[$0.style] ?? "\u{FFFD}" }.map { ":" + $0 }
    return legendLines + text + mask
  }

  /// A style as a legend line writes it: foreground, background, attributes.
  static func name(of style: Style) -> String {
    let attributes: [(TextAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"),
    ]
    let named = attributes.filter { style.attributes.contains($0.0) }.map(\.1)
    return "\(style.foreground) \(style.background) \(named.isEmpty ? "-" : named.joined(separator: "+"))"
  }

  // MARK: - The file

  /// The file's text.
  func encoded() -> String {
    var lines = ["arcade-frames 1", "size \(Self.screen.width) \(Self.screen.height)"]
    for frame in frames { lines += ["frame \(frame.label)"] + frame.lines }
    lines.append("end")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a file's text; `source` names it in errors.
  static func decode(_ text: String, source: String) throws -> GoldenFrames {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    func problem(_ index: Int, _ what: String) -> GoldenFramesError {
      GoldenFramesError(description: "\(source):\(index + 1): \(what)")
    }
    guard lines.first == "arcade-frames 1" else { throw problem(0, "expected `arcade-frames 1`") }
    guard lines.count > 1, lines[1] == "size \(screen.width) \(screen.height)" else {
      throw problem(1, "expected `size \(screen.width) \(screen.height)`")
    }
    guard lines.last == "end" else { throw problem(lines.count - 1, "expected `end` (the file is cut short)") }
    var frames: [Frame] = []
    for (index, line) in lines.enumerated().dropFirst(2).dropLast() {
      if line.hasPrefix("frame ") {
        let label = line.dropFirst("frame ".count)
        if label == "end" {
          frames.append(Frame(step: nil, lines: []))
        } else if label.hasPrefix("step "), let step = Int(label.dropFirst("step ".count)), step > 0 {
          frames.append(Frame(step: step, lines: []))
        } else {
          throw problem(index, "expected `frame step N` or `frame end`")
        }
      } else if !frames.isEmpty, line.hasPrefix("style ") || line.hasPrefix("|") || line.hasPrefix(":") {
        frames[frames.count - 1].lines.append(line)
      } else {
        throw problem(index, "expected a `frame`, `style`, `|` or `:` line")
      }
    }
    for frame in frames where frame.lines.filter({ $0.hasPrefix("|") }).count != screen.height {
      throw GoldenFramesError(description: "\(source): frame \(frame.label) has not \(screen.height) text rows")
    }
    return GoldenFrames(frames: frames)
  }

  /// What differs between an expected frame and the one drawn, for a person: the first line
  /// that differs, both ways; nil when they are the same.
  static func difference(expected: Frame, drawn: Frame) -> String? {
    guard expected.lines != drawn.lines else { return nil }
    let count = max(expected.lines.count, drawn.lines.count)
    for index in 0..<count {
      let want = index < expected.lines.count ? expected.lines[index] : "(nothing)"
      let got = index < drawn.lines.count ? drawn.lines[index] : "(nothing)"
      guard want != got else { continue }
      let column = zip(want, got).prefix { $0 == $1 }.count
      return """
        frame \(expected.label), line \(index + 1) of the frame, first difference at character \(column + 1):
          expected \(want)
          drawn    \(got)
        """
    }
    return nil
  }
}

/// A `.frames` file that cannot be read: where, and what was expected.
struct GoldenFramesError: Error, CustomStringConvertible {
  /// `FILE:LINE: what was expected`.
  var description: String
}
