import Testing

@testable import Drawing

/// Rasters that borrow their storage from the canvas draw what fresh ones draw, give the
/// storage back when they draw, and leave no trace of the last frame's dots in the next.
@Suite struct RasterStorageTests {
  @Test func aReusingHalfBlockRasterDrawsAsAFreshOneAndGivesItsStorageBack() {
    var fresh = Canvas(size: Size(width: 20, height: 8))
    var raster = HalfBlockRaster(cells: Size(width: 20, height: 8))
    raster.fillCircle(centerX: 9, centerY: 7, radius: 5, color: .red)
    raster.draw(into: &fresh, at: 0, 0)

    var reused = Canvas(size: Size(width: 20, height: 8))
    // A first frame with other pixels, then the canvas blanked for the next.
    var first = HalfBlockRaster(cells: Size(width: 20, height: 8), reusing: &reused)
    first.fillCircle(centerX: 3, centerY: 3, radius: 3, color: .blue)
    first.draw(into: &reused, at: 0, 0)
    #expect(reused.rasterStorage.pixels.count == 20 * 16, "given back")
    reused.reset(size: Size(width: 20, height: 8), capabilities: .full)
    var second = HalfBlockRaster(cells: Size(width: 20, height: 8), reusing: &reused)
    #expect(reused.rasterStorage.pixels.isEmpty, "lent out while the raster lives")
    second.fillCircle(centerX: 9, centerY: 7, radius: 5, color: .red)
    second.draw(into: &reused, at: 0, 0)
    #expect(reused == fresh, "the first frame's circle left nothing behind")
  }

  @Test func aReusingBrailleRasterDrawsAsAFreshOne() {
    var fresh = Canvas(size: Size(width: 16, height: 6))
    var raster = BrailleRaster(cells: Size(width: 16, height: 6))
    raster.set(x: 5, y: 9, color: .green)
    raster.draw(into: &fresh, at: 0, 0)

    var reused = Canvas(size: Size(width: 16, height: 6))
    var first = BrailleRaster(cells: Size(width: 16, height: 6), reusing: &reused)
    first.set(x: 20, y: 3, color: .blue)
    first.draw(into: &reused, at: 0, 0)
    reused.reset(size: Size(width: 16, height: 6), capabilities: .full)
    var second = BrailleRaster(cells: Size(width: 16, height: 6), reusing: &reused)
    second.set(x: 5, y: 9, color: .green)
    second.draw(into: &reused, at: 0, 0)
    #expect(reused == fresh)
    #expect(reused.rasterStorage.bits.count == 16 * 6)
  }
}
