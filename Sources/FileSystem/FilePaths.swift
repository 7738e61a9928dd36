// MARK: - FilePaths

/// Pure path arithmetic on strings, as `dirname` and `basename` do it.
public enum FilePaths {
  /// The directory part of a path ("." for a bare file name).
  public static func directory(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let directory = trimmingTrailingSlashes(String(trimmed[..<slash]))
    return directory.isEmpty ? "/" : directory
  }

  /// The last component of a path.
  public static func fileName(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `name` inside `directory`, with exactly one slash between them.
  public static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.last == "/" { text.removeLast() }
    return String(text)
  }
}
