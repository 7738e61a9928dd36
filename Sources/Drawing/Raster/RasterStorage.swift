// MARK: - RasterStorage

/// The arrays a frame's rasters borrow from the canvas they draw into and give back when they
/// draw, so that from the second frame on a raster allocates nothing (the arrays keep their
/// capacity from frame to frame). Two rasters of one kind alive at once: the second makes its
/// own arrays, as before.
struct RasterStorage: Sendable {
  /// A half-block raster's pixels.
  var pixels: [Color?] = []
  /// A braille raster's dots, a byte per cell.
  var bits: [UInt8] = []
  /// A braille raster's colours, one per cell.
  var colors: [Color] = []

  /// `array` emptied and filled with `count` copies of `value`, in its own storage when it
  /// has the room (and no one else holds it).
  static func refilled<Element>(_ array: inout [Element], with value: Element, count: Int) {
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(value, count: count))
  }
}
