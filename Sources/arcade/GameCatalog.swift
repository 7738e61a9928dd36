import ArcadeKit
import Launcher

/// The games compiled into this arcade, in menu order: the one place games are registered.
enum GameCatalog {
  static let registry = GameRegistry([])
}
