import ArcadeKit
import Glibc

/// The live network: one non-blocking TCP connection (and the host's listening socket),
/// watched by the same `poll` as the terminal. No threads, and nothing runs while nothing
/// arrives.
///
/// The host listens on all addresses (IPv6 with IPv4 mapped where the system has it, else
/// IPv4) and accepts at all times: each new connection is a caller (`NetworkEvent.caller`),
/// read apart from the connection, until the scene admits it as the connection or dismisses
/// it. At most `maximumCallers` are held; one more is closed as it is accepted. After a drop
/// the port stays open so the opponent can come back. Sends that do not fit the kernel's buffer wait in `outgoing` and go when the
/// socket can take them; a peer that stops reading for a megabyte is dropped. Each wake-up
/// reads at most `maximumReadPerService`, so a flood cannot starve the keys.
public final class SocketLink: NetworkLink {
  /// Bytes kept for a peer that does not read, before giving up on it.
  public static let maximumOutgoing = 1 << 20
  /// Bytes read per `service` call at most.
  public static let maximumReadPerService = 1 << 20
  /// Callers held at once (a scene's door holds fewer); more are closed as they arrive.
  public static let maximumCallers = 8
  /// Bytes read from one caller per `service` call at most.
  public static let maximumCallerRead = 4_096
  /// Connections accepted per `service` call at most, so a crowd cannot starve the keys.
  public static let maximumAcceptsPerService = 16

  private var listener: Int32 = -1
  private var connection: Int32 = -1
  /// Whether `connection` is a connect still in progress.
  private var connecting = false
  /// `host:port` being connected to, for the messages.
  private var target = ""
  /// The addresses of `target` not yet tried (family and socket address), in the resolver's order.
  private var candidates: [(family: Int32, address: [UInt8])] = []
  private var outgoing: [UInt8] = []
  private var pending: [NetworkEvent] = []
  /// Connections accepted and not yet admitted or dismissed, by id.
  private var callers: [Int: Int32] = [:]
  private var nextCallerID = 1

  /// Creates a link with nothing open.
  public init() {}

  deinit {
    closeConnection()
    closeCallers()
    SocketCalls.close(listener)
  }

  // MARK: - NetworkLink

  public func perform(_ request: NetworkRequest) -> [NetworkEvent] {
    switch request {
    case .listen(let port):
      return listen(port: port)
    case .connect(let host, let port):
      return connect(host: host, port: port)
    case .send(let bytes):
      guard connection >= 0, !connecting else { return [] }
      outgoing += bytes
      return flush()
    case .admit(let id):
      guard let descriptor = callers.removeValue(forKey: id) else { return [] }
      closeConnection()
      connection = descriptor
      connecting = false
      outgoing = []
      return []
    case .dismiss(let id, let farewell):
      guard let descriptor = callers.removeValue(forKey: id) else { return [] }
      dismiss(descriptor, farewell: farewell)
      return []
    case .hangUp:
      closeGracefully()
      return []
    case .close:
      closeGracefully()
      closeCallers()
      SocketCalls.close(listener)
      listener = -1
      return []
    }
  }

  public var pollTargets: [PollTarget] {
    var targets: [PollTarget] = []
    if connection >= 0 {
      targets.append(PollTarget(descriptor: connection, writable: connecting || !outgoing.isEmpty))
    }
    if listener >= 0 { targets.append(PollTarget(descriptor: listener)) }
    targets += callers.keys.sorted().compactMap { callers[$0].map { PollTarget(descriptor: $0) } }
    return targets
  }

  public var hasPendingEvents: Bool { !pending.isEmpty }

  public func service() -> [NetworkEvent] {
    var events = pending
    pending = []
    if listener >= 0 { events += accept() }
    events += readCallers()
    if connection >= 0, connecting { events += finishConnect() }
    if connection >= 0, !connecting {
      events += flush()
      events += readAvailable()
    }
    return events
  }

  // MARK: - Listening

