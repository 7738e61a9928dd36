import Physics

/// One player's input for one step of a network match, as both sides apply it.
///
/// The paddle's motion is sent, not the keys: each side's `PaddleDrive` turns its own keys
/// into a displacement, so the two simulations never depend on a terminal's key repeat.
/// Nine bytes on the wire: flags (1 serve, 2 place) and a big-endian Float64.
public struct PaddleInput: Sendable, Hashable {
  /// How far the paddle moves this step (world units, negative is up).
  public var move: Double
  /// Where a mouse drag put the paddle (world y), instead of `move`.
  public var place: Double?
  /// Serve (at "Ready?").
  public var serve: Bool

  /// Bytes of one input on the wire.
  public static let size = 9
  /// No input: the paddle rests.
  public static let still = PaddleInput(move: 0)

  /// Creates an input.
  public init(move: Double, place: Double? = nil, serve: Bool = false) {
    self.move = move
    self.place = place
    self.serve = serve
  }

  /// The wire form.
  public var bytes: [UInt8] {
    let flags: UInt8 = (serve ? 1 : 0) | (place != nil ? 2 : 0)
    let bits = (place ?? move).bitPattern
    return [flags] + (0..<8).map { UInt8((bits >> UInt64(56 - 8 * $0)) & 0xFF) }
  }

  /// Reads the wire form; nil for anything a real arcade never sends (unknown flags, a value
  /// that is not finite, a move faster than a paddle goes or a place off the field).
  public init?(bytes: [UInt8]) {
    guard bytes.count == Self.size, bytes[0] <= 3 else { return nil }
    let value = Double(bitPattern: bytes[1...].reduce(0) { $0 << 8 | UInt64($1) })
    guard value.isFinite else { return nil }
    serve = bytes[0] & 1 != 0
    if bytes[0] & 2 != 0 {
      guard (0...SidewaysArena.height).contains(value) else { return nil }
      place = value
      move = 0
    } else {
      guard abs(value) <= PaddleDrive.fullSpeed else { return nil }
      place = nil
      move = value
    }
  }
}
