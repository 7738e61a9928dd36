/// One character cell of the canvas.
public struct Cell: Hashable, Sendable {
  /// The character shown; `Cell.continuation` marks the right half of a wide character.
  public var scalar: Unicode.Scalar
  public var style: Style

  /// Creates a cell showing `scalar` in `style`.
  public init(_ scalar: Unicode.Scalar, style: Style = .plain) {
    self.scalar = scalar
    self.style = style
  }

  /// An empty cell in the default colours.
  public static let blank = Cell(" ")

  /// The marker scalar stored in the cell that a wide character to its left covers.
  public static let continuationScalar: Unicode.Scalar = "\u{0}"

  /// Whether this cell is covered by the wide character to its left.
  public var isContinuation: Bool { scalar == Cell.continuationScalar }

  /// The cell's bytes as one eight-byte word, its padding byte zero: how the canvas stores a
  /// cell it repeats (`fill`, the blanking of `reset`), so the encoder can find blanks by it.
  @inlinable public var word: UInt64 {
    var word: UInt64 = 0
    withUnsafeBytes(of: self) { cell in
      withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: cell) }  // a cell is seven bytes
    }
    return word
  }
}
