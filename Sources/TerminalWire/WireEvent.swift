import ArcadeKit

/// What a terminal's bytes meant to the one driving it (`TerminalWire.receive`).
public enum WireEvent: Hashable, Sendable {
  /// A key went down or repeated.
  case key(Key)
  /// A key was let go (kitty keyboard protocol, while key releases are reported).
  case keyRelease(Key)
  /// Text pasted while bracketed paste is on: text, never keys.
  case paste(String)
  /// A mouse report, in the terminal's cells.
  case mouse(MouseReportDecoder.Report)
  /// Ctrl-C, Ctrl-\ or Ctrl-Z sent as kitty keys (the protocol bypasses the terminal's signals).
  case interrupt, quit, suspend
  /// The terminal told its background, and it differs from what was drawn for (a dark one
  /// unless hinted): capabilities may have changed (ask `capabilities(for:)` again).
  case capabilitiesChanged
  /// The reply that ends the start-up queries arrived: `kittySupported` is known.
  case repliesComplete
}
