import GameKit

// MARK: - Shipped levels

extension BallsBoards {
  /// The levels Balls ships (`Levels/balls`), in play order, as identities and digests of their
  /// canonical text; `ShippedLevelDigestTests` checks them against the files and prints this
  /// list again when a shipped level changes.
  public static let shipped = ShippedLevels(
    [
      .init("balls-de05da9af7c3d94f", "08d1cc8861f67794e6d08857e0538394000aa9390ce5ee0c5a36bf13c576a413"),
      .init("balls-494d7a596b7781c6", "75d494f976057fc7fe61fde3196a4ed239c3549a97bd3e4538058c0a821bb1a2"),
      .init("balls-98ca916d6223d51b", "e7da1cf34685277d7462f4b6904a758ad2f35d68b9ecda48b4ebcbab2eda0fbb"),
      .init("balls-70ecd68a9a7e1bef", "14878c12d3d370c69485dbcbc46dfed3b32c5048c52dd20866064b26c2ca309a"),
      .init("balls-01f90ec6017b897e", "1b4ad591b101f666ccca93c321274122e688cb9bc5a9192098a2188e9d3c505a"),
      .init("balls-663ae2c368dcc85a", "b2f831e5a9d17d8297df799786da1f6d5e872e9bd819d7e90cab449483cb5553"),
      .init("balls-9784b7ca4b5c50fe", "4a7a9243c6d238994c0359d832bdd9b76c90a9ddb80fddeaacf7ac351fa26c35"),
      .init("balls-734e52ac447193e1", "c27966c1b33530c1068f8814315e693b289517ed426189d23588bc72d0d35741"),
      .init("balls-8009e3a8c3c48eec", "04511bfb4e3d916ac91b7c5c99c2a370e118ba288d2ff94de4ae5937f50336ba"),
      .init("balls-3ce19b1fdd226944", "76bc23086d9f960436160d8686c79d788dcba4ac68d7ee3457bcb30b1d2d6229"),
      .init("balls-30578e717a32b99f", "7eecc74d22f3020c794cc207bc1a0e870b7c7e5c5c103c8ff934d0d4fdbd44d2"),
    ])
}
