/// A clock in seconds for a test host (`ManualTime`); live hosts read the monotonic clock.
public protocol TimeSource: AnyObject {
  /// Seconds since an arbitrary fixed point; never goes backwards.
  func now() -> Double
}
