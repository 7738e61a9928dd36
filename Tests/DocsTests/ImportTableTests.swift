import Catalog
import Foundation
import Testing

/// docs/ARCHITECTURE.md's "Who may import what" table says what each module imports: checked
/// against the `import` lines of its sources, so the table cannot drift from the code.
@Suite struct ImportTableTests {
  /// The package's own modules, every one of them (the ones the table's rules are about).
  static let projectModules = Set(
    [
      "CNcursesw", "CZlib", "CTimedWait", "CProcessStart", "TerminalCurses", "TerminalWire", "Session", "LocalTerminal",
      "Drawing", "ArcadeKit", "Replays",
      "GameKit",
      "Physics",
      "Levels",
      "FileSystem", "Scores",
      "Launcher",
      "NetPlay",
      "Sockets",
      "TestSupport", "arcade", "score-writer", "Catalog", "Server", "arcade-server",
      "SSHPlayer", "serve-bench",
    ] + games)
  /// The games' modules: `<Name>Game` for each game the catalog registers.
  static let games = GameCatalog.registry(fileSystem: .inMemory()).ids.map {
    $0.prefix(1).uppercased() + $0.dropFirst() + "Game"
  }

  /// The table's rows: module name (games expanded) → the project modules its imports cell names.
  static func documented() throws -> [String: Set<String>] {
    let text = try String(
      contentsOf: Readme.packageRoot.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    var table: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 3 else { continue }
      // The module's name: the cell's first word in backticks (a note may follow it).
      let name =
        cells[1].split(separator: "`", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        ?? cells[1]
      let names = Set(
        cells[2].components(separatedBy: CharacterSet.alphanumerics.inverted).filter(projectModules.contains))
      if name == "games" {
        // A game's own row after this one (Paddles, which plays over the network) overrides it.
        for game in games { table[game] = names.subtracting([game]) }
      } else if projectModules.contains(name) {
        table[name] = names
      }
    }
    return table
  }

  /// The folders of sources: the arcade's, and its server's own package's.
  static let sourceFolders = ["Sources", "Server/Sources"]

  /// The project modules imported by the Swift files of `module`.
  static func imported(by module: String) throws -> Set<String> {
    let folder = try #require(
      sourceFolders.map { Readme.packageRoot.appendingPathComponent("\($0)/\(module)") }
        .first { FileManager.default.fileExists(atPath: $0.path) }, "no folder for \(module)")
    var found: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" })
        else { continue }
        let name = String(words[index + 1])
        if projectModules.contains(name) { found.insert(name) }
      }
    }
    return found
  }

  @Test func projectModulesNameEveryModuleOfThePackage() throws {
    let folders = try Self.sourceFolders.flatMap {
      try FileManager.default.contentsOfDirectory(atPath: Readme.packageRoot.appendingPathComponent($0).path)
    }.filter { !$0.hasPrefix(".") }
    #expect(
      Set(folders) == Self.projectModules,
      "Sources/ and Server/Sources/ have \(folders.sorted()); projectModules must name each")
  }

  @Test func everySwiftModuleIsInTheTable() throws {
    let table = try Self.documented()
    for module in Self.projectModules where module != "CNcursesw" {
      #expect(table[module] != nil, "\(module) has no row in docs/ARCHITECTURE.md")
    }
  }

  @Test func eachModuleImportsExactlyWhatTheTableSays() throws {
    for (module, allowed) in try Self.documented() where module != "CNcursesw" {
      let actual = try Self.imported(by: module)
      #expect(actual == allowed, "\(module): the table says \(allowed.sorted()), the sources import \(actual.sorted())")
    }
  }
}
