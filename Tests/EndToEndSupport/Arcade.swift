import Foundation

/// Where the built `arcade` binary is: beside this test bundle in the build products, or, for
/// the server package's tests (`Server/`), in the checkout's own build folder of the same
/// configuration (the README's test command builds and tests the arcade first).
public enum Arcade {
  public static let binary: URL = {
    let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let beside = directory.appendingPathComponent("arcade")
    if FileManager.default.fileExists(atPath: beside.path) { return beside }
    let serverBuild = checkout.appendingPathComponent("Server/.build").path + "/"
    if directory.path.hasPrefix(serverBuild) {
      let configuration = String(directory.path.dropFirst(serverBuild.count))
      return checkout.appendingPathComponent(".build").appendingPathComponent(configuration)
        .appendingPathComponent("arcade")
    }
    return beside
  }()

  /// The path of the binary as a string.
  public static var path: String { binary.path }

  /// The checkout this file is in.
  public static var checkout: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}
