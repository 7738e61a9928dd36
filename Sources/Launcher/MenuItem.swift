import ArcadeKit

/// One line of the main menu.
enum MenuItem: Hashable, Sendable {
  case game(Int)
  case daily
  case watch
  case scores
  case players
  case settings
  case help
  case quit
}
