import Glibc

/// The POSIX socket calls the live network needs, each retried on EINTR, with the text of
/// their errors; kept in one place so `SocketLink` reads as steps.
enum SocketCalls {
  /// The system's sentence for `code` ("Connection refused").
  static func explanation(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Makes the socket non-blocking and close-on-exec; false when the system refuses.
  static func makeNonBlocking(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else { return false }
    return fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
  }

  /// Turns off Nagle's delay: an input is sent the moment it is taken.
  static func sendAtOnce(_ descriptor: Int32) {
    var one: Int32 = 1
    _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
  }

  /// Closes a descriptor once (close is not retried on EINTR: on Linux the descriptor is gone).
  static func close(_ descriptor: Int32) {
    if descriptor >= 0 { _ = Glibc.close(descriptor) }
  }

  /// Whether the descriptor can be written now (a connect in progress has finished).
  static func isWritable(_ descriptor: Int32) -> Bool {
    var target = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    while true {
      let ready = poll(&target, 1, 0)
      if ready < 0, errno == EINTR { continue }
      return ready > 0
    }
  }

  /// The pending error of a socket (0 when a connect succeeded).
  static func pendingError(_ descriptor: Int32) -> Int32 {
    var code: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { return errno }
    return code
  }

  /// `address:port` of a socket address, numeric, IPv4-mapped IPv6 shown as IPv4.
  static func text(of address: UnsafePointer<sockaddr>, length: socklen_t) -> String {
    var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
    let result = getnameinfo(
      address, length, &host, socklen_t(host.count), &service, socklen_t(service.count),
      NI_NUMERICHOST | NI_NUMERICSERV)
    guard result == 0 else { return "an unknown address" }
    var name = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let port = String(decoding: service.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if name.hasPrefix("::ffff:"), name.contains(".") { name.removeFirst(7) }
    return name.contains(":") ? "[\(name)]:\(port)" : "\(name):\(port)"
  }

  /// The local port a socket is bound to.
  static func boundPort(_ descriptor: Int32) -> Int? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard result == 0 else { return nil }
    switch Int32(storage.ss_family) {
    case AF_INET:
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
      }
    case AF_INET6:
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
      }
    default:
      return nil
    }
  }

  /// This machine's IPv4 addresses to give an opponent: those of interfaces that are up,
  /// loopback last (only when there is nothing else).
  static func localAddresses() -> [String] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return ["127.0.0.1"] }
    defer { freeifaddrs(list) }
    var found: [String] = []
    var loopback: [String] = []
    var current: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = current {
      defer { current = entry.pointee.ifa_next }
      guard let address = entry.pointee.ifa_addr, Int32(address.pointee.sa_family) == AF_INET,
        entry.pointee.ifa_flags & UInt32(IFF_UP) != 0
      else { continue }
      var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      guard
        getnameinfo(
          address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0
      else { continue }
      let name = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) != 0 {
        loopback.append(name)
      } else if !found.contains(name) {
        found.append(name)
      }
    }
    return found.isEmpty ? (loopback.isEmpty ? ["127.0.0.1"] : [loopback[0]]) : found
  }
}
