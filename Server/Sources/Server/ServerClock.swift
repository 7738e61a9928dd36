import NIOCore

/// The time the server's sessions, gate and metrics count in: seconds on the monotonic clock.
enum ServerClock {
  static func now() -> Double {
    Double(NIODeadline.now().uptimeNanoseconds) / 1e9
  }
}
