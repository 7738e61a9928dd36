#if canImport(Glibc)
import Glibc
#endif

/// Writing to standard error without Foundation.
enum StandardError {
  /// Writes `line` and a newline to stderr.
  static func print(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
  }
}
