/// Shape rasterisation shared by the half-block and braille rasters.
enum RasterShapes {
  /// Calls `body` for each pixel inside the raster whose centre is within `radius` of the centre.
  static func forEachPixelInCircle(
    centerX: Double, centerY: Double, radius: Double, width: Int, height: Int,
    _ body: (Int, Int) -> Void
  ) {
    guard radius > 0, radius.isFinite, centerX.isFinite, centerY.isFinite else { return }
    let top = max(0, Int((centerY - radius).rounded(.down)))
    let bottom = min(height - 1, Int((centerY + radius).rounded(.up)))
    let left = max(0, Int((centerX - radius).rounded(.down)))
    let right = min(width - 1, Int((centerX + radius).rounded(.up)))
    guard top <= bottom, left <= right else { return }
    let r2 = radius * radius
    for y in top...bottom {
      let dy = Double(y) + 0.5 - centerY
      for x in left...right {
        let dx = Double(x) + 0.5 - centerX
        if dx * dx + dy * dy <= r2 { body(x, y) }
      }
    }
  }

  /// Sine without Foundation (Taylor series after range reduction; plenty for drawing).
  static func sin(_ x: Double) -> Double {
    var a = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if a > Double.pi { a -= 2 * Double.pi } else if a < -Double.pi { a += 2 * Double.pi }
    var term = a
    var sum = a
    for n in 1...10 {
      term *= -a * a / Double((2 * n) * (2 * n + 1))
      sum += term
    }
    return sum
  }

  /// Cosine via `sin`.
  static func cos(_ x: Double) -> Double { sin(x + Double.pi / 2) }
}
