import GameKit

// MARK: - Shipped levels

extension Portals {
  /// The levels Portals ships (`Levels/portals`), in play order, as identities and digests of their
  /// canonical text; `ShippedLevelDigestTests` checks them against the files and prints this
  /// list again when a shipped level changes.
  public static let shippedLevels = ShippedLevels(
    [
      .init("portals-68bb7e526b832d56", "0513984532123bbc69440fdd557c1e9c07c546acddaa5da40367b4b04a36baa9"),
      .init("portals-3250484c2c20751d", "360e428ea245931878c856f7046e21aff3573b545fd9643f2d39729c8c13acd8"),
      .init("portals-eebc5135766705d3", "f3306e740c2c83996854af2f08b11d9114c52b1808d6e4fe8cf28f0fbd782594"),
      .init("portals-f2c646a350797a38", "4759b98c3eef32f370981c5fc5873eef3cfd5a44b155c46a1e81f899a13d5a5f"),
      .init("portals-2a31c5114e027dc8", "82531530f7a087daa4e6d03ef6b5d10ecfafd1628abde8db3009a95ffa565863"),
    ])
}
