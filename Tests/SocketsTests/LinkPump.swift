import ArcadeKit
import Glibc
import Sockets

/// Waits on links' sockets as the Runner's poll does and collects what `service` reports.
enum LinkPump {
  /// Services `links` until `done` holds for the events gathered so far or `seconds` pass;
  /// returns each link's events in order.
  static func run(
    _ links: [SocketLink], seconds: Double = 3, until done: ([[NetworkEvent]]) -> Bool
  ) -> [[NetworkEvent]] {
    var events = Array(repeating: [NetworkEvent](), count: links.count)
    let deadline = now() + seconds
    while !done(events), now() < deadline {
      var descriptors: [pollfd] = []
      var owners: [Int] = []
      for (index, link) in links.enumerated() {
        for target in link.pollTargets {
          descriptors.append(
            pollfd(fd: target.descriptor, events: Int16(target.writable ? POLLIN | POLLOUT : POLLIN), revents: 0))
          owners.append(index)
        }
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), 50)
      guard ready > 0 else { continue }
      var serviced = Set<Int>()
      for (slot, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
        let index = owners[slot]
        guard serviced.insert(index).inserted else { continue }
        events[index] += links[index].service()
      }
    }
    return events
  }

  /// All bytes received in `events`, in order.
  static func bytes(_ events: [NetworkEvent]) -> [UInt8] {
    events.flatMap { event -> [UInt8] in
      if case .received(let bytes) = event { return bytes }
      return []
    }
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Whether `events` hold a `.connected`.
  static func connected(_ events: [NetworkEvent]) -> Bool {
    events.contains { if case .connected = $0 { true } else { false } }
  }

  /// The first caller that arrived among `events`, if one did.
  static func caller(_ events: [NetworkEvent]) -> Int? {
    for case .caller(let id, .arrived) in events { return id }
    return nil
  }

  /// Whether `events` hold a `.disconnected`.
  static func disconnected(_ events: [NetworkEvent]) -> Bool {
    events.contains { if case .disconnected = $0 { true } else { false } }
  }
}
