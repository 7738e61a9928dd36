/// Two circles, by their indices in the collection the broadphase was built from (`first < second`).
public struct CirclePair: Sendable, Hashable {
  /// The smaller index.
  public var first: Int
  /// The larger index.
  public var second: Int

  /// Creates a pair, ordering the indices so each unordered pair has one spelling.
  public init(_ a: Int, _ b: Int) {
    first = Swift.min(a, b)
    second = Swift.max(a, b)
  }
}
