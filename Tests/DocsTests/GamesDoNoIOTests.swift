import Testing

/// Games do no I/O: they read levels only through the launcher's `LevelReader`, so no game
/// module imports the file layer (checked in the sources, as `ImportTableTests` reads them).
@Suite struct GamesDoNoIOTests {
  @Test(arguments: ImportTableTests.games)
  func noGameImportsFileSystem(game: String) throws {
    let imports = try ImportTableTests.imported(by: game)
    #expect(!imports.isEmpty, "\(game): no imports were read; is the folder there?")
    #expect(!imports.contains("FileSystem"), "\(game) imports FileSystem")
  }
}
