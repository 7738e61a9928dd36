/// A monotonic clock in seconds; only the Runner reads it.
public protocol TimeSource: AnyObject {
  /// Seconds since an arbitrary fixed point; never goes backwards.
  func now() -> Double
}