  private func listen(port: Int) -> [NetworkEvent] {
    guard (0...65_535).contains(port) else {
      return [.failed(message: "Port \(port) is not a port: choose one from 1 to 65535.")]
    }
    SocketCalls.close(listener)
    listener = -1
    var lastError: Int32 = 0
    for family in [AF_INET6, AF_INET] {
      let descriptor = socket(
        family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      guard descriptor >= 0 else {
        lastError = errno
        continue
      }
      var one: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
      let bound: Int32
      if family == AF_INET6 {
        var zero: Int32 = 0
        _ = setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &zero, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = UInt16(port).bigEndian
        address.sin6_addr = in6addr_any
        bound = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
          }
        }
      } else {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr = in_addr(s_addr: INADDR_ANY)
        bound = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          }
        }
      }
      guard bound == 0, Glibc.listen(descriptor, 16) == 0 else {
        lastError = errno
        SocketCalls.close(descriptor)
        if lastError == EADDRINUSE || lastError == EACCES { break }
        continue
      }
      listener = descriptor
      return [.listening(port: SocketCalls.boundPort(descriptor) ?? port, addresses: SocketCalls.localAddresses())]
    }
    switch lastError {
    case EADDRINUSE: return [.failed(message: "Port \(port) is in use: choose another with --port.")]
    case EACCES: return [.failed(message: "Port \(port) needs privileges: choose one above 1023 with --port.")]
    default: return [.failed(message: "Could not open port \(port): \(SocketCalls.explanation(lastError)).")]
    }
  }

  /// Accepts who is waiting, as callers (closing those beyond `maximumCallers`).
  private func accept() -> [NetworkEvent] {
    var events: [NetworkEvent] = []
    var accepted = 0
    while accepted < Self.maximumAcceptsPerService {
      var storage = sockaddr_storage()
      var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
      let descriptor = withUnsafeMutablePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.accept(listener, $0, &length)
        }
      }
      if descriptor < 0 {
        if errno == EINTR { continue }
        return events  // EAGAIN (nobody after all) or an aborted connection: wait for the next
      }
      accepted += 1
      guard callers.count < Self.maximumCallers, SocketCalls.makeNonBlocking(descriptor) else {
        SocketCalls.close(descriptor)
        continue
      }
      SocketCalls.sendAtOnce(descriptor)
      let id = nextCallerID
      nextCallerID += 1
      callers[id] = descriptor
      let peer = withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SocketCalls.text(of: $0, length: length) }
      }
      events.append(.caller(id, .arrived(peer: peer)))
    }
    return events
  }

  /// Reads what each caller sent (a little at most), and notices the ones that left.
  private func readCallers() -> [NetworkEvent] {
    var events: [NetworkEvent] = []
    var buffer = [UInt8](repeating: 0, count: Self.maximumCallerRead)
    for id in callers.keys.sorted() {
      guard let descriptor = callers[id] else { continue }
      var count = 0
      repeat {
        count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      } while count < 0 && errno == EINTR
      if count > 0 {
        events.append(.caller(id, .sent(Array(buffer[0..<count]))))
      } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
        callers[id] = nil
        SocketCalls.close(descriptor)
        events.append(.caller(id, .left))
      }
    }
    return events
  }

  /// Sends a caller its farewell if the kernel takes it at once, then closes it: what it sent
  /// is read first (closing with unread bytes would reset the connection and lose the
  /// farewell), but never waited for.
  private func dismiss(_ descriptor: Int32, farewell: [UInt8]) {
    if !farewell.isEmpty {
      _ = farewell.withUnsafeBytes { send(descriptor, $0.baseAddress, farewell.count, Int32(MSG_NOSIGNAL)) }
    }
    _ = shutdown(descriptor, Int32(SHUT_WR))
    var buffer = [UInt8](repeating: 0, count: 4_096)
    for _ in 0..<16 {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
    }
    SocketCalls.close(descriptor)
  }

  private func closeCallers() {
    for descriptor in callers.values { SocketCalls.close(descriptor) }
    callers = [:]
  }

  // MARK: - Connecting

  private func connect(host: String, port: Int) -> [NetworkEvent] {
    closeConnection()
    target = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    guard (1...65_535).contains(port) else {
      return [.failed(message: "Could not connect to \(target): the port must be from 1 to 65535.")]
    }
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_NUMERICSERV
    var found: UnsafeMutablePointer<addrinfo>?
    // A name is looked up with the system's resolver (which waits up to its own timeout); an
    // address is read at once.
    let result = getaddrinfo(host, "\(port)", &hints, &found)
    guard result == 0, found != nil else {
      let reason = result == EAI_SYSTEM ? SocketCalls.explanation(errno) : String(cString: gai_strerror(result))
      return [.failed(message: "Could not find \(host): \(reason).")]
    }
    defer { freeaddrinfo(found) }
    candidates = []
    var entry = found
    while let current = entry {
      if let address = current.pointee.ai_addr, current.pointee.ai_addrlen > 0 {
        candidates.append(
          (
            current.pointee.ai_family,
            Array(UnsafeRawBufferPointer(start: address, count: Int(current.pointee.ai_addrlen)))
          ))
      }
      entry = current.pointee.ai_next
    }
    return connectToNextCandidate(lastError: ECONNREFUSED)
  }

  /// Starts connecting to the next address the name had; fails with `lastError` when none is left.
  private func connectToNextCandidate(lastError: Int32) -> [NetworkEvent] {
    var lastError = lastError
    while !candidates.isEmpty {
      let (family, address) = candidates.removeFirst()
      let descriptor = socket(
        family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      guard descriptor >= 0 else {
        lastError = errno
        continue
      }
      SocketCalls.sendAtOnce(descriptor)
      let started = address.withUnsafeBytes { bytes -> Int32 in
        // An empty address has no bytes to point at: refused as the kernel would refuse it.
        guard let base = bytes.baseAddress else {
          errno = EINVAL
          return -1
        }
        return Glibc.connect(descriptor, base.assumingMemoryBound(to: sockaddr.self), socklen_t(address.count))
      }
      if started == 0 {
        connection = descriptor
        return [.connected(peer: target)]
      }
      guard errno == EINPROGRESS || errno == EINTR else {
        lastError = errno
        SocketCalls.close(descriptor)
        continue
      }
      connection = descriptor
      connecting = true
      return []
    }
    return [.failed(message: "Could not connect to \(target): \(SocketCalls.explanation(lastError)).")]
  }

  private func finishConnect() -> [NetworkEvent] {
    guard SocketCalls.isWritable(connection) else { return [] }
    let code = SocketCalls.pendingError(connection)
    guard code == 0 else {
      closeConnection()
      return connectToNextCandidate(lastError: code)
    }
    connecting = false
    candidates = []
    return [.connected(peer: target)]
  }

  // MARK: - Bytes

  /// Writes what the kernel takes now; the rest waits for the socket to be writable.
  private func flush() -> [NetworkEvent] {
    var written = 0
    while written < outgoing.count {
      let count = outgoing.withUnsafeBytes { bytes -> Int in
        // The loop runs only while bytes wait, so there is always a base address.
        guard let base = bytes.baseAddress else { return 0 }
        return send(connection, base + written, outgoing.count - written, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        written += count
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { break }
      let code = errno
      closeConnection()
      return [.disconnected(reason: "the connection was lost (\(SocketCalls.explanation(code)))")]
    }
    outgoing.removeFirst(written)
    guard outgoing.count <= Self.maximumOutgoing else {
      closeConnection()
      return [.disconnected(reason: "the opponent stopped reading")]
    }
    return []
  }

  /// Reads what has arrived (up to `maximumReadPerService`), and notices the end of the
  /// connection.
  private func readAvailable() -> [NetworkEvent] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var ending: NetworkEvent?
    while received.count < Self.maximumReadPerService {
      let count = buffer.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
      if count > 0 {
        received += buffer[0..<count]
        continue
      }
      if count == 0 {
        ending = .disconnected(reason: "the opponent closed the connection")
        break
      }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK { break }
      ending = .disconnected(reason: "the connection was lost (\(SocketCalls.explanation(errno)))")
      break
    }
    var events: [NetworkEvent] = received.isEmpty ? [] : [.received(received)]
    if let ending {
      closeConnection()
      events.append(ending)
    }
    return events
  }

  /// Closes the connection so that what was sent last (a `bye`) reaches the peer: sends the
  /// rest, then the end of the stream, and reads until the peer closes too (about one round
  /// trip; at most a second). Closing with unread bytes would send a reset, and a reset makes the peer's system
  /// drop what it had not yet read, the `bye` among it.
  private func closeGracefully() {
    guard connection >= 0, !connecting else {
      closeConnection()
      return
    }
    _ = flush()
    guard connection >= 0 else { return }
    _ = shutdown(connection, Int32(SHUT_WR))
    var buffer = [UInt8](repeating: 0, count: 16_384)
    var quietPolls = 0
    var rounds = 0
    // At most 20 waits of 50 ms, however the peer trickles bytes; 5 silent ones end it sooner.
    while quietPolls < 5, rounds < 20 {
      rounds += 1
      var target = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      let ready = poll(&target, 1, 50)
      if ready < 0, errno == EINTR { continue }
      if ready <= 0 {
        quietPolls += 1
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
      if count > 0 { continue }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      break  // the peer closed too (or the connection is gone)
    }
    closeConnection()
  }

  private func closeConnection() {
    SocketCalls.close(connection)
    connection = -1
    connecting = false
    outgoing = []
  }
}
