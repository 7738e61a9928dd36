/// A size in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  /// Creates a size; negative values are treated as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Whether this size is at least `other` in both directions.
  public func fits(_ other: Size) -> Bool { width >= other.width && height >= other.height }

  public var description: String { "\(width)×\(height)" }
}
