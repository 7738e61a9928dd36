/// The inputs of a game as it is played: what a scene keeps so its score can carry a `Replay`.
///
/// A game records every event its `handle` gets and counts every `step`; nothing else is
/// needed, because a scene's state follows from its start, its events and its steps. A game
/// that would outgrow `ReplayLimits.maximumEvents` stops recording (its score then has no
/// replay) rather than grow without bound.
public struct InputRecording: Hashable, Sendable {
  /// The inputs so far, in order.
  public private(set) var events: [ReplayEvent] = []
  /// Steps taken so far.
  public private(set) var steps = 0
  /// Whether the recording grew past the limits and was given up.
  package private(set) var overflowed = false

  /// An empty recording.
  public init() {}

  /// Notes an input the game is about to handle (effect results and settings are skipped).
  public mutating func record(_ event: InputEvent) {
    guard !overflowed, ReplayEvent.isRecorded(event) else { return }
    guard events.count < ReplayLimits.maximumEvents else {
      overflowed = true
      events = []
      return
    }
    // Bytes from the network are kept in pieces a replay line holds; a game reads them the
    // same however they are split.
    if case .effect(.network(.received(let bytes))) = event, bytes.count > Self.networkPiece {
      for start in stride(from: 0, to: bytes.count, by: Self.networkPiece) {
        let piece = Array(bytes[start..<min(start + Self.networkPiece, bytes.count)])
        events.append(ReplayEvent(step: steps, .effect(.network(.received(piece)))))
      }
      return
    }
    events.append(ReplayEvent(step: steps, event))
  }

  /// The most bytes from the network one recorded input holds (twice that in hexadecimal fits
  /// a replay line).
  package static let networkPiece = 1024

  /// Notes that the game is about to take a step.
  package mutating func countStep() {
    steps += 1
    if steps > ReplayLimits.maximumSteps, !overflowed {
      overflowed = true
      events = []
    }
  }

  /// Starts again from nothing: the game is back in a state its start can make again (a maze
  /// restarted or moved to its next level).
  package mutating func restart() {
    self = InputRecording()
  }

  /// The game so far as a replay that began as `header` says and scored `score`; nil when the
  /// recording was given up.
  public func replay(header: ReplayHeader, score: Int?, ending: Replay.Ending = .finished) -> Replay? {
    guard !overflowed else { return nil }
    return Replay(header: header, events: events, steps: steps, ending: ending, score: score)
  }
}
