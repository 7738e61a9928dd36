import FileSystem

// MARK: - LevelLibrary

/// Lists and loads the levels of a game: built-in ones first, then the user's.
///
/// Files are `<dir>/<game>/NN-slug.level`, ordered by NN then name. A bad file never stops
/// the others: it is reported in `LevelCollection.failures` with its located error.
public struct LevelLibrary: Sendable {
  /// Where a level came from.
  public enum Origin: String, Sendable, Hashable {
    /// Shipped with the arcade.
    case builtIn
    /// The user's own folder.
    case user
  }

  /// One folder of levels and where it came from.
  public struct Source: Equatable, Hashable, Sendable {
    /// The folder holding one sub-folder per game.
    public var directory: String
    /// Built-in or user.
    public var origin: Origin

    /// Creates a source.
    public init(directory: String, origin: Origin) {
      self.directory = directory
      self.origin = origin
    }
  }

  /// Folders in loading order.
  public var sources: [Source]
  /// The registered games' formats, in menu order: what the files are read with.
  public var formats: LevelFormats
  /// Where the folders and files are read from (the disk, or memory in tests).
  public var fileSystem: FileSystemClient

  /// Creates a library over folders in loading order, reading the games of `formats`.
  public init(sources: [Source], formats: LevelFormats = [], fileSystem: FileSystemClient) {
    self.sources = sources
    self.formats = formats
    self.fileSystem = fileSystem
  }

  /// Creates a library over resolved folders: built-in first, then the user's.
  ///
  /// Installed under `~/.local`, the built-in folder is the user's folder too: it is read
  /// once, as built-in, so no level is listed twice.
  public init(directories: LevelDirectories, formats: LevelFormats = [], fileSystem: FileSystemClient) {
    var sources: [Source] = []
    if let builtIn = directories.builtIn {
      sources.append(Source(directory: builtIn, origin: .builtIn))
    }
    if let user = directories.user, Self.trimmed(user) != directories.builtIn.map(Self.trimmed) {
      sources.append(Source(directory: user, origin: .user))
    }
    self.init(sources: sources, formats: formats, fileSystem: fileSystem)
  }

  /// `path` without trailing slashes, for comparing folders.
  private static func trimmed(_ path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    return String(text)
  }

  // MARK: - Loading

  /// Loads every level of the game of `format` from every source, collecting failures alongside.
  public func load(_ format: LevelFormat) -> LevelCollection {
    let game = format.game
    let formats = formats.adding(format)
    var levels: [LoadedLevel] = []
    var failures: [LevelError] = []
    for source in sources {
      let folder = LevelDirectories.join(source.directory, game)
      switch fileSystem.kind(folder) {
      case nil:
        // A user without levels of their own is normal; missing built-ins are worth a line.
        if source.origin == .builtIn {
          failures.append(
            LevelError(
              path: folder, line: 0, column: 0, message: "no built-in \(game) levels here")
          )
        }
        continue
      case .regularFile, .other:
        failures.append(
          LevelError(path: folder, line: 0, column: 0, message: "expected a folder of .level files")
        )
        continue
      case .directory:
        break
      }
      let listing: LevelDirectoryListing
      do {
        listing = try LevelFileReader.listing(ofDirectory: folder, fileSystem: fileSystem)
      } catch {
        failures.append(error)
        continue
      }
      failures += listing.skipNotes(path: folder)
      var found: [(number: Int, name: String, slug: String)] = []
      for name in listing.levelNames {
        guard let parsed = Self.parseFileName(name) else {
          failures.append(
            LevelError(
              path: LevelDirectories.join(folder, name), line: 0, column: 0,
              message: "file name must look like NN-slug.level, for example 03-spiral.level"))
          continue
        }
        found.append((parsed.number, name, parsed.slug))
      }
      found.sort { ($0.number, $0.name) < ($1.number, $1.name) }
      for file in found {
        let path = LevelDirectories.join(folder, file.name)
        do {
          let level = try Self.loadFile(path: path, expecting: game, formats: formats, fileSystem: fileSystem)
          levels.append(
            LoadedLevel(
              level: level, number: file.number, slug: file.slug, path: path, origin: source.origin)
          )
        } catch {
          failures.append(error)
        }
      }
    }
    return LevelCollection(game: game, levels: levels, failures: failures)
  }

  /// Loads every registered game's levels, in menu order.
  public func loadAll() -> [LevelCollection] {
    formats.formats.map(load)
  }

  // MARK: - Files

  /// Loads one file of any game of `formats` and checks it is for the expected game (the
  /// folder it sits in).
  public static func loadFile(
    path: String, expecting game: String?, formats: LevelFormats, fileSystem: FileSystemClient
  ) throws(LevelError) -> Level {
    let document = try LevelParser.parse(
      bytes: LevelFileReader.read(path: path, fileSystem: fileSystem), path: path)
    if let game, let field = document.field("game"), field.value != game,
      formats.format(game: field.value) != nil
    {
      throw LevelError(
        path: path, line: field.line, column: field.valueColumn,
        message: "this file is in the '\(game)' folder but says 'game: \(field.value)'")
    }
    return try formats.level(document: document, path: path)
  }

  /// Splits `NN-slug.level` into its number and slug; nil when the name does not fit.
  public static func parseFileName(_ name: String) -> (number: Int, slug: String)? {
    guard name.hasSuffix(".level") else { return nil }
    let stem = name.utf8.dropLast(6)
    guard let dash = stem.firstIndex(of: UInt8(ascii: "-")) else { return nil }
    let digits = stem[..<dash]
    let slug = stem[stem.index(after: dash)...]
    guard (1...4).contains(digits.count), digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      return nil
    }
    let slugOK =
      !slug.isEmpty
      && slug.allSatisfy { byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
          || byte == UInt8(ascii: "-")
      }
    guard slugOK, let number = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
    return (number, String(decoding: slug, as: UTF8.self))
  }
}
