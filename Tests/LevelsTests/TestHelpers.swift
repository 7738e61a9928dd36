import Catalog
import Levels

// MARK: - Helpers

/// The registered games' level formats, in menu order, as the arcade registers them.
let allFormats: LevelFormats = GameCatalog.registry(fileSystem: .live).levelFormats

/// The error parsing this text throws, or nil when it parses.
func levelError(_ text: String, path: String = "t.level") -> LevelError? {
  levelError(bytes: Array(text.utf8), path: path)
}

/// The error parsing these bytes throws, or nil when they parse.
func levelError(bytes: [UInt8], path: String = "t.level") -> LevelError? {
  do {
    _ = try allFormats.parse(bytes: bytes, path: path)
    return nil
  } catch {
    return error
  }
}

/// The shipped `Levels` folder of the package, found from this file's path.
let shippedLevelsDirectory: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/") + "/Levels"
}()

/// A minimal valid maze around a map, with the map starting on line 4.
func maze(_ rows: [String], extra: String = "") -> String {
  "game: maze\nname: Test maze\n\(extra)map:\n" + rows.joined(separator: "\n") + "\n"
}
