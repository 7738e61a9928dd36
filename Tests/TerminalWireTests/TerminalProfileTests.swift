import ArcadeKit
import Testing

@testable import TerminalWire

/// A profile's key strings and the sequences made from it.
@Suite struct TerminalProfileTests {
  @Test func xtermsKeyStringsNameItsKeys() {
    let keys = TerminalProfile.xterm256color.keyStrings
    #expect(keys.count == 23, "every key capability but Insert")
    #expect(keys.first { $0.key == .up }?.bytes == Array("\u{1B}OA".utf8))
    #expect(keys.first { $0.key == .home }?.bytes == Array("\u{1B}OH".utf8))
    #expect(keys.first { $0.key == .function(12) }?.bytes == Array("\u{1B}[24~".utf8))
    #expect(keys.first { $0.key == .backspace }?.bytes == [0x7F])
    #expect(keys.first { $0.key == .backTab }?.bytes == Array("\u{1B}[Z".utf8))
  }

  @Test func aKeyTheTerminalLacksHasNoString() {
    let keys = TerminalProfile.vt100.keyStrings
    #expect(!keys.contains { $0.key == .home || $0.key == .function(11) })
    #expect(keys.first { $0.key == .backspace }?.bytes == [0x08])
    #expect(keys.first { $0.key == .function(5) }?.bytes == Array("\u{1B}Ot".utf8))
  }

  /// The colour table (written directly for xterm's strings, expanded for any other) holds
  /// exactly what terminfo's rules give for every index, both ways.
  @Test(arguments: [TerminalProfile.xterm256color, .linux, .vt100])
  func everyColourIsWhatTerminfoSays(profile: TerminalProfile) {
    let sequences = TerminalSequences(profile: profile)
    for (foreground, capability) in [(true, TerminalProfile.Capability.setaf), (false, .setab)] {
      for index in 0..<256 {
        var bytes: [UInt8] = []
        sequences.setColor(foreground: foreground, index: Int16(index), into: &bytes)
        let expected = profile[capability].map { TerminfoFormat($0).expand(index) } ?? []
        #expect(bytes == expected, "\(profile.name) \(capability) \(index)")
      }
    }
  }

  @Test func xtermsSequencesAreTheShortenedANSIOnes() {
    let sequences = TerminalSequences(profile: .xterm256color)
    #expect(visible(sequences.resetAttributes) == "⎋[m")
    #expect(sequences.resetRestoresColors)
    #expect(visible(sequences.defaultForeground) == "⎋[39m")
    var bytes: [UInt8] = []
    sequences.setColor(foreground: true, index: 3, into: &bytes)
    sequences.setColor(foreground: true, index: 12, into: &bytes)
    sequences.setColor(foreground: false, index: 100, into: &bytes)
    sequences.moveCursor(from: (2, 3), toRow: 2, column: 7, into: &bytes)
    #expect(visible(bytes) == "⎋[33m⎋[94m⎋[48;5;100m⎋[4C")
  }

  @Test func theVT100sSequencesLoseTheirPaddingAndMoveOnlyAbsolutely() {
    let sequences = TerminalSequences(profile: .vt100)
    #expect(visible(sequences.resetAttributes) == "⎋[m\u{0F}")
    #expect(!sequences.resetRestoresColors)
    #expect(visible(sequences.clearScreen) == "⎋[H⎋[J")
    #expect(visible(sequences.bold) == "⎋[1m")
    #expect(sequences.dim.isEmpty && sequences.defaultColors.isEmpty)
    var bytes: [UInt8] = []
    sequences.moveCursor(from: (2, 3), toRow: 2, column: 7, into: &bytes)
    sequences.setColor(foreground: true, index: 3, into: &bytes)
    #expect(visible(bytes) == "⎋[3;8H")
  }
}
