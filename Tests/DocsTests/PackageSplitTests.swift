import Foundation
import Testing

/// The arcade's own package plans and builds none of the server's dependencies: those are the
/// server package's (`Server/Package.swift`), so a clone's `swift run -c release arcade` fetches
/// only what the arcade needs.
@Suite struct PackageSplitTests {
  /// The `.package(url:` addresses a manifest names.
  static func packages(in manifest: String) throws -> Set<String> {
    let text = try String(contentsOf: Readme.packageRoot.appendingPathComponent(manifest), encoding: .utf8)
    return Set(
      text.split(separator: "\n").compactMap { line -> String? in
        guard let start = line.range(of: ".package(url: \"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
      })
  }

  @Test func theArcadeDependsOnlyOnTheArgumentParserAndItsTestsPropertyTesting() throws {
    #expect(
      try Self.packages(in: "Package.swift") == [
        "https://github.com/apple/swift-argument-parser", "https://github.com/x-sheep/swift-property-based",
      ])
  }

  @Test func theServersNetworkCryptoAndDatabasePackagesAreTheServerPackages() throws {
    let server = try Self.packages(in: "Server/Package.swift")
    for name in ["swift-nio", "swift-nio-ssh", "swift-crypto", "GRDB.swift", "postgres-nio"] {
      #expect(server.contains { $0.hasSuffix("/" + name) }, "Server/Package.swift does not name \(name)")
    }
  }
}
