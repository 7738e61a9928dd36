import Foundation
import Logging
import Server
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade serve --log-format json`: each log line is one JSON object, in plain ASCII, whatever
/// text a player managed to put into it.
@Suite struct JSONLogHandlerTests {
  /// The lines a handler wrote.
  final class Lines: Sendable {
    private let written = Mutex<[[UInt8]]>([])
    var all: [[UInt8]] { written.withLock { $0 } }
    func add(_ line: [UInt8]) { written.withLock { $0.append(line) } }
  }

  /// A logger writing JSON lines into `lines`, at a fixed time (2026-11-27 08:45:00.123 UTC).
  private func logger(_ lines: Lines) -> Logger {
    Logger(label: "arcade-serve") { label in
      JSONLogHandler(label: label, clock: { timespec(tv_sec: 1_795_769_100, tv_nsec: 123_456_789) }) {
        lines.add($0)
      }
    }
  }

  private func object(_ line: [UInt8]) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
  }

  @Test func aLineIsOneObjectWithTheTimeLevelLabelMessageAndMetadata() throws {
    let lines = Lines()
    logger(lines).notice("refused", metadata: ["address": "10.0.0.7", "connection": "12"])
    let line = try #require(lines.all.first)
    #expect(line.last == UInt8(ascii: "\n"))
    #expect(line.dropLast().contains(UInt8(ascii: "\n")) == false)
    let fields = try object(line)
    #expect(fields["time"] as? String == "2026-11-27T08:45:00.123Z")
    #expect(fields["level"] as? String == "notice")
    #expect(fields["label"] as? String == "arcade-serve")
    #expect(fields["message"] as? String == "refused")
    #expect(fields["source"] as? String == "ServerTests")
    #expect(fields["metadata"] as? [String: String] == ["address": "10.0.0.7", "connection": "12"])
  }

  @Test func hostileTextIsEscapedAndReadsBackAsItWas() throws {
    let hostile = [
      "quote \" backslash \\ slash /", "new\nline\r\n", "escape \u{1B}[2J\u{1B}]0;title\u{07}", "nul \u{0} del \u{7F}",
      "tab\tform\u{0C}back\u{08}", "Rémy Ａｌｉｃｅ Аlice", "right-to-left \u{202E}txt.exe", "line separator \u{2028}",
      "emoji 🎮👩‍👩‍👧", "\u{FEFF}bom", "c1 \u{85}\u{9B}",
    ]
    let lines = Lines()
    let log = logger(lines)
    for text in hostile {
      log.info("\(text)", metadata: ["player": "\(text)", text: ["nested": ["\(text)"]]])
    }
    #expect(lines.all.count == hostile.count)
    for (line, text) in zip(lines.all, hostile) {
      // One line of printable ASCII (and its newline): nothing reaches a terminal raw.
      #expect(line.dropLast().allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(text.debugDescription)")
      let fields = try object(line)
      #expect(fields["message"] as? String == text)
      let metadata = try #require(fields["metadata"] as? [String: Any])
      #expect(metadata["player"] as? String == text)
      #expect((metadata[text] as? [String: [String]])?["nested"] == [text])
    }
  }

  @Test func errorsAndTheHandlersOwnMetadataAreKept() throws {
    struct Broken: Error, CustomStringConvertible { var description: String { "disk \"full\"" } }
    let lines = Lines()
    var log = logger(lines)
    log[metadataKey: "server"] = "eu-1"
    log.error("board failed", error: Broken(), metadata: ["operation": "rank a run"])
    let fields = try object(try #require(lines.all.first))
    #expect(fields["error"] as? String == "disk \"full\"")
    #expect(fields["metadata"] as? [String: String] == ["server": "eu-1", "operation": "rank a run"])
  }

  @Test func aLevelBelowTheHandlersIsNotWritten() {
    let lines = Lines()
    logger(lines).debug("quiet")
    #expect(lines.all.isEmpty)
  }
}
