// MARK: - LevelDirectories

/// Where the built-in and the user's level folders are, resolved once at the edge.
public struct LevelDirectories: Equatable, Hashable, Sendable {
  /// The folder of levels shipped with the arcade (holding a folder per game), if found.
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
  /// Built-in levels: `--levels DIR`, else `$ARCADE_LEVELS`, else found from the executable's
  /// own path: `<exe dir>/Levels`, `<exe dir>/../share/arcade/levels` (an install prefix),
  /// then, for a binary `swift build` made (`<checkout>/.build…/…/arcade`), the checkout's
  /// `Levels`. Never the working directory's `Levels` unless a flag or the variable names it:
  /// another user's folder in a shared directory must not replace the arcade's levels. User
  /// levels: `$XDG_DATA_HOME/arcade/levels`, else `$HOME/.local/share/arcade/levels` (relative
  /// values are ignored, as the XDG specification requires).
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
    guard let executablePath, !executablePath.isEmpty else { return nil }
    let executable = absolute(executablePath, from: currentDirectory)
    let folder = parent(of: executable)
    var candidates = [join(folder, "Levels"), join(parent(of: folder), "share/arcade/levels")]
    if let checkout = checkout(building: executable) { candidates.append(join(checkout, "Levels")) }
    return candidates.first(where: fileExists)
  }

  /// The package folder of a binary inside its build folder (`.build`, or a scratch path
  /// named `.build-…` or `.build_…`), else nil.
  static func checkout(building executable: String) -> String? {
    let components = executable.split(separator: "/", omittingEmptySubsequences: false)
    guard
      let build = components.lastIndex(where: {
        $0 == ".build" || $0.hasPrefix(".build-") || $0.hasPrefix(".build_")
      }), build > 0
    else { return nil }
    let folder = components[..<build].joined(separator: "/")
    return folder.isEmpty ? "/" : folder
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
