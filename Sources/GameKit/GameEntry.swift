import ArcadeKit
import Drawing
import Levels

/// How a game registers itself with the launcher: name, description, rules, keys and a factory.
///
/// The launcher knows nothing else about a game.
public struct GameEntry: Sendable {
  /// Stable identifier used on the command line and in score boards (`balls`).
  public var id: String
  /// Name shown in the menu (`Balls`).
  public var title: String
  /// One-line description for the menu.
  public var summary: String
  /// How to play, in two or three sentences: the card shown on the game's first start from the
  /// menu, and the top of its help (empty: the game has none).
  public var howToPlay: String
  /// The game's keys with the player's bindings, for the help screens.
  public var keys: @Sendable (KeyBindings) -> [KeyHelp]
  /// The game's actions, for the settings file and `arcade keys` (nil: none can be rebound).
  public var keyContext: KeyContext?
  /// Creates the game's first scene; throws a readable error (a bad level file, say).
  public var makeScene: @Sendable (GameSetup) throws -> any Scene
  /// Creates the game's editor for a file path (nil: a new level), if the game has one.
  public var makeEditor: (@Sendable (GameSetup, String?) throws -> any Scene)?
  /// How the game replays a recorded game (nil: it records none).
  public var replays: GameReplays?
  /// How the game keys and names its score boards (nil: by the ids its scenes submit, titled
  /// by the submissions alone).
  public var boards: GameBoards?
  /// The options `arcade play GAME` takes besides those every game has (nil: none).
  public var options: GameOptions?
  /// How the game is played over the network (nil: it is not).
  public var network: GameNetwork?
  /// The game's level format: its `game:` value, model and playability check (nil: it reads
  /// no level files).
  public var levels: LevelFormat?
  /// The options of the daily challenge's runs, as a replay header writes them (Paddles: one
  /// player against the hard computer); none by default.
  public var dailyOptions: [ReplayOption] = []
  /// What the game's colours tell the player, with Unicode glyphs or in ASCII (`unicode`
  /// false): a kit game's `PlayableGame.colourCues(unicode:)`.
  public var colourCues: @Sendable (_ unicode: Bool) -> [ColourCues] = { _ in [] }

  /// Creates an entry.
  public init(
    id: String, title: String, summary: String, howToPlay: String = "", keyContext: KeyContext? = nil,
    keys: @escaping @Sendable (KeyBindings) -> [KeyHelp],
    makeScene: @escaping @Sendable (GameSetup) throws -> any Scene,
    makeEditor: (@Sendable (GameSetup, String?) throws -> any Scene)? = nil, replays: GameReplays? = nil,
    boards: GameBoards? = nil, options: GameOptions? = nil, network: GameNetwork? = nil, levels: LevelFormat? = nil
  ) {
    self.levels = levels
    self.boards = boards
    self.options = options
    self.network = network
    self.id = id
    self.title = title
    self.summary = summary
    self.howToPlay = howToPlay
    self.keys = keys
    self.keyContext = keyContext
    self.makeScene = makeScene
    self.makeEditor = makeEditor
    self.replays = replays
  }

  /// The game about to start with `setup`, as the menu asks the host to make it.
  public func start(_ setup: GameSetup) -> GameStart {
    GameStart(id: id, setup: setup, make: makeScene)
  }
}
