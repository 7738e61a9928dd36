/// Why a `SolidGrid` could not be made from the given size and cells.
public enum SolidGridError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Width or height is negative.
  case negativeSize(width: Int, height: Int)
  /// Width × height does not fit in memory arithmetic.
  case tooLarge(width: Int, height: Int)
  /// The cell list's length is not width × height.
  case cellCountMismatch(expected: Int, actual: Int)

  /// A sentence saying what to fix.
  public var description: String {
    switch self {
    case .negativeSize(let width, let height):
      "grid size \(width)×\(height) is negative; width and height must be 0 or more"
    case .tooLarge(let width, let height):
      "grid size \(width)×\(height) is too large; use a smaller width or height"
    case .cellCountMismatch(let expected, let actual):
      "grid needs \(expected) cells (width × height, row by row) but got \(actual)"
    }
  }
}
