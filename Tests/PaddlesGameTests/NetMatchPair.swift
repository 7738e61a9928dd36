import ArcadeKit
import GameKit
import NetPlay
import PaddlesGame

/// Two network Paddles scenes joined by an `InMemoryNetwork`, stepped as two Runners would
/// step them, on the network's clock.
///
/// Each side has the panels its scene pushed over it (help, "Leave Paddles?"): keys go to the
/// top one, and the match keeps stepping under a panel that `keepsSceneBelowStepping`, as the
/// session steps it.
struct NetMatchPair {
  var host: PaddlesScene
  var joiner: PaddlesScene
  let network: InMemoryNetwork
  /// The panels over each side's match, bottom first.
  var overlays: [[any Scene]] = [[], []]
  /// Scores each side submitted.
  var submitted: [[ScoreSubmission]] = [[], []]
  /// Whether each side left (its scene popped).
  var popped = [false, false]
  private var nextStep = [0.0, 0.0]
  /// The rate each side's next step was timed at: a new rate times it afresh, as the Runner's
  /// new stepper does.
  private var rates = [0.0, 0.0]

  /// Hosts the classic arena to `winScore` with `seed`, on a network with `conditions`.
  init(conditions: NetConditions = NetConditions(), seed: UInt64 = 7, winScore: Int = 3) throws {
    network = InMemoryNetwork(conditions: conditions, seed: seed)
    host = try PaddlesScene.host(options: PaddlesOptions(players: 2, winScore: winScore, seed: seed), port: 0)
    joiner = PaddlesScene.join(host: "127.0.0.1", port: NetProtocol.defaultPort, keyBindings: KeyBindings())
  }

  /// Runs until `seconds` of network time have passed or `until` holds, in 1/240 s slices.
  mutating func run(seconds: Double, until done: (NetMatchPair) -> Bool = { _ in false }) {
    let end = network.now + seconds
    while network.now < end, !done(self) {
      network.now += 1.0 / 240
      for side in 0..<2 { service(side) }
    }
  }

  /// Sends a key to one side (0 host, 1 joiner) as its terminal would: to the panel on top, if any.
  mutating func press(_ key: Key, side: Int) {
    if let top = overlays[side].indices.last {
      carryOut(overlays[side][top].handle(.key(key)), side: side)
      return
    }
    let commands = side == 0 ? host.handle(.key(key)) : joiner.handle(.key(key))
    carryOut(commands, side: side)
  }

  /// What one side's terminal shows: its match, and the panels over it.
  func screen(side: Int, size: Size) -> Canvas {
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
    let scene: PaddlesScene = side == 0 ? host : joiner
    let stepping = overlays[side].last?.keepsSceneBelowStepping ?? true
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

/// A network match's state as the tests read it.
extension PlayScene where Game == Paddles {
  /// The lockstep session.
  var session: NetSession { network!.session }
  /// The match, once it is the host's (a joiner's is not until the setup comes).
  var match: PaddlesMatch? { network!.hasMatch ? game.match : nil }
  /// Where the game is: "Ready?", playing, or won.
  var phase: PaddlesPhase { game.phase }
  /// Steps of the match simulated.
  var steps: Int { network!.steps }
  /// The paddle this terminal moves.
  var localSide: PlayerSide { game.settings.networkSide ?? .one }
}
