import BallsGame
import HolesGame
import LanderGame
import Levels
import MazeGame
import PaddlesGame
import PortalsGame
import Testing

/// A game's format carries its generator because its model is a `GeneratedLevel`, chosen by
/// the type (`GameLevel.format` is a requirement): no runtime cast decides it.
@Suite struct LevelFormatTests {
  /// The format as code generic over `GameLevel` asks for it (a game's entry, the level reader):
  /// it must still be the generated model's format.
  static func format<Model: GameLevel>(of model: Model.Type) -> LevelFormat { Model.format }

  static let models: [(any GeneratedLevel.Type, String)] = [
    (BallsLevel.self, "balls"), (PaddlesArena.self, "paddles"), (MazeLevel.self, "maze"),
    (HolesTable.self, "holes"), (LanderLevel.self, "lander"), (PortalsLevel.self, "portals"),
  ]

  @Test func everyGamesFormatMakesItsLevelsFromASeedEvenWhenAskedGenerically() throws {
    for (model, game) in Self.models {
      let format = Self.generic(model)
      #expect(format.game == game)
      let generator = try #require(format.generator, "\(game) lost its generator")
      #expect(generator.version == model.generatorVersion)
      let made = generator.generate(42, "Seed 42")
      #expect(made.game == game && made.name == "Seed 42")
      #expect(made == Level(model.generated(seed: 42, name: "Seed 42")))
    }
  }

  /// Opens the existential so the generic function sees the model as a `GameLevel` only.
  private static func generic(_ model: any GeneratedLevel.Type) -> LevelFormat {
    func open<Model: GeneratedLevel>(_ model: Model.Type) -> LevelFormat { format(of: model) }
    return open(model)
  }
}
