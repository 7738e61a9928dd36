import ArcadeKit
import Launcher

#if canImport(BallsGame)
import BallsGame
#endif
#if canImport(PaddlesGame)
import PaddlesGame
#endif
#if canImport(MazeGame)
import MazeGame
#endif
#if canImport(HolesGame)
import HolesGame
#endif

/// The games compiled into this arcade, in menu order: the one place games are registered.
///
/// Each game module exposes one `GameEntry`; a build that leaves a game out simply lists fewer.
enum GameCatalog {
  static let registry = GameRegistry(entries)

  private static var entries: [GameEntry] {
    var entries: [GameEntry] = []
    #if canImport(BallsGame)
    entries.append(BallsGame.entry)
    #endif
    #if canImport(PaddlesGame)
    entries.append(PaddlesGame.entry)
    #endif
    #if canImport(MazeGame)
    entries.append(MazeGame.entry)
    #endif
    #if canImport(HolesGame)
    entries.append(HolesGame.entry)
    #endif
    return entries
  }
}
