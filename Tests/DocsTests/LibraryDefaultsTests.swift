import Foundation
import Testing

/// No library default reaches the disk or the network: a library's caller always says which
/// file system, level reader or socket it works on (the executables pass the live ones; tests
/// pass theirs, or `.live` in so many words). Checked in the sources of every library module,
/// as `ImportTableTests` reads them.
@Suite struct LibraryDefaultsTests {
  /// The executables, which make the live values, and the tests' own support.
  static let notLibraries: Set<String> = ["arcade", "arcade-server", "serve-bench", "score-writer", "TestSupport"]

  /// Every Swift file of the library modules, with its text.
  static func libraryFiles() throws -> [(path: String, text: String)] {
    var found: [(path: String, text: String)] = []
    for folder in ImportTableTests.sourceFolders {
      let root = Readme.packageRoot.appendingPathComponent(folder)
      for module in try FileManager.default.contentsOfDirectory(atPath: root.path) where !notLibraries.contains(module)
      {
        let files = FileManager.default.enumerator(
          at: root.appendingPathComponent(module), includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
          guard file.pathExtension == "swift" else { continue }
          let text = try String(contentsOf: file, encoding: .utf8)
          found.append(("\(folder)/\(module)/\(file.lastPathComponent)", text))
        }
      }
    }
    return found
  }

  @Test func noParameterOrPropertyDefaultsToALiveFileSystemLevelReaderOrSocket() throws {
    let files = try Self.libraryFiles()
    #expect(files.contains { $0.path.hasSuffix("Levels/LevelLibrary.swift") }, "the scan reads the libraries")
    // A default of one of the I/O clients' types, whichever value it is, or any `= .live`.
    let defaulted = try Regex(#":\s*(FileSystemClient|LevelReader|SocketLink)\??\s*=|=\s*\.live\b"#)
    var found: [String] = []
    for file in files {
      for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.contains(defaulted) {
        found.append("\(file.path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(found.isEmpty, "library defaults that reach the disk or the network:\n\(found.joined(separator: "\n"))")
  }
}
