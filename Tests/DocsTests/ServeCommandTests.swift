import Testing

@testable import arcade

/// `arcade serve` finds the server where scripts/install.sh puts it (beside `arcade`) and where
/// a checkout builds it (the server's own package, `Server/.build`, same configuration).
@Suite struct ServeCommandTests {
  @Test func anInstalledServerBesideTheArcadeIsTheOne() {
    let found = ServeCommand.serverPath(arcade: "/opt/x/bin/arcade") { $0 == "/opt/x/bin/arcade-server" }
    #expect(found == "/opt/x/bin/arcade-server")
  }

  @Test func aCheckoutsArcadeRunsTheServerItsServerPackageBuilt() {
    let arcade = "/src/arcade/.build/x86_64-unknown-linux-gnu/release/arcade"
    let built = "/src/arcade/Server/.build/x86_64-unknown-linux-gnu/release/arcade-server"
    #expect(ServeCommand.serverPath(arcade: arcade) { $0 == built } == built)
    // A server an older checkout built beside it (before the server had a package of its own)
    // is stale: the server package's comes first, and the old one serves only when it is alone.
    let beside = "/src/arcade/.build/x86_64-unknown-linux-gnu/release/arcade-server"
    #expect(ServeCommand.serverPath(arcade: arcade) { $0 == beside || $0 == built } == built)
    #expect(ServeCommand.serverPath(arcade: arcade) { $0 == beside } == beside)
  }

  @Test func withNoServerAnywhereTheErrorNamesWhereTheArcadeLooked() {
    #expect(
      ServeCommand.serverPath(arcade: "/src/arcade/.build/debug/arcade") { _ in false }
        == "/src/arcade/Server/.build/debug/arcade-server")
    #expect(ServeCommand.serverPath(arcade: "/usr/bin/arcade") { _ in false } == "/usr/bin/arcade-server")
    #expect(ServeCommand.serverPath(arcade: "arcade") { _ in false } == "./arcade-server")
  }
}
