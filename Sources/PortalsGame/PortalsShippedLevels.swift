import GameKit

// MARK: - Shipped levels

extension Portals {
  /// The levels Portals ships (`Levels/portals`), in play order, as identities and digests of their
  /// canonical text; `ShippedLevelDigestTests` checks them against the files and prints this
  /// list again when a shipped level changes.
  public static let shippedLevels = ShippedLevels(
    [
      .init("portals-570797f176af560d", "3c01d29414567c8b2d9b688861eb0b3f6ddcaa7bccb206bfbfa6d64dd7899cca"),
      .init("portals-41f3892e14862322", "11e77bf4591216b9aa4d302c1b3aae4a1f5de8f996d81f76e1bb3b38b76d4dbd"),
      .init("portals-86fd426bca28ec54", "21683c758deda3368313518147fb29255b1531e7a9351f785471455b26e1521b"),
      .init("portals-f56221fc08457a79", "21ef0460e2b08d05c84aad7ebd976697fffd47fb992305749b75786676902f27"),
      .init("portals-412e72be7fa56bfb", "bef09f5f5b6c7305ff89bb3d58a060165694d14cce1c6d7ad9434654a3844d90"),
    ])
}
