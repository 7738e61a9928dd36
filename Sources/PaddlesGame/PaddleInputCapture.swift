import ArcadeKit
import GameKit

// MARK: - PaddleInputCapture

/// One terminal's paddle keys, key releases and mouse grabs, turned into each paddle's motion:
/// the one input capture of Paddles, on one terminal (`PaddlesScene`) and over the network
/// (`Paddles+Network`).
///
/// Where the terminal reports releases, a paddle follows the most recent of its keys still
/// held and stops when none is; elsewhere each press drives its paddle's `PaddleDrive`. A
/// mouse grab takes a paddle from its keys until a key is pressed again.
public struct PaddleInputCapture: Sendable {

  /// The player's paddle keys.
  public let keys: KeyMap<PaddlesAction>
  /// Who moves which paddle.
  public let seats: PlayerSeats
  /// The rules the drives move by.
  public let rules: PaddlesRules
  /// Key-driven motion of each paddle (player 1, player 2).
  public private(set) var drives: [PaddleDrive]
  /// Whether the terminal reports key releases, so a paddle moves exactly while its key is held.
  public private(set) var keyReleasesReported = false
  /// Paddle keys down now, oldest first; only kept while releases are reported.
  public private(set) var heldKeys: [Key] = []
  /// The paddle a mouse drag holds, if any.
  public private(set) var dragging: PlayerSlot?

  /// Nothing held, with `keys` for `seats`, driving by `rules`.
  public init(keys: KeyMap<PaddlesAction>, seats: PlayerSeats, rules: PaddlesRules = .current) {
    self.keys = keys
    self.seats = seats
    self.rules = rules
    drives = [PaddleDrive(rules: rules), PaddleDrive(rules: rules)]
  }

  /// The paddle and direction (−1 up, +1 down) a key moves, if it moves one.
  public func paddleKey(_ key: Key) -> (side: PlayerSlot, direction: Double)? {
    let (side, direction): (PlayerSlot, Double)
    switch keys.action(for: key) {
    case .leftUp: (side, direction) = (.one, -1)
    case .leftDown: (side, direction) = (.one, 1)
    case .rightUp: (side, direction) = (.two, -1)
    case .rightDown: (side, direction) = (.two, 1)
    case .serve, nil: return nil
    }
    switch seats {
    case .twoPlayers: return (side, direction)
    case .onePlayer(let player): return (player, direction)
    }
  }

  // MARK: - Keys

  /// A key went down (or repeated); returns whether it is a paddle key. With releases
  /// reported its paddle follows the latest of its keys held, else the press drives it.
  @discardableResult
  public mutating func press(_ key: Key) -> Bool {
    guard let (side, direction) = paddleKey(key) else { return false }
    if keyReleasesReported {
      let key = Self.identity(of: key)
      if !heldKeys.contains(key) { heldKeys.append(key) }
      followHeldKeys(side)
    } else {
      drives[side.rawValue].press(direction)
    }
    return true
  }

  /// A key went up: its paddle stops, or follows another of its keys still held.
  public mutating func release(_ key: Key) {
    guard keyReleasesReported, let (side, _) = paddleKey(key) else { return }
    let key = Self.identity(of: key)
    heldKeys.removeAll { $0 == key }
    followHeldKeys(side)
  }

  /// The terminal said whether it reports releases; every key is forgotten, as keys may have
  /// gone up meanwhile.
  public mutating func reportReleases(_ reported: Bool) {
    keyReleasesReported = reported
    releaseAllKeys()
  }

  /// Forgets every key: paddles stop until a key is pressed again.
  public mutating func releaseAllKeys() {
    drives = [PaddleDrive(rules: rules), PaddleDrive(rules: rules)]
    heldKeys = []
  }

  /// Forgets every key and lets go of a drag (play stopped or a panel took the keys: no
  /// release will come for them).
  public mutating func stop() {
    releaseAllKeys()
    dragging = nil
  }

  /// A key's identity for press/release matching: the release of W may arrive as w once Shift is up.
  public static func identity(of key: Key) -> Key {
    if case .character(let character) = key { return .character(Character(character.lowercased())) }
    return key
  }

  /// Drives `side`'s paddle by the latest of its keys still held, or stops it.
  private mutating func followHeldKeys(_ side: PlayerSlot) {
    for key in heldKeys.reversed() {
      if let (keySide, direction) = paddleKey(key), keySide == side {
        drives[side.rawValue].hold(direction)
        return
      }
    }
    drives[side.rawValue].stop()
  }

  // MARK: - Mouse

  /// A drag takes `side`'s paddle from its keys; a new press takes it back.
  public mutating func grab(_ side: PlayerSlot) {
    dragging = side
    heldKeys = heldKeys.filter { paddleKey($0)?.side != side }
    drives[side.rawValue].stop()
  }

  /// The drag ended.
  public mutating func letGo() {
    dragging = nil
  }

  // MARK: - Steps

  /// `side`'s key-driven displacement this step (negative is up).
  public mutating func motion(of side: PlayerSlot) -> Double {
    drives[side.rawValue].step()
  }
}
