extension NetSession {
  /// The host's port is being opened: nothing is known yet beyond the role (its port and
  /// setup). `.listening` leads to `HostingState`, `.failed` ends the session.
  struct OpeningState: Sendable {}
}
