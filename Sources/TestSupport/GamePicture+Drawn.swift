import Drawing
import GameKit

extension GamePicture {
  /// The picture drawn on a blank canvas of `size` with `capabilities`.
  public func drawn(_ size: Size = Size(width: 80, height: 24), capabilities: Capabilities = .full) -> Canvas {
    var canvas = Canvas(size: size, capabilities: capabilities)
    draw(into: &canvas)
    return canvas
  }
}
