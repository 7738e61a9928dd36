import ArcadeKit
import Drawing

#if canImport(Glibc)
  import Glibc
#endif

/// Writing to standard error without Foundation, made inert: nothing printed can drive the
/// terminal (see `InertText`).
enum StandardError {
  /// Writes `line` and a newline to stderr.
  static func print(_ line: String) {
    var bytes = Array((InertText.of(line) + "\n").utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
  }

  /// The one prefix every complaint of the command line starts with.
  static let prefix = "arcade: "

  /// Tells `message` as the arcade says everything on stderr: `arcade: <subject>: <message>`
  /// (`subject`: the game, file or command it is about; nil when the message names it).
  static func report(_ message: String, about subject: String? = nil) {
    print(prefix + (subject.map { "\($0): " } ?? "") + message)
  }

  /// A message of the argument parser (`Error: …` then usage) in the same voice.
  static func parserMessage(_ message: String) -> String {
    message.hasPrefix("Error: ") ? prefix + message.dropFirst("Error: ".count) : message
  }
}
