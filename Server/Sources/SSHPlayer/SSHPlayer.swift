import Crypto
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization

/// A player over SSH in this process (swift-nio-ssh's client), driving one session channel on
/// a server on loopback: it signs in with a key or as a guest, asks for a pty and a shell or
/// runs a command, types, and hands what the server wrote to `onReceive` as it comes. The
/// server's tests read the screen from it; its benchmark times keys to frames.
public final class SSHPlayer: Sendable {
  /// How it signs in.
  public enum SignIn: Sendable {
    case key(Curve25519.Signing.PrivateKey)
    case guest
  }

  private let group: MultiThreadedEventLoopGroup
  private let ownsGroup: Bool
  private let connection: any Channel
  private let channel: any Channel
  private let received: Received

  /// What the server sent, and how the channel ended.
  final class Received: Sendable {
    let state = Mutex(State())
    let onReceive: @Sendable ([UInt8]) -> Void

    struct State {
      var bytes: [UInt8] = []
      var exitStatus: Int?
      var closed = false
    }

    init(onReceive: @escaping @Sendable ([UInt8]) -> Void) {
      self.onReceive = onReceive
    }
  }

  /// Connects to `port` on loopback (from `source`, a loopback address of its own, when
  /// given), signs in and opens a session: with a pty of `width` × `height` (unless `pty` is
  /// false) and a shell, or (`command`) an exec request, without a pty unless `pty` is true
  /// (`ssh -t host plain`). Each piece of what the
  /// server writes goes to `onReceive`; without `keepsBytes` the bytes are not kept. The
  /// `preamble` goes first, before any SSH (a load balancer's PROXY protocol header).
  public init(
    port: Int, signIn: SignIn, user: String = "player", width: Int = 80, height: Int = 24,
    term: String = "xterm-256color", command: String? = nil, pty: Bool? = nil, source: String? = nil,
    group: MultiThreadedEventLoopGroup? = nil, keepsBytes: Bool = true, preamble: [UInt8] = [],
    onReceive: @escaping @Sendable ([UInt8]) -> Void = { _ in }
  ) async throws {
    ownsGroup = group == nil
    let group = group ?? MultiThreadedEventLoopGroup(numberOfThreads: 1)
    self.group = group
    let received = Received(onReceive: onReceive)
    self.received = received
    let userDelegate = TestUserAuthentication(signIn: signIn, user: user)
    var bootstrap = ClientBootstrap(group: group)
    if let source { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0)) }
    bootstrap = bootstrap.channelInitializer { channel in
      channel.eventLoop.makeCompletedFuture {
        if !preamble.isEmpty { try channel.pipeline.syncOperations.addHandler(Preamble(bytes: preamble)) }
        try channel.pipeline.syncOperations.addHandlers([
          NIOSSHHandler(
            role: .client(
              SSHClientConfiguration(userAuthDelegate: userDelegate, serverAuthDelegate: AcceptAnyHostKey())),
            allocator: channel.allocator, inboundChildChannelInitializer: nil),
          CloseOnError(),
        ])
      }
    }
    do {
      connection = try await bootstrap.connect(host: "127.0.0.1", port: port).get()
    } catch {
      if ownsGroup { try? await group.shutdownGracefully() }
      throw error
    }
    let promise = connection.eventLoop.makePromise(of: (any Channel).self)
    let connection = self.connection
    connection.eventLoop.execute {
      do {
        let ssh = try connection.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
        ssh.createChannel(promise) { child, _ in
          child.eventLoop.makeCompletedFuture {
            try child.pipeline.syncOperations.addHandler(Collector(received: received, keepsBytes: keepsBytes))
          }
        }
      } catch {
        promise.fail(error)
      }
    }
    channel = try await promise.futureResult.get()
    if pty ?? (command == nil) {
      try await channel.triggerUserOutboundEvent(
        SSHChannelRequestEvent.PseudoTerminalRequest(
          wantReply: false, term: term, terminalCharacterWidth: width, terminalRowHeight: height,
          terminalPixelWidth: 0, terminalPixelHeight: 0, terminalModes: SSHTerminalModes([:]))
      ).get()
    }
    if let command {
      try await channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExecRequest(command: command, wantReply: false))
        .get()
    } else {
      // A server that refuses the shell may close the channel before this write completes.
      try? await channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ShellRequest(wantReply: false)).get()
    }
  }

  /// Opens another channel of `type` on the same connection (the server allows one session).
  public func openChannel(_ type: SSHChannelType) async throws {
    let promise = connection.eventLoop.makePromise(of: (any Channel).self)
    let connection = self.connection
    connection.eventLoop.execute {
      do {
        let ssh = try connection.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
        ssh.createChannel(promise, channelType: type) { child, _ in child.eventLoop.makeSucceededVoidFuture() }
      } catch {
        promise.fail(error)
      }
    }
    _ = try await promise.futureResult.get()
  }

  /// Sends what a player types.
  public func send(_ text: String) async throws {
    try await send(Array(text.utf8))
  }

  /// Sends bytes.
  public func send(_ bytes: [UInt8]) async throws {
    var buffer = channel.allocator.buffer(capacity: bytes.count)
    buffer.writeBytes(bytes)
    try await channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(buffer))).get()
  }

  /// Ends the client's input (what `ssh … < file` does at the file's end).
  public func closeInput() async throws {
    try await channel.close(mode: .output).get()
  }

  /// Tells the server the window is now `width` × `height`.
  public func resize(width: Int, height: Int) async throws {
    try await channel.triggerUserOutboundEvent(
      SSHChannelRequestEvent.WindowChangeRequest(
        terminalCharacterWidth: width, terminalRowHeight: height, terminalPixelWidth: 0, terminalPixelHeight: 0)
    ).get()
  }

  /// Everything the server wrote, as text (nothing, without `keepsBytes`).
  public var text: String { received.state.withLock { String(decoding: $0.bytes, as: UTF8.self) } }
  /// The exit status the server sent, once it did.
  public var exitStatus: Int? { received.state.withLock { $0.exitStatus } }
  /// Whether the channel is closed.
  public var isClosed: Bool { received.state.withLock { $0.closed } }

  /// Closes the connection (and its event loops, when it made them).
  public func close() async {
    try? await connection.close()
    if ownsGroup { try? await group.shutdownGracefully() }
  }
}

