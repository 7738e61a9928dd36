import ArcadeKit
import Drawing
import Launcher

/// The lobby's "Who's playing": the players on the server now and what each is doing; Enter
/// on one watches their game live (`WatchLiveScene`).
public struct PlayersScene: Scene {
  /// One player online.
  public struct Player: Hashable, Sendable {
    /// Their connection (what a spectator follows).
    public var id: Int
    public var name: String
    /// "in the menu", "playing Maze".
    public var activity: String

    public init(id: Int, name: String, activity: String) {
      self.id = id
      self.name = name
      self.activity = activity
    }
  }

  private let players: [Player]
  private let registry: GameRegistry
  /// The connection of the one looking, who cannot watch themselves.
  private let viewer: Int
  private var selection = 0
  /// Back as the player bound it.
  private let global: KeyMap<GlobalAction>

  /// Lists `players` for the player on connection `viewer`; games are watched with `registry`'s;
  /// `global` is the player's help, pause and back.
  public init(players: [Player], viewer: Int, registry: GameRegistry, global: KeyMap<GlobalAction>) {
    self.players = players
    self.viewer = viewer
    self.registry = registry
    self.global = global
  }

  public var minimumSize: Size { Size(width: 40, height: 10) }

  /// The players as the lobby and `ssh … who` list them: each name padded to the longest (in
  /// columns), then what they are doing, `viewer`'s marked "(you)". Names were checked when
  /// chosen; written out they stay text whatever a board holds (`InertText`).
  static func rows(_ players: [Player], viewer: Int?) -> [String] {
    let names = players.map { InertText.of($0.name) }
    let width = names.map { Canvas.columns(of: $0) }.max() ?? 0
    return zip(names, players).map { name, player in
      "  " + name.padded(to: width) + "  " + player.activity + (player.id == viewer ? " (you)" : "")
    }
  }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    guard let key = event.key else { return [] }
    if global.action(for: key) == .back { return [.pop] }
    if let direction = key.direction, !players.isEmpty {
      switch direction {
      case .up: selection = (selection + players.count - 1) % players.count
      case .down: selection = (selection + 1) % players.count
      default: break
      }
      return []
    }
    switch key {
    case .enter, .character(" "):
      guard players.indices.contains(selection), players[selection].id != viewer else { return [] }
      let chosen = players[selection]
      return [.push(WatchLiveScene(player: chosen.id, name: chosen.name, registry: registry, global: global))]
    default:
      return []
    }
  }

  public func render(into canvas: inout Canvas) {
    let shown = max(1, canvas.height - 8)
    let first = max(0, min(selection - shown / 2, players.count - shown))
    var lines = Array(Self.rows(players, viewer: viewer).dropFirst(first).prefix(shown))
    if players.count > shown { lines.append("  \(players.count) in all") }
    lines += ["", "Enter: watch   \(global.firstLabel(for: .back)): back"]
    let panel = canvas.centeredPanel(title: "Who's playing (\(players.count))", lines: lines, alignment: .leading)
    let row = panel.inset(by: 1).y + selection - first
    if players.indices.contains(selection) {
      canvas.restyle(Rect(x: panel.x + 1, y: row, width: panel.width - 2, height: 1)) {
        $0.attributes.formUnion(.reverse)
      }
    }
  }
}
