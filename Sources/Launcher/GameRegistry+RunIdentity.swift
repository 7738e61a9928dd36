import ArcadeKit
import GameKit
import Replays

// MARK: - A run's identity

extension GameRegistry {
  /// The identity of the run `replay` recorded: 64 hex digits of the SHA-256 of what was played
  /// (the game, its rules, the seed, the levels' texts, the start, the options, how it ended and
  /// the inputs with their steps), never of what its header says about the run (the arcade's
  /// version, the board, a name or a date). A copied replay with its header changed is the same
  /// run; so is one with inputs added that no game reads: a key bound to nothing (Enter aside,
  /// which starts a game) and a resize (games play in world units) are left out, and a bound
  /// key counts as its action, so rebinding keys does not make a run new.
  public func runIdentity(of replay: Replay) -> String {
    let header = replay.header
    var text = "arcade-run 1\ngame \(header.game)\nrules \(header.rulesVersion)\nseed \(header.seed)\n"
    text += "start \(header.startIndex)\n"
    for level in header.levels { text += "level \(SHA256.hex(level.text))\n" }
    for option in header.options { text += "option \(option.name) \(option.value)\n" }
    text += "ending \(replay.ending.rawValue)\nsteps \(replay.steps)\n"
    let actions = KeyActions(header: header, context: entry(id: header.game)?.keyContext)
    for recorded in replay.events {
      guard let event = actions.canonical(recorded.event) else { continue }
      text += "\(recorded.step) \(event)\n"
    }
    return SHA256.hex(text)
  }
}

/// The actions a recorded game's keys stood for, as its header's bindings say.
private struct KeyActions {
  /// Each key's action names (`maze.tilt-up`), game actions before global ones.
  private var actions: [Key: [String]] = [:]
  /// Whether bindings were read (else keys count as themselves).
  private var bound = false

  /// The bindings `header` records for `context` (none when the game has no keys or the lines
  /// do not read: then every key counts as itself).
  init(header: ReplayHeader, context: KeyContext?) {
    guard let context, let bindings = try? header.keyBindings(for: context) else { return }
    for scope in [context, KeyContext.global] {
      for action in scope.actions {
        for key in bindings.keys(of: action, in: scope) {
          actions[KeyName.normalized(key), default: []].append("\(scope.id).\(action.name)")
        }
      }
    }
    bound = true
  }

  /// `event` as the identity counts it, or nil when no game reads it.
  func canonical(_ event: InputEvent) -> String? {
    switch event {
    case .resize: return nil
    case .key(let key): return keyText("key", key, event)
    case .keyRelease(let key): return keyText("release", key, event)
    default: return ReplayText.text(of: event)
    }
  }

  /// A key (or its release) as its actions, itself for Enter, or nil when bound to nothing.
  private func keyText(_ kind: String, _ key: Key, _ event: InputEvent) -> String? {
    guard bound else { return ReplayText.text(of: event) }
    if let names = actions[KeyName.normalized(key)] { return "\(kind) " + names.joined(separator: ",") }
    return key == .enter ? ReplayText.text(of: event) : nil
  }
}
