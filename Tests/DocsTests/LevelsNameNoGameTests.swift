import Foundation
import Testing

/// Levels keeps the grammar and the executable the wiring: neither names a game. Each game
/// declares its own level format, and the catalog (`GameCatalog.swift`) is the one place the
/// executable lists the games.
@Suite struct LevelsNameNoGameTests {
  /// The names of the games, as they would appear in an identifier or a type name.
  static let gameWords = ["ball", "paddle", "maze", "hole"]

  /// The game words in `text`'s identifiers (`MazeLevel`, `holesTable`, `.balls`), lower-cased.
  static func gameWords(in text: String) -> [String] {
    var words: [String] = []
    var word = ""
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if parts(of: word).contains(where: gameWords.contains) { words.append(word) }
      word = ""
    }
    return words
  }

  /// The words an identifier is made of, lower-cased, a plural `s` dropped: `holesTable` is
  /// `hole` and `table`; `whole` is only `whole`.
  static func parts(of identifier: String) -> [String] {
    var parts: [String] = []
    var part = ""
    for character in identifier {
      if character.isUppercase || character == "_" || character.isNumber, !part.isEmpty {
        parts.append(part)
        part = ""
      }
      if character.isLetter { part.append(character) }
    }
    if !part.isEmpty { parts.append(part) }
    return parts.map { part in
      let lowered = part.lowercased()
      return lowered.hasSuffix("s") ? String(lowered.dropLast()) : lowered
    }
  }

  /// `source` with its comments and the text of its string literals blanked out; what a string
  /// interpolates is code and stays.
  static func code(of source: String) -> String {
    let scalars = Array(source.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    func at(_ offset: Int, _ text: String) -> Bool {
      let wanted = Array(text.unicodeScalars)
      return index + offset + wanted.count <= scalars.count
        && Array(scalars[(index + offset)..<(index + offset + wanted.count)]) == wanted
    }
    // The delimiter of each string literal we are in, and the parentheses open in its interpolation.
    var strings: [(delimiter: String, depth: Int)] = []
    while index < scalars.count {
      if let string = strings.last, string.depth == 0 {
        // Inside a literal's text.
        if at(0, "\\(") {
          strings[strings.count - 1].depth = 1
          result.append(contentsOf: "(".unicodeScalars)
          index += 2
        } else if at(0, "\\") {
          index += 2
        } else if at(0, string.delimiter) {
          strings.removeLast()
          index += string.delimiter.unicodeScalars.count
        } else {
          if scalars[index] == "\n" { result.append("\n") }
          index += 1
        }
        continue
      }
      if at(0, "//") {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if at(0, "/*") {
        while index < scalars.count, !at(0, "*/") { index += 1 }
        index += 2
      } else if at(0, "\"\"\"") {
        strings.append(("\"\"\"", 0))
        index += 3
      } else if at(0, "\"") {
        strings.append(("\"", 0))
        index += 1
      } else {
        if !strings.isEmpty, scalars[index] == "(" { strings[strings.count - 1].depth += 1 }
        if !strings.isEmpty, scalars[index] == ")" { strings[strings.count - 1].depth -= 1 }
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// The Swift files of `module` (the arcade's or its server package's), by file name.
  static func sources(of module: String) throws -> [(name: String, text: String)] {
    let folder = try #require(
      ImportTableTests.sourceFolders.map { Readme.packageRoot.appendingPathComponent("\($0)/\(module)") }
        .first { FileManager.default.fileExists(atPath: $0.path) }, "no folder for \(module)")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
      .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test func levelsNamesNoGameAnywhere() throws {
    for file in try Self.sources(of: "Levels") {
      #expect(Self.gameWords(in: file.text) == [], "Sources/Levels/\(file.name)")
    }
  }

  @Test func theExecutablesAndTheServerNameNoGameInTheirCodeButInTheCatalog() throws {
    for module in ["arcade", "arcade-server", "Server", "Catalog"] {
      for file in try Self.sources(of: module) where file.name != "GameCatalog.swift" {
        #expect(Self.gameWords(in: Self.code(of: file.text)) == [], "\(module)/\(file.name)")
      }
    }
  }

  @Test func theCheckSeesIdentifiersAndSkipsCommentsAndStrings() {
    let source = """
      // A comment about Mazes.
      let title = "Balls \\(MazeGame.id) holes"
      let x = HolesTable.self /* paddles */
      """
    #expect(Self.gameWords(in: Self.code(of: source)) == ["MazeGame", "HolesTable"])
    #expect(Self.gameWords(in: source) == ["Mazes", "Balls", "MazeGame", "holes", "HolesTable", "paddles"])
    #expect(Self.gameWords(in: "the whole table, a paddlewheel") == [])
  }
}