/// Collects a session channel's data and exit status.
private final class Collector: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData
  let received: SSHPlayer.Received
  let keepsBytes: Bool

  init(received: SSHPlayer.Received, keepsBytes: Bool) {
    self.received = received
    self.keepsBytes = keepsBytes
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let message = unwrapInboundIn(data)
    guard case .byteBuffer(let buffer) = message.data else { return }
    let bytes = Array(buffer.readableBytesView)
    if keepsBytes { received.state.withLock { $0.bytes += bytes } }
    received.onReceive(bytes)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if let status = event as? SSHChannelRequestEvent.ExitStatus {
      received.state.withLock { $0.exitStatus = status.exitStatus }
    }
    context.fireUserInboundEventTriggered(event)
  }

  func channelInactive(context: ChannelHandlerContext) {
    received.state.withLock { $0.closed = true }
    context.fireChannelInactive()
  }
}

/// Offers the test's key, or signs in as a guest.
private final class TestUserAuthentication: NIOSSHClientUserAuthenticationDelegate, Sendable {
  let signIn: SSHPlayer.SignIn
  let user: String
  let offered = Mutex(false)

  init(signIn: SSHPlayer.SignIn, user: String) {
    self.signIn = signIn
    self.user = user
  }

  func nextAuthenticationType(
    availableMethods: NIOSSHAvailableUserAuthenticationMethods,
    nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
  ) {
    let first = offered.withLock { offered in
      let first = !offered
      offered = true
      return first
    }
    guard first else { return nextChallengePromise.succeed(nil) }
    switch signIn {
    case .key(let key):
      nextChallengePromise.succeed(
        NIOSSHUserAuthenticationOffer(
          username: user, serviceName: "", offer: .privateKey(.init(privateKey: NIOSSHPrivateKey(ed25519Key: key)))))
    case .guest:
      nextChallengePromise.succeed(
        NIOSSHUserAuthenticationOffer(username: "guest", serviceName: "", offer: .none))
    }
  }
}

/// Trusts the test's own server.
private final class AcceptAnyHostKey: NIOSSHClientServerAuthenticationDelegate, Sendable {
  func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>) {
    validationCompletePromise.succeed(())
  }
}

private final class CloseOnError: ChannelInboundHandler {
  typealias InboundIn = Any
  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }
}

/// Writes its bytes as the connection opens, before the SSH handler's (a PROXY header).
private final class Preamble: ChannelInboundHandler {
  typealias InboundIn = ByteBuffer
  let bytes: [UInt8]

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func channelActive(context: ChannelHandlerContext) {
    var buffer = context.channel.allocator.buffer(capacity: bytes.count)
    buffer.writeBytes(bytes)
    context.writeAndFlush(NIOAny(buffer), promise: nil)
    context.fireChannelActive()
  }
}
