// MARK: - Canvas size limit

extension Canvas {
  /// The largest canvas the arcade draws: half a million cells.
  ///
  /// Every frame builds, compares and writes a whole canvas, and the session keeps two of the
  /// terminal's size; at 10000×10000 that is gigabytes and seconds a frame. Terminals
  /// larger than this show a message within it instead of a scene.
  public static let maximumSize = Size(width: 1000, height: 500)
}

extension Size {
  /// This size, no wider and no taller than `limit`.
  public func clamped(to limit: Size) -> Size {
    Size(width: min(width, limit.width), height: min(height, limit.height))
  }
}
