import ArgumentParser
import Foundation
import Testing

@testable import arcade

/// The installed completions come from `arcade --generate-completion-script SHELL`, which goes
/// through `Arcade.main()` and its inert printing; the script must arrive exactly as the
/// argument parser wrote it (an escaped character would break the shell's completion).
@Suite struct CompletionScriptTests {
  @Test(arguments: [CompletionShell.bash, .zsh, .fish])
  func completionScriptIsPrintedUnchanged(shell: CompletionShell) throws {
    let printed = try Self.runArcade(["--generate-completion-script", shell.rawValue])
    #expect(printed.status == 0)
    let expected = Arcade.completionScript(for: shell) + "\n"
    #expect(printed.output == Data(expected.utf8), "the \(shell.rawValue) script differs from the argument parser's")
  }

  // MARK: - The built binary

  /// The `arcade` executable beside this test bundle in the build products.
  static let binary: URL = {
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("arcade").path),
      directory.path != "/"
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("arcade")
  }()

  static func runArcade(_ arguments: [String]) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
