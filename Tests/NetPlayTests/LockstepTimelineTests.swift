import NetPlay
import Testing

@Suite struct LockstepTimelineTests {
  @Test func theFirstInputDelayStepsAreNeutralOnBothSides() {
    var timeline = LockstepTimeline(inputDelay: 3, neutral: [7, 7])
    #expect(timeline.local == [[7, 7], [7, 7], [7, 7]])
    #expect(timeline.remote == timeline.local)
    for _ in 0..<3 { #expect(timeline.advance()! == ([7, 7], [7, 7])) }
    #expect(timeline.advance() == nil)
    #expect(timeline.simulated == 3)
  }

  @Test func aLocalInputAppliesInputDelayStepsAhead() {
    var timeline = LockstepTimeline(inputDelay: 4, neutral: [0])
    #expect(timeline.addLocal([1]) == 4)
    #expect(timeline.addLocal([2]) == 5)
  }

  @Test(arguments: [(0, 1), (1, 1), (6, 6), (15, 15), (16, 15), (1_000, 15), (-3, 1)])
  func theDelayIsKeptBetweenOneAndTheMaximum(_ asked: Int, kept: Int) {
    let timeline = LockstepTimeline(inputDelay: asked, neutral: [0])
    #expect(timeline.inputDelay == kept)
    #expect(timeline.local.count == kept)
  }

  @Test(arguments: [
    (0.0, 2), (0.001, 2), (0.03, 2), (0.06, 3), (0.1, 4), (0.15, 6), (0.2, 7), (0.45, 15), (0.5, 15), (60.0, 15),
  ])
  func inputDelayFollowsTheRoundTrip(_ roundTrip: Double, delay: Int) {
    #expect(LockstepTimeline.inputDelay(roundTrip: roundTrip, stepsPerSecond: 60) == delay)
  }

  @Test(arguments: [Double.nan, -Double.nan, -0.01, -1e300, Double.infinity, -Double.infinity, 1e300])
  func inputDelayOfANonsenseRoundTripIsTheMaximum(_ roundTrip: Double) {
    #expect(LockstepTimeline.inputDelay(roundTrip: roundTrip, stepsPerSecond: 60) == LockstepTimeline.maximumDelay)
  }

  @Test func inputDelayNeverLeavesItsRangeForAnyRoundTrip() {
    for millis in stride(from: 0, through: 2_000, by: 7) {
      let delay = LockstepTimeline.inputDelay(roundTrip: Double(millis) / 1000, stepsPerSecond: 60)
      #expect((2...LockstepTimeline.maximumDelay).contains(delay), "\(millis) ms")
    }
  }

  @Test func receivedInputsExtendTheRemoteSide() throws {
    var timeline = LockstepTimeline(inputDelay: 2, neutral: [0])
    try timeline.receive(first: 2, [[1], [2]])
    #expect(timeline.remote == [[0], [0], [1], [2]])
  }

  @Test func resentInputsAlreadyHeldAreSkipped() throws {
    var timeline = LockstepTimeline(inputDelay: 2, neutral: [0])
    try timeline.receive(first: 2, [[1], [2]])
    try timeline.receive(first: 0, [[9], [9], [9], [9]])  // all held: nothing changes
    #expect(timeline.remote == [[0], [0], [1], [2]])
    try timeline.receive(first: 3, [[9], [3], [4]])  // step 3 held, 4 and 5 new
    #expect(timeline.remote == [[0], [0], [1], [2], [3], [4]])
    try timeline.receive(first: 6, [])
    #expect(timeline.remote.count == 6)
  }

  @Test func aGapIsRefusedAndChangesNothing() {
    var timeline = LockstepTimeline(inputDelay: 2, neutral: [0])
    #expect(throws: NetProtocolError.unexpected("inputs from step 3 while step 2 was the next one")) {
      try timeline.receive(first: 3, [[1]])
    }
    #expect(timeline.remote == [[0], [0]])
  }

  @Test func inputsOfTheWrongSizeAreRefused() {
    var timeline = LockstepTimeline(inputDelay: 2, neutral: [0])
    #expect(throws: NetProtocolError.malformed(kind: "inputs", what: "inputs of 1 bytes")) {
      try timeline.receive(first: 2, [[1], [1, 2]])
    }
    #expect(timeline.remote.count == 2)
  }

  @Test func advanceWaitsUntilBothInputsOfTheStepAreIn() throws {
    var timeline = LockstepTimeline(inputDelay: 1, neutral: [0])
    #expect(timeline.advance()! == ([0], [0]))
    #expect(timeline.waitsForRemote)
    #expect(timeline.advance() == nil)

    _ = timeline.addLocal([5])
    #expect(timeline.advance() == nil)  // the other side's step 1 is not in
    #expect(timeline.simulated == 1)

    try timeline.receive(first: 1, [[6], [7]])
    #expect(!timeline.waitsForRemote)
    #expect(timeline.advance()! == ([5], [6]))
    #expect(timeline.advance() == nil)  // the other side's step 2 is in, not this side's
    #expect(!timeline.waitsForRemote)

    _ = timeline.addLocal([8])
    #expect(timeline.advance()! == ([8], [7]))
    #expect(timeline.simulated == 3)
  }
}
