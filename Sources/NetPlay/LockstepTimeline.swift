/// Both sides' inputs, step by step: a step is simulated once both inputs for it are in.
///
/// Each side's input for step `s` is taken `inputDelay` steps before `s` is simulated and sent
/// at once, so with a round trip shorter than twice the delay the other's input is always there
/// in time and the match never stalls. The first `inputDelay` steps have no input: both sides
/// fill them with the game's neutral input.
public struct LockstepTimeline: Sendable {
  /// The longest input delay (250 ms at 60 steps a second); slower links play with stalls.
  public static let maximumDelay = 15
  /// Steps between a local input and the step it applies at.
  public let inputDelay: Int
  /// This side's inputs by step.
  public private(set) var local: [[UInt8]]
  /// The other side's inputs by step, as far as they arrived.
  public private(set) var remote: [[UInt8]]
  /// Steps simulated so far.
  public private(set) var simulated = 0

  /// Starts at step 0 with `inputDelay` steps of `neutral` input on both sides.
  public init(inputDelay: Int, neutral: [UInt8]) {
    self.inputDelay = min(max(inputDelay, 1), Self.maximumDelay)
    local = Array(repeating: neutral, count: self.inputDelay)
    remote = local
  }

  /// The delay for a round trip of `roundTrip` seconds: half of it in steps, plus one step
  /// for the phase of the two step clocks; at least 2, at most `maximumDelay`.
  public static func inputDelay(roundTrip: Double, stepsPerSecond: Double) -> Int {
    guard roundTrip.isFinite, roundTrip >= 0 else { return maximumDelay }
    let steps = (roundTrip / 2 * stepsPerSecond).rounded(.up)
    return Int(min(max(steps + 1, 2), Double(maximumDelay)))
  }

  /// Adds this side's next input; returns the step it applies at.
  public mutating func addLocal(_ input: [UInt8]) -> Int {
    local.append(input)
    return local.count - 1
  }

  /// Takes the other side's inputs from step `first` on; inputs already held (sent again after
  /// a reconnection) are skipped. A gap means a lost message: refused.
  public mutating func receive(first: Int, _ inputs: [[UInt8]]) throws(NetProtocolError) {
    guard first <= remote.count else {
      throw .unexpected("inputs from step \(first) while step \(remote.count) was the next one")
    }
    let skip = remote.count - first
    guard skip < inputs.count else { return }
    guard let size = remote.first?.count, inputs.allSatisfy({ $0.count == size }) else {
      throw .malformed(kind: "inputs", what: "inputs of \(remote.first?.count ?? 0) bytes")
    }
    remote += inputs[skip...]
  }

  /// Both inputs of the next step, if both are in; the step counts as simulated.
  public mutating func advance() -> (local: [UInt8], remote: [UInt8])? {
    guard simulated < local.count, simulated < remote.count else { return nil }
    defer { simulated += 1 }
    return (local[simulated], remote[simulated])
  }

  /// Whether the next step waits for the other side (this side's input is in).
  public var waitsForRemote: Bool { simulated >= remote.count }
}
