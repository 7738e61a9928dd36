/// Where and how a circle meets an axis-aligned rectangle (a puck on a paddle, a ball on an obstacle).
public struct RectContact: Sendable, Hashable {
  /// Fraction of the step's motion at which contact begins, in `0...1` (0 for a static test or
  /// when the circle already overlapped at the start).
  public var time: Double
  /// The rectangle's side that was hit.
  public var side: RectSide
  /// The circle's centre at the moment of contact.
  public var position: Vector2
  /// Where along the face the centre is, from −1 to 1: `(centre − face centre) / half the face
  /// length`, clamped. For the top and bottom faces it runs along x (−1 at the left end), for the
  /// left and right faces along y (−1 at the top end). It is the Paddles angle rule's factor.
  public var offset: Double

  /// Creates a contact.
  public init(time: Double, side: RectSide, position: Vector2, offset: Double) {
    self.time = time
    self.side = side
    self.position = position
    self.offset = offset
  }
}
