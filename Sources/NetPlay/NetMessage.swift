/// One message of arcade network play (docs/NETWORK.md lists each one's payload).
public enum NetMessage: Sendable, Hashable {
  /// The greeting, sent first on every connection.
  case hello(NetHello)
  /// Host to joiner: the match to play.
  case setup(NetMatchSetup)
  /// Joiner to host: the setup was read and the level loaded.
  case ready
  /// Host to joiner: play, with this many steps of input delay.
  case start(inputDelay: Int)
  /// Inputs of consecutive steps from `first` on, each encoded by the game.
  case inputs(first: Int, [[UInt8]])
  /// The sender's state hash after `step` steps.
  case hash(step: Int, value: UInt64)
  /// A round-trip probe; the other side answers with `pong` and the same stamp.
  case ping(stamp: UInt32)
  /// The answer to `ping`.
  case pong(stamp: UInt32)
  /// The sender ends the match; `detail` is a sentence for the other player.
  case bye(NetByeReason, detail: String)

  /// The kind byte of this message.
  public var kind: NetMessageKind {
    switch self {
    case .hello: .hello
    case .setup: .setup
    case .ready: .ready
    case .start: .start
    case .inputs: .inputs
    case .hash: .hash
    case .ping: .ping
    case .pong: .pong
    case .bye: .bye
    }
  }
}
