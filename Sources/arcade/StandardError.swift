#if canImport(Glibc)
import Glibc
#endif
import ArcadeKit

/// Writing to standard error without Foundation, made inert: nothing printed can drive the
/// terminal (see `InertText`).
enum StandardError {
  /// Writes `line` and a newline to stderr.
  static func print(_ line: String) {
    var bytes = Array((InertText.of(line) + "\n").utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
  }
}
