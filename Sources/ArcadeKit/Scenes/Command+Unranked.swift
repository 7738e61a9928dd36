extension [Command] {
  /// These commands with every score dropped and each scene they bring made by `wrap` (kept
  /// under the same rule): what a wrapper that is never ranked hands on (a play-test, practice).
  package func unranked(wrapping wrap: (any Scene) -> any Scene) -> [Command] {
    compactMap { command in
      switch command {
      case .perform(.submitScore): nil
      case .push(let scene): .push(wrap(scene))
      case .replace(let scene): .replace(wrap(scene))
      case .pop, .quit, .perform: command
      }
    }
  }
}
