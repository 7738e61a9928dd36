import GameKit

// MARK: - Shipped levels

extension MazeBoards {
  /// The levels Maze ships (`Levels/maze`), in play order, as identities and digests of their
  /// canonical text; `ShippedLevelDigestTests` checks them against the files and prints this
  /// list again when a shipped level changes.
  public static let shipped = ShippedLevels(
    [
      .init("maze-c5068b4e7190039e", "a9d9b71b7c32d0d62016a3a52435e43e4f5e76764724be21b2ab86270a70ffaa"),
      .init("maze-27464b907cf67580", "305006ee43278eb59a69cea7f3f2b2455830e9848b8737155d894d3ccbef2005"),
      .init("maze-6b7472d261e59e2e", "b80518204de7e3f5de912837fd58a71dd5c799d7b681aea0a51581b509fb8e7f"),
      .init("maze-e9dd0ccf93fa5121", "782a2083f4d16c129ef2c729dd81ea8328c732acc1e06bbb56bbf5f1caddd547"),
      .init("maze-8532876117bcb70c", "98f33d96a1388ce1f32818aad4c8a819602b6ead5f9c920343e76fba3be12cc0"),
      .init("maze-01962c53f1f08047", "47f14c943e764883cd891c2b9995bbfee6db28d551b53ff9604542892b4591dd"),
      .init("maze-2964ab55db4eab7e", "e470c06fc4ab75207bcef8e4c6a131c7aae61cdb5164e3c17616f0cdaca7dd3f"),
      .init("maze-34bef4ed3d46b75d", "c1931537b4fff60db282e6afff740bdcf309ab46695fd1fbd9446967ee7daec1"),
    ],
    former: [
      // The six mazes under the pars they shipped with before measured pars (20/30/45/60/90/150 s):
      // their boards carry over to today's (`MazeBoards.reparred`).
      .init("maze-c9cb5226eaea175f", "1340280a7afba8de394a0ed96ceda772446e062aa8b9e4ce33ac40a5db42bc7c"),
      .init("maze-b4522365b9fbe5a0", "5335dd2d4cc7bbf15f4fa33ad71d93c3b8050261a19806c5e40f8ba155359049"),
      .init("maze-6b17a5c299486dbc", "709c07da8acded9951ab10fe7333568c26222b66cf5876a8b36f96b8dc3f3687"),
      .init("maze-1256d1f39ef153d7", "9d5f68a4b3fc45fdcb8ee7c9d77c626d34f65bc8e84380ff9172690ec26e4a93"),
      .init("maze-75aa131b10ab5170", "a7b09eedfd845282021d0579af4bd03f8c7da552f5af3100a9105f68528c55d0"),
      .init("maze-849b6657ecd842f9", "45c6c53c4f7a7445de08ce377dc8686ad7ed59898810a79996f1a80fcf5df5cb"),
    ])
}
