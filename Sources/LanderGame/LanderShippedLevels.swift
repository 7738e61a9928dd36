import GameKit

// MARK: - Shipped levels

extension Lander {
  /// The levels Lander ships (`Levels/lander`), in play order, as identities and digests of their
  /// canonical text; `ShippedLevelDigestTests` checks them against the files and prints this
  /// list again when a shipped level changes.
  public static let shippedLevels = ShippedLevels(
    [
      .init("lander-e2479ae291a0f7c5", "cb0c6fc15d8e372d0f30127f5af0daca02bd53c25f056a8706857227298aa027"),
      .init("lander-1043468c724c821a", "478d120ddefb6338ddc266459a262c37c4b282c7e3d0d20a0dfda48a08409351"),
      .init("lander-e5d89ab85ad083c1", "942394589934a4d5784b8d9bd52aa4dc6159a253b8897f0df265c453385f6dea"),
      .init("lander-bae3c8d49859a813", "05b2413b19d74de03c0d72961df69ffd4ccd115d665fc531ef9cbe1aa0f8d6cf"),
      .init("lander-bf55aecd85cbe504", "cc2ac44690fc7e2ce00eec8547e55374a3a72ba73bee43604e41caa5a438a6f5"),
      .init("lander-52bf642bee413203", "f0bdbf9a8841823d4386ca8d2db0bb793cd889d611d10935412cdf06984fd36d"),
    ])
}
