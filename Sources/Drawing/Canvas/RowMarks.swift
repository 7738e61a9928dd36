// MARK: - RowMarks

/// A set of a canvas's rows, a bit a row: which rows a frame drew into. Rows from `tracked` on
/// are not told apart: marking any of them marks them all (no terminal the arcade draws on is
/// that tall; the marks then cost only precision, never a wrong frame).
@usableFromInline package struct RowMarks: Sendable {
  /// The rows told apart, 64 to a word.
  @usableFromInline static let tracked = 256

  @usableFromInline var words: InlineArray<4, UInt64>
  /// Whether a row from `tracked` on was marked.
  @usableFromInline var beyond: Bool

  /// No row marked.
  @usableFromInline init() {
    words = InlineArray(repeating: 0)
    beyond = false
  }

  /// Marks row `row` (not negative).
  @inlinable @inline(__always)
  mutating func mark(_ row: Int) {
    if row < Self.tracked {
      words[row &>> 6] |= 1 &<< UInt64(row & 63)
    } else {
      beyond = true
    }
  }

  /// Marks the rows in `rows` (not negative).
  mutating func mark(_ rows: Range<Int>) {
    let marked = rows.clamped(to: 0..<Self.tracked)
    if !marked.isEmpty {
      // A mask a word, not a bit a row.
      for word in (marked.lowerBound >> 6)...((marked.upperBound - 1) >> 6) {
        let from = max(marked.lowerBound - word * 64, 0)
        let to = min(marked.upperBound - word * 64, 64)
        let upTo: UInt64 = to == 64 ? ~0 : (1 << UInt64(to)) - 1
        words[word] |= upTo & ~((1 << UInt64(from)) - 1)
      }
    }
    if rows.upperBound > Self.tracked { beyond = true }
  }

  /// Whether row `row` is marked.
  @inlinable
  package func contains(_ row: Int) -> Bool {
    row < Self.tracked ? words[row >> 6] & (1 << UInt64(row & 63)) != 0 : beyond
  }

  /// The rows marked in either set.
  func union(_ other: RowMarks) -> RowMarks {
    var union = self
    for index in 0..<4 { union.words[index] |= other.words[index] }
    union.beyond = beyond || other.beyond
    return union
  }

  /// Calls `body` with each run of marked rows below `height`, in order (no array: this runs
  /// every frame).
  func forEachRun(below height: Int, _ body: (Range<Int>) -> Void) {
    guard !isEmpty else { return }
    var start: Int?
    for row in 0..<height {
      if contains(row) {
        if start == nil { start = row }
      } else if let first = start {
        body(first..<row)
        start = nil
      }
    }
    if let start { body(start..<height) }
  }

  /// Whether no row is marked.
  var isEmpty: Bool {
    !beyond && words[0] | words[1] | words[2] | words[3] == 0
  }
}
