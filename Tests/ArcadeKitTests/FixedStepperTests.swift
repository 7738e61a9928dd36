import ArcadeKit
import Testing

@Suite struct FixedStepperTests {
  @Test func sixtyHertzStepsExactlySixtyTimesInOneSecondOfSixtiethFrames() {
    var stepper = FixedStepper(stepsPerSecond: 60)
    var steps = 0
    for _ in 0..<60 { steps += stepper.advance(by: 1.0 / 60) }
    #expect(steps == 60)
  }

  @Test func eachSixtiethFrameGivesOneStep() {
    var stepper = FixedStepper(stepsPerSecond: 60)
    for frame in 0..<600 {
      #expect(stepper.advance(by: 1.0 / 60) == 1, "frame \(frame)")
    }
  }

  @Test func oneSecondStallIsClampedToAQuarterSecond() {
    var stepper = FixedStepper(stepsPerSecond: 60)
    #expect(stepper.advance(by: 1.0) == 15)
    #expect(stepper.accumulator < stepper.stepDuration)
  }

  @Test func clampIsConfigurable() {
    var stepper = FixedStepper(stepsPerSecond: 8, maximumElapsed: 0.5)
    #expect(stepper.advance(by: 10) == 4)
  }

  @Test func remainderCarriesOverToTheNextFrame() {
    // 8 steps per second: one step is 0.125 s, so all the sums below are exact.
    var stepper = FixedStepper(stepsPerSecond: 8)
    #expect(stepper.advance(by: 0.1875) == 1)
    #expect(stepper.accumulator == 0.0625)
    #expect(stepper.timeUntilNextStep == 0.0625)
    #expect(stepper.advance(by: 0.0625) == 1)
    #expect(stepper.accumulator == 0)
    #expect(stepper.advance(by: 0.0625) == 0)
    #expect(stepper.advance(by: 0.03125) == 0)
    #expect(stepper.advance(by: 0.25) == 2)
    #expect(stepper.accumulator == 0.09375)
  }

  @Test func resetForgetsAccumulatedTime() {
    var stepper = FixedStepper(stepsPerSecond: 8)
    #expect(stepper.advance(by: 0.1) == 0)
    stepper.reset()
    #expect(stepper.accumulator == 0)
    #expect(stepper.timeUntilNextStep == 0.125)
    #expect(stepper.advance(by: 0.0625) == 0)
  }

  @Test func negativeAndNonFiniteDurationsAddNothing() {
    var stepper = FixedStepper(stepsPerSecond: 8)
    #expect(stepper.advance(by: -1) == 0)
    #expect(stepper.advance(by: .nan) == 0)
    #expect(stepper.accumulator == 0)
  }
}
