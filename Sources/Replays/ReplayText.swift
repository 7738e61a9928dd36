import ArcadeKit

/// The replay file format: short lines of text, versioned, readable in a pager and safe to read.
///
///     arcade-replay 1
///     game maze
///     board maze/maze-0123456789abcdef
///     rules 1
///     arcade 0.1.0
///     seed 42
///     start 0
///     option label 3/6
///     keys maze.tilt-up = i, up
///     level maze-0123456789abcdef
///     | name = First steps
///     | …
///     score 12345
///     ending finished
///     steps 740
///     events 2
///     0 key up
///     35 mouse press 10 5 80 24
///     end
///
/// Every value is checked when read (`decode`) against `ReplayLimits`; anything unexpected is a
/// `ReplayError` naming the file, the line and what was expected. Docs: docs/REPLAYS.md.
public enum ReplayText {
  /// The format's version; a file of another version is refused with what to do.
  package static let formatVersion = 1
  /// The first word of every replay file.
  public static let magic = "arcade-replay"

  // MARK: - Writing

  /// The replay as text, ending in a newline.
  public static func encode(_ replay: Replay) -> String {
    let header = replay.header
    var lines = [
      "\(magic) \(formatVersion)", "game \(header.game)", "board \(header.board)", "rules \(header.rulesVersion)",
      "arcade \(header.arcadeVersion.isEmpty ? "unknown" : header.arcadeVersion)", "seed \(header.seed)",
      "start \(header.startIndex)",
    ]
    for option in header.options { lines.append("option \(option.name) \(option.value)") }
    for key in header.keys { lines.append("keys \(key)") }
    for level in header.levels {
      lines.append("level \(level.identity)")
      for row in level.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
        level.text.hasSuffix("\n") ? 1 : 0)
      {
        lines.append(row.isEmpty ? "|" : "| " + row)
      }
    }
    if let score = replay.score { lines.append("score \(score)") }
    lines.append("ending \(replay.ending.rawValue)")
    lines.append("steps \(replay.steps)")
    lines.append("events \(replay.events.count)")
    for event in replay.events { lines.append("\(event.step) " + ReplayEventText.encode(event.event)) }
    lines.append("end")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One input as a replay's line writes it after its step (`key up`, `mouse press 10 5 80 24`).
  public static func text(of event: InputEvent) -> String {
    ReplayEventText.encode(event)
  }

  // MARK: - Reading

  /// Reads a replay from `bytes`; `source` names it in errors (a path, or `scores.json: maze #1`).
  public static func decode(_ bytes: some Collection<UInt8>, source: String) throws(ReplayError) -> Replay {
    guard bytes.count <= ReplayLimits.maximumBytes else {
      throw ReplayError(
        source: source, "is \(bytes.count) bytes; a replay is at most \(ReplayLimits.maximumBytes) bytes")
    }
    guard !bytes.isEmpty else { throw ReplayError(source: source, "is empty: not a replay file") }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ReplayError(source: source, "is not UTF-8 text: not a replay file")
    }
    var reader = ReplayLineReader(text: text, source: source)
    return try reader.read()
  }

  /// Reads a replay from text (see `decode(_:source:)`).
  public static func decode(text: String, source: String) throws(ReplayError) -> Replay {
    try decode(Array(text.utf8), source: source)
  }

  /// Reads only the header of a replay's text (see `decode(_:source:)`): which game, levels,
  /// seed and options, without reading its inputs (placing a stored run on its board).
  package static func decodeHeader(text: String, source: String) throws(ReplayError) -> ReplayHeader {
    guard text.utf8.count <= ReplayLimits.maximumBytes else {
      throw ReplayError(
        source: source, "is \(text.utf8.count) bytes; a replay is at most \(ReplayLimits.maximumBytes) bytes")
    }
    // The header ends before the first `score` or `ending` line (level text lines begin with
    // `|`): the inputs after it are not read, nor split into lines.
    let cut = [text.firstRange(of: "\nscore "), text.firstRange(of: "\nending ")].compactMap { $0?.lowerBound }.min()
    var reader = ReplayLineReader(text: cut.map { String(text[..<$0]) + "\n" } ?? text, source: source)
    return try reader.readHeader()
  }
}
