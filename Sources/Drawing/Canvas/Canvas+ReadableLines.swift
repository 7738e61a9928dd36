/// A line of a screen as plain mode writes it: its words in reading order, and whether it is
/// the selection.
public struct ReadableLine: Hashable, Sendable {
  /// The row it shows on.
  public var row: Int
  /// Its words, without box drawing or shades, its columns two spaces apart.
  public var text: String
  /// Whether it is drawn as the selection (all its words reversed: a menu's chosen game).
  public var selected: Bool
  /// The layer that drew its first words (`Canvas.textLayer`).
  public var layer: Int

  /// A line of `text` on `row`, the selection or not, drawn by `layer`.
  package init(row: Int, text: String, selected: Bool, layer: Int = 0) {
    self.row = row
    self.text = text
    self.selected = selected
    self.layer = layer
  }

  /// The line as written: the selection says so after its words, as a screen reader says it.
  public var written: String { selected ? "\(text)  (selected)" : text }
}

extension Canvas {
  /// The text of the finished frame in reading order, a line a row, for plain mode: the runs
  /// of text still showing as drawn (what an overlay covered is not read), with words in them,
  /// drawn by layer `lowest` or above (an overlay's own text: what shows around it was read
  /// with the page below), but of layer `skipped` (a game, which is narrated instead) only its
  /// panels.
  public func readableLines(skippingLayer skipped: Int? = nil, from lowest: Int = .min) -> [ReadableLine] {
    let showing = textRuns.filter { run in
      run.layer >= lowest && (run.layer != skipped || run.panel) && Self.hasWords(run.text)
        && shown(row: run.row, columns: run.columns) == run.text
    }
    // Stable: of two runs drawn at one place, the first drawn is kept.
    let ordered = showing.enumerated().sorted { a, b in
      (a.element.row, a.element.columns.lowerBound, a.offset) < (b.element.row, b.element.columns.lowerBound, b.offset)
    }.map(\.element)
    var lines: [ReadableLine] = []
    var index = ordered.startIndex
    while index < ordered.endIndex {
      let row = ordered[index].row
      var taken: [Range<Int>] = []
      var pieces: [String] = []
      var selected = true
      var layer: Int?
      while index < ordered.endIndex, ordered[index].row == row {
        let run = ordered[index]
        index += 1
        guard !taken.contains(where: { $0.overlaps(run.columns) }) else { continue }
        taken.append(run.columns)
        let piece = Self.words(of: run.text)
        guard !piece.isEmpty else { continue }
        pieces.append(piece)
        layer = layer ?? run.layer
        selected = selected && isReversed(row: row, columns: run.columns)
      }
      guard !pieces.isEmpty else { continue }
      lines.append(
        ReadableLine(row: row, text: pieces.joined(separator: "  "), selected: selected, layer: layer ?? 0))
    }
    return lines
  }

  /// Whether every letter and digit shown in `columns` of row `y` is reversed.
  private func isReversed(row y: Int, columns: Range<Int>) -> Bool {
    columns.allSatisfy { x in
      let cell = self[x, y]
      return !Self.isWordScalar(cell.scalar) || cell.style.attributes.contains(.reverse)
    }
  }

  /// Whether `text` has a letter or a digit.
  static func hasWords(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isWordScalar)
  }

  /// Whether `scalar` is a letter or a digit.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// `text` without box drawing, shades or braille (drawing, not words), its spaces at most two
  /// together, trimmed.
  static func words(of text: String) -> String {
    var result = ""
    var spaces = 0
    for scalar in text.unicodeScalars {
      let drawing = (0x2500...0x259F).contains(scalar.value) || (0x2800...0x28FF).contains(scalar.value)
      if drawing || scalar == " " {
        spaces += 1
        continue
      }
      if spaces > 0, !result.isEmpty { result += spaces > 1 ? "  " : " " }
      spaces = 0
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
