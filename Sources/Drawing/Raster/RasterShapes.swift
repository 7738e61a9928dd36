/// Shape rasterisation shared by the half-block and braille rasters.
enum RasterShapes {
  /// Calls `body(y, first, last)` for each row of pixels (of a `width` × `height` raster)
  /// with pixels whose centre lies within `radius` of (centerX, centerY), with that row's run of
  /// them: a row of a circle is one run. Each run's ends are found with the same test as a
  /// single pixel's (`dx² + dy² ≤ r²` at the pixel's centre), so the pixels are exactly those
  /// that test accepts; a frame of 2,000 balls fills runs, not pixels one by one.
  static func forEachRunInCircle(
    centerX: Double, centerY: Double, radius: Double, width: Int, height: Int,
    _ body: (_ y: Int, _ first: Int, _ last: Int) -> Void
  ) {
    guard radius > 0, radius.isFinite, centerX.isFinite, centerY.isFinite, width > 0, height > 0 else { return }
    /// `value` as a pixel index, clamped first so a circle far off the raster cannot overflow.
    func pixel(_ value: Double, _ limit: Int) -> Int { Int(min(max(value, -2), Double(limit + 2))) }
    let top = max(0, pixel((centerY - radius).rounded(.down), height))
    let bottom = min(height - 1, pixel((centerY + radius).rounded(.up), height))
    let left = max(0, pixel((centerX - radius).rounded(.down), width))
    let right = min(width - 1, pixel((centerX + radius).rounded(.up), width))
    guard top <= bottom, left <= right else { return }
    let r2 = radius * radius
    for y in top...bottom {
      let dy = Double(y) + 0.5 - centerY
      let rest = r2 - dy * dy
      guard rest >= 0 else { continue }
      func inside(_ x: Int) -> Bool {
        let dx = Double(x) + 0.5 - centerX
        return dx * dx + dy * dy <= r2
      }
      if right - left < 8 {
        // A small circle (a ball a few pixels wide: Balls draws two thousand): each end found
        // by testing pixels from the box's edge, cheaper than the root and roundings below.
        // The pixels inside a row of a circle are one run, so its ends are the run.
        var first = left
        while first <= right && !inside(first) { first += 1 }
        guard first <= right else { continue }
        var last = right
        while last > first && !inside(last) { last -= 1 }
        body(y, first, last)
        continue
      }
      // A first guess from the circle's equation, then each end moved to where the test says.
      let half = rest.squareRoot()
      var first = min(max(left, pixel((centerX - 0.5 - half).rounded(.up), width)), right)
      var last = min(max(left, pixel((centerX - 0.5 + half).rounded(.down), width)), right)
      while first > left && inside(first - 1) { first -= 1 }
      while first <= right && !inside(first) { first += 1 }
      while last < right && inside(last + 1) { last += 1 }
      while last >= left && !inside(last) { last -= 1 }
      if first <= last { body(y, first, last) }
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
