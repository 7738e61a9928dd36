import Testing

@testable import LocalTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal's output waits for a reader that is slow, but never past a termination signal.
@Suite struct TerminalOutputTests {
  /// A pipe whose read end nobody reads, its write end non-blocking as the terminal's is.
  static func unreadPipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }

  @Test func everythingIsWrittenWhileTheReaderTakesIt() {
    let ends = Self.unreadPipe()
    defer {
      close(ends.read)
      close(ends.write)
    }
    let output = TerminalOutput(descriptor: ends.write) { false }
    #expect(output.write(Array(repeating: 0x41, count: 1000)))
    var buffer = [UInt8](repeating: 0, count: 2000)
    #expect(read(ends.read, &buffer, buffer.count) == 1000)
  }

  @Test func aReaderThatTakesNothingCannotHoldAnEndingArcade() {
    let ends = Self.unreadPipe()
    defer {
      close(ends.read)
      close(ends.write)
    }
    let output = TerminalOutput(descriptor: ends.write) { true }  // a signal is pending
    // More than any pipe holds: the write gives up instead of waiting for the reader.
    #expect(!output.write(Array(repeating: 0x41, count: 4 << 20)))
    #expect(output.stalled)
    #expect(!output.write([0x42]), "once stalled, nothing more is written")
  }
}
