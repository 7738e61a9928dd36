/// A monotonic clock in seconds (`ManualTime` in test hosts, `SystemTime` live); a session never
/// reads one: its host passes it the time.
public protocol TimeSource: AnyObject {
  /// Seconds since an arbitrary fixed point; never goes backwards.
  func now() -> Double
}
