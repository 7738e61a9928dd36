import GameKit

// MARK: - Shipped levels

extension HolesBoards {
  /// The levels Holes ships (`Levels/holes`), in play order, as identities and digests of their
  /// canonical text; `ShippedLevelDigestTests` checks them against the files and prints this
  /// list again when a shipped level changes.
  public static let shipped = ShippedLevels(
    [
      .init("holes-3c077f2b2622acc3", "e56d1669ce7c21c6edd6ba7f9daadc869f0fb8e93096fd1c146c011bd7e1adbc"),
      .init("holes-a766d88a1d684d4e", "1912a26d79f2e957d34463ab596f3ceacb47ad8ab69df324a4dc48b57c353f23"),
      .init("holes-dcc5b8e61e3ff88e", "62ebf26944ebb3c1c9b52aebe1159013b54205ea6047e0b7ffc14311cf1362d3"),
      .init("holes-17959e88a9318d61", "a01bcf7b6b1a1b6709169a904fd4f8c1a2fc76b7f45a75842686697bd1c82953"),
    ])
}
