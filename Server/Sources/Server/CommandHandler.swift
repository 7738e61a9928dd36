import ArcadeKit
import Launcher
import NIOCore
import NIOSSH
import Scores

/// A command a client may run without the arcade's screen (an SSH exec request).
enum ServerCommand: Equatable {
  /// `submit`: ranks the replay on standard input under the key's player.
  case submit
  /// `scores [GAME]`: prints the boards, or one game's.
  case scores(game: String?)
  /// `who`: prints who is in the arcade now and what each is doing.
  case who

  /// The command `line` names, nil when it is none of them.
  init?(_ line: String) {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch words.first {
    case "submit" where words.count == 1: self = .submit
    case "scores" where words.count <= 2: self = .scores(game: words.count == 2 ? words[1].lowercased() : nil)
    case "who" where words.count == 1: self = .who
    default: return nil
    }
  }
}

/// Runs one `ServerCommand` on a session channel: reads what it needs from the client, works
/// its answer out on the server's thread pool, writes it and ends the channel with its status.
final class CommandHandler: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData

  private enum State {
    /// `submit`: the replay read so far, until the client's end of input.
    case reading([UInt8])
    /// The answer is being worked out.
    case working
    /// Answered (or the client left).
    case done
  }

  private let command: ServerCommand
  private let server: ServerContext
  private let connection: ConnectionInfo
  private var state = State.working
  private var context: ChannelHandlerContext?

  init(_ command: ServerCommand, server: ServerContext, connection: ConnectionInfo) {
    self.command = command
    self.server = server
    self.connection = connection
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    switch command {
    case .submit:
      guard connection.authenticator.identity?.fingerprint != nil else {
        return finish("arcade: \(PlayerIdentity.guestNotice)\n", status: 1)
      }
      state = .reading([])
    case .scores(let game):
      let board = server.scores.board
      let registry = server.registry
      if let game, registry.entry(id: game) == nil {
        return finish(BoardText.unknownGame(game, registry: registry), status: 2)
      }
      server.pool.runIfActive(eventLoop: connection.loop) {
        try BoardText.boards(of: board, game: game, registry: registry)
      }.assumeIsolated().whenComplete { [self] result in
        switch result {
        case .success(let text): finish(text, status: 0)
        case .failure: finish(BoardUnavailable.scoresUnreadable, status: 1)
        }
      }
    case .who:
      finish(WhoText.text(server.online.listing), status: 0)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
  }

  func channelInactive(context: ChannelHandlerContext) {
    state = .done
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let message = unwrapInboundIn(data)
    guard case .channel = message.type, case .byteBuffer(let buffer) = message.data,
      case .reading(var submitted) = state
    else { return }
    guard submitted.count + buffer.readableBytes <= server.limits.maximumSubmission else {
      return finish(
        "arcade: the replay is over \(server.limits.maximumSubmission) bytes; nothing was ranked\n", status: 1)
    }
    state = .working  // the bytes are the only copy while they grow
    submitted += buffer.readableBytesView
    state = .reading(submitted)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if let event = event as? ChannelEvent, event == .inputClosed, case .reading(let submitted) = state {
      submit(submitted)
    } else {
      context.fireUserInboundEventTriggered(event)
    }
  }

  /// Ranks a submitted replay under the key's player (off the loop) and says how it went.
  private func submit(_ bytes: [UInt8]) {
    state = .working
    guard let fingerprint = connection.authenticator.identity?.fingerprint else { return }
    let scores = server.scores
    let bans = server.bans
    let text = String(decoding: bytes, as: UTF8.self)
    server.pool.runIfActive(eventLoop: connection.loop) { () throws -> (String, Int32) in
      guard let player = try scores.board.player(fingerprint) else {
        return ("arcade: choose your name first: connect once with `ssh -t` and play\n", 1)
      }
      guard !bans.list.bans(name: player.name) else { return (BanList.message + "\n", 1) }
      switch scores.rankOffline(text, by: player) {
      case .ranked(let shown, let rank, let submission):
        let place = rank.map { "ranked \(ScoreTable.ordinal($0))" } ?? "verified (the board shows each player's best)"
        let score = ScoreFormat.score(submission.score, timeMilliseconds: submission.timeMilliseconds)
        let lines = ScoreTableLayout.printed(shown).joined(separator: "\n")
        let title = BoardOrder.shownTitle(
          submission.boardTitle, isBuiltIn: scores.registry.isBuiltIn(submission.board))
        return ("\(title): \(score) by \(player.name), played offline: \(place)\n\(lines)\n", 0)
      case .refused(let reason):
        return ("arcade: not ranked: \(reason)\n", 1)
      case .boardUnavailable:
        return (BoardUnavailable.submitNotRanked, 1)
      }
    }.assumeIsolated().whenComplete { [self] result in
      switch result {
      case .success(let (text, status)):
        server.log.info("submit", metadata: connection.metadata(["status": "\(status)"]))
        finish(text, status: Int(status))
      case .failure: finish(BoardUnavailable.submitNotRanked, status: 1)
      }
    }
  }

  /// Writes the command's answer and ends the channel with `status`.
  private func finish(_ text: String, status: Int) {
    if case .done = state { return }
    state = .done
    context?.finish(writing: text, status: status, metrics: server.metrics)
  }
}
