#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArcadeKit

/// The live monotonic clock (`CLOCK_MONOTONIC`).
public final class SystemTime: TimeSource, Sendable {
  /// Creates the live clock.
  public init() {}

  public func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
  }
}
