import Testing

@testable import PaddlesGame

/// Paddle motion from presses and repeats, with no release events, on the 60 Hz step clock.
@Suite struct KeyRepeatTests {
  /// Steps a drive through a timeline: key presses at `pressTimes` (ms), one step every 1/60 s.
  static func run(pressTimes: [Double], direction: Double = 1, steps: Int) -> [Double] {
    var drive = PaddleDrive()
    var pending = pressTimes.sorted()
    var moves: [Double] = []
    for step in 0..<steps {
      let now = Double(step) * 1000 / 60
      while let next = pending.first, next <= now {
        drive.press(direction)
        pending.removeFirst()
      }
      moves.append(drive.step())
    }
    return moves
  }

  /// A held key as a terminal sends it: a press, a first repeat after `delay`, then every `interval`.
  static func hold(delay: Double, interval: Double, until end: Double) -> [Double] {
    var times: [Double] = [0]
    var t = delay
    while t <= end {
      times.append(t)
      t += interval
    }
    return times
  }

  @Test(arguments: [(500.0, 33.0), (660.0, 40.0), (250.0, 33.0), (500.0, 50.0)])
  func heldKeyMovesATapThenRunsFromTheFirstRepeatUntilLetGo(delay: Double, interval: Double) {
    let presses = Self.hold(delay: delay, interval: interval, until: 1500)
    let moves = Self.run(pressTimes: presses, steps: 150)
    let firstRepeatStep = Int((delay * 60 / 1000).rounded(.up))
    let lastPressStep = Int(((presses.last ?? 0) * 60 / 1000).rounded(.up))
    // The press is a tap until the terminal's first repeat says the key is held.
    #expect(moves[..<PaddleDrive.tapSteps].allSatisfy { $0 == PaddleDrive.fullSpeed })
    #expect(moves[PaddleDrive.tapSteps..<firstRepeatStep].allSatisfy { $0 == 0 })
    // Once repeats flow the paddle runs at full speed on every step, not in bursts.
    for step in firstRepeatStep...lastPressStep {
      #expect(moves[step] == PaddleDrive.fullSpeed, "step \(step) ran at \(moves[step])")
    }
    // It stops soon (within 10 steps, 170 ms) after the last repeat, and stays stopped.
    let stopped = moves[(lastPressStep + 10)...]
    #expect(stopped.allSatisfy { $0 == 0 })
  }

  @Test func tapMovesAFixedNudgeAndStops() {
    let moves = Self.run(pressTimes: [0], steps: 120)
    #expect(moves[0] == PaddleDrive.fullSpeed, "a tap moves at once")
    #expect(moves.reduce(0, +) == PaddleDrive.tapDistance)
    #expect(moves[PaddleDrive.tapSteps...].allSatisfy { $0 == 0 })
  }

  @Test func otherDirectionTakesOverAtOnce() {
    var drive = PaddleDrive()
    drive.press(1)
    for _ in 0..<10 { _ = drive.step() }
    drive.press(-1)
    #expect(drive.step() == -PaddleDrive.fullSpeed)
  }

  @Test func upAndDownAreMirrorImages() {
    let presses = Self.hold(delay: 500, interval: 33, until: 900)
    let down = Self.run(pressTimes: presses, direction: 1, steps: 90)
    let up = Self.run(pressTimes: presses, direction: -1, steps: 90)
    #expect(up == down.map { -$0 })
  }
}
