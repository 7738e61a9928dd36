/// How a network match ended, with the sentence the player reads.
public enum NetMatchEnd: Sendable, Hashable {
  /// The game reached its end (someone won).
  case finished
  /// This player left.
  case left
  /// The other player left on purpose.
  case opponentLeft
  /// The other side stayed silent or away longer than `NetSession.giveUpAfter`.
  case opponentGone
  /// The connection could not be made (`message` says why).
  case couldNotConnect(String)
  /// The port could not be opened.
  case couldNotListen(String)
  /// The other side broke the protocol, or this side refused what it sent.
  case protocolError(String)
  /// The two sides cannot play together.
  case incompatible(String)
  /// The two simulations differed at `step`.
  case desync(step: Int)

  /// The sentence for the player.
  public var message: String {
    switch self {
    case .finished: "The match is over."
    case .left: "You left the match."
    case .opponentLeft: "Your opponent left the match."
    case .opponentGone:
      "Your opponent did not come back within \(Int(NetSession.giveUpAfter)) seconds: the match is over."
    case .couldNotConnect(let message), .couldNotListen(let message), .protocolError(let message),
      .incompatible(let message):
      message
    case .desync(let step):
      "The two games differ at step \(step) (their state hashes do not match): the match was stopped rather than played on apart."
    }
  }
}
