/// The kind byte of a frame.
public enum NetMessageKind: UInt8, Sendable, CaseIterable {
  case hello = 1
  case setup = 2
  case ready = 3
  case start = 4
  case inputs = 5
  case hash = 6
  case ping = 7
  case pong = 8
  case bye = 9
}
