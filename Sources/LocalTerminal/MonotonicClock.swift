#if canImport(Glibc)
  import Glibc
#endif

/// The process's monotonic clock: the one clock a live host gives its session.
public enum MonotonicClock {
  /// Seconds since an arbitrary fixed point; never goes backwards.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
