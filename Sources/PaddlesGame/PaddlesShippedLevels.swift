import GameKit

// MARK: - Shipped levels

extension PaddlesBoards {
  /// The levels Paddles ships (`Levels/paddles`), in play order, as identities and digests of their
  /// canonical text; `ShippedLevelDigestTests` checks them against the files and prints this
  /// list again when a shipped level changes.
  public static let shipped = ShippedLevels(
    [
      .init("paddles-c928e99c9fedaa17", "0c6fcc77c37af05805e5fadf22d5e4d1cc501793cec6c4467f0317e6d0aeef42"),
      .init("paddles-1184cc133f44e907", "5e8a7df5b74ec23e7141b82d1deee430c98b0bf2f08b9dea3c97d3c76548f749"),
    ])
}
