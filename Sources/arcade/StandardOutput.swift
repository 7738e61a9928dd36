import ArcadeKit
import Drawing

/// Writing to standard output, made inert: file names, board ids and other text from outside
/// reach the terminal as visible escapes, never as commands (see `InertText`).
enum StandardOutput {
  /// Writes `line` and `terminator` to stdout.
  static func print(_ line: String, terminator: String = "\n") {
    Swift.print(InertText.of(line), terminator: terminator)
  }
}
