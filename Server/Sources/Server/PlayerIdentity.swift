/// Who is at the other end of a connection: a player known by their SSH key, or a guest.
public enum PlayerIdentity: Hashable, Sendable {
  /// Signed in with an Ed25519 or ECDSA key: `fingerprint` (`SHA256:…`) is who they are.
  case key(fingerprint: String, algorithm: String)
  /// No usable key: plays everything, ranked nowhere.
  case guest

  /// The key's fingerprint, or nil for a guest.
  public var fingerprint: String? {
    if case .key(let fingerprint, _) = self { return fingerprint }
    return nil
  }

  /// What a guest is told about their scores, and how to be ranked instead.
  public static let guestNotice =
    "Guests' scores are not ranked. To be ranked, connect with an Ed25519 or ECDSA key "
    + "(ssh-keygen -t ed25519); RSA keys cannot be used here (swift-nio-ssh has no RSA)."
}
