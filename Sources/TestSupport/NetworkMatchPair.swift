import ArcadeKit
import Drawing
import GameKit
import NetPlay

/// Two sides of a network match of a kit game (`PlayScene` in a network context) joined by an
/// `InMemoryNetwork`, stepped as two Runners would step them, on the network's clock.
///
/// Each side has the panels its scene pushed over it (help, "Leave Paddles?"): keys go to the
/// top one, and the match keeps stepping under a panel that `keepsSceneBelowStepping`, as the
/// session steps it.
public struct NetworkMatchPair<Game: NetworkPlayableGame> {
  public var host: PlayScene<Game>
  public var joiner: PlayScene<Game>
  public let network: InMemoryNetwork
  /// The panels over each side's match, bottom first.
  public var overlays: [[any Scene]] = [[], []]
  /// Scores each side submitted.
  public var submitted: [[ScoreSubmission]] = [[], []]
  /// Whether each side left (its scene popped).
  public var popped = [false, false]
  private var nextStep = [0.0, 0.0]
  /// The rate each side's next step was timed at: a new rate times it afresh, as the Runner's
  /// new stepper does.
  private var rates = [0.0, 0.0]

  /// The two sides `host` and `joiner`, on `network`.
  public init(host: PlayScene<Game>, joiner: PlayScene<Game>, network: InMemoryNetwork) {
    self.host = host
    self.joiner = joiner
    self.network = network
  }

  /// Runs until `seconds` of network time have passed or `until` holds, in 1/240 s slices.
  public mutating func run(seconds: Double, until done: (NetworkMatchPair) -> Bool = { _ in false }) {
    let end = network.now + seconds
    while network.now < end, !done(self) {
      network.now += 1.0 / 240
      for side in 0..<2 { service(side) }
    }
  }

  /// Sends a key to one side (0 host, 1 joiner) as its terminal would: to the panel on top, if any.
  public mutating func press(_ key: Key, side: Int) {
    if let top = overlays[side].indices.last {
      carryOut(overlays[side][top].handle(.key(key)), side: side)
      return
    }
    let commands = side == 0 ? host.handle(.key(key)) : joiner.handle(.key(key))
    carryOut(commands, side: side)
  }

  /// What one side's terminal shows: its match, and the panels over it.
  public func screen(side: Int, size: Size) -> Canvas {
    var stack = SceneStack(root: side == 0 ? host : joiner)
    for overlay in overlays[side] { _ = stack.apply(.push(overlay)) }
    var canvas = Canvas(size: size)
    stack.render(into: &canvas)
    return canvas
  }

  private mutating func service(_ side: Int) {
    let link = side == 0 ? network.host : network.joiner
    if link.hasPendingEvents {
      for event in link.service() {
        let commands = side == 0 ? host.handle(.effect(.network(event))) : joiner.handle(.effect(.network(event)))
        carryOut(commands, side: side)
      }
    }
    let scene = side == 0 ? host : joiner
    let stepping = overlays[side].last.map { $0.overlay?.keepsSceneBelowStepping == true } ?? true
    guard scene.isAnimating, !popped[side], stepping else {
      nextStep[side] = network.now
      return
    }
    let rate = scene.stepsPerSecond
    if rate != rates[side] {
      rates[side] = rate
      nextStep[side] = min(nextStep[side], network.now + 1 / rate)
    }
    while nextStep[side] <= network.now {
      nextStep[side] += 1 / (side == 0 ? host.stepsPerSecond : joiner.stepsPerSecond)
      let commands = side == 0 ? host.step() : joiner.step()
      carryOut(commands, side: side)
    }
  }

  private mutating func carryOut(_ commands: [Command], side: Int) {
    let link = side == 0 ? network.host : network.joiner
    for command in commands {
      switch command {
      case .perform(.network(let request)):
        for event in link.perform(request) {
          let more = side == 0 ? host.handle(.effect(.network(event))) : joiner.handle(.effect(.network(event)))
          carryOut(more, side: side)
        }
      case .perform(.submitScore(let submission)):
        submitted[side].append(submission)
      case .push(let overlay):
        overlays[side].append(overlay)
      case .pop:
        guard overlays[side].isEmpty else {
          overlays[side].removeLast()
          continue
        }
        // As the session does: the match leaving the stack says its goodbye first.
        let goodbye = side == 0 ? host.handle(.effect(.network(.closing))) : joiner.handle(.effect(.network(.closing)))
        let leaving = goodbye.filter {
          if case .perform(.network(.close)) = $0 { return false }
          return true
        }
        carryOut(leaving, side: side)
        popped[side] = true
      default:
        break
      }
    }
  }
}
