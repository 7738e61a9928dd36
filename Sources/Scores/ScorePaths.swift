// MARK: - ScorePaths

/// Where the score store lives: resolved once, at the edge, from a flag, the environment
/// and the XDG defaults. Pure, so every rule is testable.
public enum ScorePaths {
  /// The environment variable that overrides the default location.
  public static let environmentVariable = "ARCADE_SCORES"

  /// The store's path: `--scores FILE`, else `$ARCADE_SCORES`, else
  /// `$XDG_DATA_HOME/arcade/scores.json`, else `HOME/.local/share/arcade/scores.json`.
  /// Empty values count as unset; a relative `XDG_DATA_HOME` is ignored, as the XDG
  /// specification requires.
  public static func resolve(
    flag: String?, environment: [String: String], home: String?
  ) throws(ScoreStoreError) -> String {
    if let flag, !flag.isEmpty { return flag }
    if let override = environment[environmentVariable], !override.isEmpty { return override }
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return join(dataHome, "arcade/scores.json")
    }
    let home =
      home.flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    guard let home else { throw .noHomeDirectory }
    return join(home, ".local/share/arcade/scores.json")
  }

  /// The directory part of a path ("." for a bare file name), as `dirname` would give.
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

  // MARK: - Helpers

  private static func join(_ directory: String, _ rest: String) -> String {
    directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.last == "/" { text.removeLast() }
    return String(text)
  }
}
