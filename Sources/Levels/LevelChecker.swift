import FileSystem

// MARK: - LevelChecker

/// What `arcade levels check` and `arcade levels` need, as values: no printing here.
public enum LevelChecker {
  /// The outcome of checking level files.
  public struct Report: Equatable, Sendable {
    /// One `file:line:col: error: …` line per problem, in the order the files were checked.
    public var lines: [String]
    /// Files checked.
    public var checkedFiles: Int
    /// Files (or paths) that failed.
    public var failedFiles: Int

    /// Whether everything passed.
    public var passed: Bool { failedFiles == 0 }
    /// The process exit status: 0 when all pass, 1 otherwise.
    public var exitCode: Int32 { passed ? 0 : 1 }
    /// A one-line summary such as `12 level files checked, 1 failed`.
    public var summary: String {
      "\(checkedFiles) level file\(checkedFiles == 1 ? "" : "s") checked, \(failedFiles) failed"
    }
  }

  // MARK: - Check

  /// Checks files and folders (a folder: its `.level` files and those of its game folders)
  /// against the registered games' `formats`.
  public static func check(paths: [String], formats: LevelFormats, fileSystem: FileSystemClient) -> Report {
    var report = Report(lines: [], checkedFiles: 0, failedFiles: 0)
    for path in paths {
      guard fileSystem.kind(path) == .directory else {
        record(file: path, into: &report, formats: formats, fileSystem: fileSystem)
        continue
      }
      let (files, notes) = levelFiles(in: path, fileSystem: fileSystem)
      if files.isEmpty, notes.isEmpty {
        report.lines.append(
          LevelError(path: path, line: 0, column: 0, message: "no .level files found").description)
        report.failedFiles += 1
      }
      // A folder that had to skip levels fails: those files were not checked.
      report.lines += notes.map(\.description)
      report.failedFiles += notes.count
      for file in files { record(file: file, into: &report, formats: formats, fileSystem: fileSystem) }
    }
    return report
  }

  private static func record(
    file: String, into report: inout Report, formats: LevelFormats, fileSystem: FileSystemClient
  ) {
    report.checkedFiles += 1
    let folder = LevelDirectories.parent(of: file)
    // A file in a game's folder must be a level of that game.
    let game = formats.format(game: String(folder.split(separator: "/").last ?? ""))?.game
    do {
      _ = try LevelLibrary.loadFile(path: file, expecting: game, formats: formats, fileSystem: fileSystem)
    } catch {
      report.lines.append(error.description)
      report.failedFiles += 1
    }
  }

  /// `.level` files in a folder and in its direct sub-folders, sorted by path, with a note
  /// for each folder that had to skip some.
  static func levelFiles(
    in directory: String, fileSystem: FileSystemClient
  ) -> (files: [String], notes: [LevelError]) {
    var files: [String] = []
    var notes: [LevelError] = []
    func list(_ folder: String) -> LevelDirectoryListing? {
      do {
        let listing = try LevelFileReader.listing(ofDirectory: folder, fileSystem: fileSystem)
        notes += listing.skipNotes(path: folder)
        return listing
      } catch {
        notes.append(error)
        return nil
      }
    }
    guard let top = list(directory) else { return ([], notes) }
    var entries = top.levelNames.map { (name: $0, isLevel: true) }
    entries += top.otherNames.map { (name: $0, isLevel: false) }
    for entry in entries.sorted(by: { $0.name < $1.name }) {
      let path = LevelDirectories.join(directory, entry.name)
      if entry.isLevel {
        files.append(path)
      } else if fileSystem.kind(path) == .directory, let inner = list(path) {
        files += inner.levelNames.map { LevelDirectories.join(path, $0) }
      }
    }
    return (files, notes)
  }

  // MARK: - Listing

  /// Lines for `arcade levels`: per game, each level's number, name, identity and origin,
  /// followed by the errors of files that did not load.
  public static func listing(_ collections: [LevelCollection]) -> [String] {
    var lines: [String] = []
    for collection in collections {
      let count = collection.levels.count
      lines.append("\(collection.game) (\(count) level\(count == 1 ? "" : "s"))")
      for loaded in collection.levels {
        let number = loaded.number < 10 ? "0\(loaded.number)" : "\(loaded.number)"
        var notes: [String] = []
        if loaded.origin == .user { notes.append("user") }
        if loaded.level.isDraft { notes.append("draft") }
        let suffix = notes.isEmpty ? "" : "  (" + notes.joined(separator: ", ") + ")"
        lines.append("  \(number)  \(pad(loaded.level.name, to: 28))  \(loaded.identity)\(suffix)")
      }
      for failure in collection.failures { lines.append("  " + failure.description) }
    }
    return lines
  }

  private static func pad(_ text: String, to width: Int) -> String {
    let count = text.count
    return count >= width ? text : text + String(repeating: " ", count: width - count)
  }
}
