import ArcadeKit

/// Asks the host for the wall clock (a scene never reads a clock itself: the session passes
/// time, and the host reads the wall); the reply is seconds since 1970. The Daily screen asks it
/// once a second for its countdown and the day.
public struct ReadClock: HostRequest, Hashable {
  public typealias Reply = Double

  public init() {}
}
