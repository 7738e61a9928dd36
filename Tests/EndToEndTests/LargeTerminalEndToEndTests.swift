import EndToEndSupport
import Foundation
import Testing

/// A window far beyond the canvas limit: answered at once, in bounded memory.
@Suite("Huge terminal, end to end")
struct LargeTerminalEndToEndTests {
  /// The peak resident memory of `pid` in megabytes, from /proc.
  static func peakMegabytes(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 / 1024 }
  }

  @Test func resizeTo10000By10000ShowsTheMessageAndHangupStillEndsIt() throws {
    let session = try PseudoTerminalSession(arguments: [Arcade.path])
    try session.waitForOutput(containing: "A R C A D E")
    session.resize(width: 10_000, height: 10_000)
    try session.waitForOutput(containing: "Terminal larger than supported", timeout: 10)
    session.send("?")  // keys are still read (and ignored behind the message)
    let peak = try #require(Self.peakMegabytes(of: session.pid))
    #expect(peak < 300, "peak memory \(peak) MB")
    #expect(kill(session.pid, SIGHUP) == 0)
    let status = try session.waitForExit(timeout: 5)
    #expect(status.map { ($0 >> 8) & 0xFF } == 129, "wait status \(String(describing: status))")
  }

  @Test func startingIn10000By10000ShowsTheMessageInBoundedMemory() throws {
    let session = try PseudoTerminalSession(arguments: [Arcade.path], size: (width: 10_000, height: 10_000))
    try session.waitForOutput(containing: "Terminal larger than supported", timeout: 10)
    let peak = try #require(Self.peakMegabytes(of: session.pid))
    #expect(peak < 300, "peak memory \(peak) MB")
    session.resize(width: 80, height: 24)
    try session.waitForOutput(containing: "Settings")
    #expect(kill(session.pid, SIGHUP) == 0)
    #expect(try session.waitForExit(timeout: 5) != nil)
  }
}
