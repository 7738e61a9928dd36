// MARK: - LevelDirectories

/// Where the built-in and the user's level folders are, resolved once at the edge.
public struct LevelDirectories: Equatable, Hashable, Sendable {
  /// The folder of levels shipped with the arcade (holding `balls/`, `maze/`, …), if found.
  public var builtIn: String?
  /// The user's own levels, loaded after the built-in ones, if a location is known.
  public var user: String?

  /// Creates a pair of folders.
  public init(builtIn: String?, user: String?) {
    self.builtIn = builtIn
    self.user = user
  }

  /// Resolves the folders without touching the file system except through `fileExists`.
  ///
  /// Built-in levels: `--levels DIR`, else `$ARCADE_LEVELS`, else `./Levels`, else beside
  /// the executable (`<exe dir>/Levels`, `<exe dir>/../share/arcade/levels`, then `Levels`
  /// in up to four parent folders, which finds the package's `Levels` from
  /// `.build/<triple>/debug/arcade`). User levels: `$XDG_DATA_HOME/arcade/levels`, else
  /// `$HOME/.local/share/arcade/levels`.
  public static func resolve(
    flag: String?, environment: [String: String], currentDirectory: String, executablePath: String?,
    fileExists: (String) -> Bool
  ) -> LevelDirectories {
    LevelDirectories(
      builtIn: resolveBuiltIn(
        flag: flag, environment: environment, currentDirectory: currentDirectory,
        executablePath: executablePath, fileExists: fileExists),
      user: resolveUser(environment: environment))
  }

  // MARK: - Steps

  private static func resolveBuiltIn(
    flag: String?, environment: [String: String], currentDirectory: String, executablePath: String?,
    fileExists: (String) -> Bool
  ) -> String? {
    // An explicit choice wins even if it does not exist: loading then reports it,
    // which is better than silently falling back to other levels.
    if let flag, !flag.isEmpty { return absolute(flag, from: currentDirectory) }
    if let variable = environment["ARCADE_LEVELS"], !variable.isEmpty {
      return absolute(variable, from: currentDirectory)
    }
    let local = join(currentDirectory, "Levels")
    if fileExists(local) { return local }
    guard let executablePath, !executablePath.isEmpty else { return nil }
    var folder = parent(of: absolute(executablePath, from: currentDirectory))
    var candidates = [join(folder, "Levels"), join(parent(of: folder), "share/arcade/levels")]
    for _ in 0..<4 {
      folder = parent(of: folder)
      candidates.append(join(folder, "Levels"))
    }
    return candidates.first(where: fileExists)
  }

  private static func resolveUser(environment: [String: String]) -> String? {
    // The XDG spec says relative values are invalid and must be ignored.
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return join(data, "arcade/levels")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return join(home, ".local/share/arcade/levels")
    }
    return nil
  }

  // MARK: - Path text

  static func absolute(_ path: String, from directory: String) -> String {
    path.hasPrefix("/") ? path : join(directory, path)
  }

  static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  static func parent(of path: String) -> String {
    var text = path
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    guard let slash = text.lastIndex(of: "/") else { return "." }
    if slash == text.startIndex { return "/" }
    return String(text[..<slash])
  }
}
