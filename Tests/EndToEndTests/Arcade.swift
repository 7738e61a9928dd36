import Foundation

/// Where the built `arcade` binary is: beside this test bundle in the build products.
enum Arcade {
  static let binary: URL = {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // The test runner may live inside a `.xctest` bundle directory on some layouts.
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("arcade").path),
      directory.path != "/"
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("arcade")
  }()

  /// The path of the binary as a string.
  static var path: String { binary.path }
}
