import FileSystem

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
    try locate(flag: flag, environment: environment, home: home).path
  }

  /// The store's path as `resolve` finds it, with who chose it (for the advice in messages).
  public static func locate(
    flag: String?, environment: [String: String], home: String?
  ) throws(ScoreStoreError) -> (path: String, origin: ScorePathOrigin) {
    if let flag, !flag.isEmpty { return (flag, .flag) }
    if let override = environment[environmentVariable], !override.isEmpty { return (override, .environment) }
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return (FilePaths.join(dataHome, "arcade/scores.json"), .standard)
    }
    let home =
      home.flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    guard let home else { throw .noHomeDirectory }
    return (FilePaths.join(home, ".local/share/arcade/scores.json"), .standard)
  }
}
