/// A greeting's request to carry on a match after the connection dropped.
public struct NetResume: Sendable, Hashable {
  /// The match, as the host's setup named it.
  public var matchID: UInt64
  /// The first step whose input the sender has not received from the other side.
  public var nextStepWanted: Int

  /// Creates a resume request.
  public init(matchID: UInt64, nextStepWanted: Int) {
    self.matchID = matchID
    self.nextStepWanted = nextStepWanted
  }
}
