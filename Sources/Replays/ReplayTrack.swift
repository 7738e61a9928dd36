import ArcadeKit

// MARK: - ReplayTrack

/// A recorded game as a track to race: one sample of the game's state before its first step
/// and after each step, worked out by playing its replay (there is no other recording of it).
///
/// Every ghost is one: the sample is what the ghost draws (a ball's centre; a ball's centre and
/// its table). Generic over the game's scene, so a sample is read from the game's own state
/// with no cast.
public struct ReplayTrack<Sample: Hashable & Sendable>: Hashable, Sendable {
  /// The samples: before the first step, then after each step.
  public let samples: [Sample]
  /// How the replay ended (a track cut at `maximumSteps` ends `.finished`).
  public let outcome: ReplayOutcome
  /// The score the game submitted last, if any.
  package let finalScore: Int?

  /// Plays `replay` into `scene` (a new scene made from its header), sampling it with `sample`
  /// before the first step and after each step, for at most `maximumSteps` steps.
  public init<Game: Scene>(
    replay: Replay, scene: Game, maximumSteps: Int = ReplayLimits.maximumSteps, sample: (Game) -> Sample
  ) {
    var player = ReplayPlayer(replay: replay, scene: scene)
    var samples = [sample(scene)]
    while !player.isOver, samples.count <= maximumSteps {
      if player.advance() == .stepped { samples.append(sample(player.scene)) }
    }
    self.samples = samples
    outcome = player.outcome ?? .finished
    finalScore = player.finalScore
  }

  /// Steps the track covers.
  public var steps: Int { samples.count - 1 }

  /// Whether the game played to its end and scored: a run worth racing.
  package var finishedWithScore: Bool { outcome == .finished && finalScore != nil }

  /// Whether the replay fits its game (it did not diverge).
  package var isFaithful: Bool {
    if case .diverged = outcome { return false }
    return true
  }

  /// The sample `step` steps in, if the track reaches it.
  public func sample(atStep step: Int) -> Sample? {
    samples.indices.contains(step) ? samples[step] : nil
  }

  /// The step within `window` steps of `step` whose sample is nearest `sample` by `distance`
  /// (nil where none can be compared): where the recorded game was when it passed there.
  package func nearestStep(
    to sample: Sample, around step: Int, window: Int, distance: (Sample, Sample) -> Double?
  ) -> Int? {
    guard !samples.isEmpty else { return nil }
    let first = max(0, min(step - window, samples.count - 1))
    let last = max(first, min(step + window, samples.count - 1))
    var best: (step: Int, distance: Double)?
    for index in first...last {
      guard let apart = distance(samples[index], sample) else { continue }
      if best.map({ apart < $0.distance }) ?? true { best = (index, apart) }
    }
    return best?.step
  }

  /// The sample `step` steps in, held at the first and the last beyond the track's ends.
  package func clampedSample(atStep step: Int) -> Sample {
    samples[max(0, min(step, samples.count - 1))]
  }
}
