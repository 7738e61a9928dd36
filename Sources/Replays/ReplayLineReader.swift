import ArcadeKit

/// Reads the lines of a replay file in order, checking each against what the format expects
/// there (`ReplayText`); every problem names the line.
struct ReplayLineReader {
  private let lines: [Substring]
  private let source: String
  /// The index of the next line to read.
  private var next = 0

  init(text: String, source: String) {
    // Split at the scalar LF, not the Character: "\r\n" is one Character, so splitting the
    // String at "\n" would leave a file with CRLF line endings as one long line.
    // Each line ends where a Character ends once its CR is gone (after LF, before LF or CR).
    var rows = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    if rows.last?.isEmpty == true { rows.removeLast() }
    self.lines = rows.map { Substring($0.last == "\r" ? $0.dropLast() : $0) }
    self.source = source
  }

  // MARK: - The file

  /// Reads the header alone (up to and including the levels): enough to tell which board a
  /// run belongs on without reading its inputs.
  mutating func readHeader() throws(ReplayError) -> ReplayHeader {
    let version = try value(
      of: "arcade-replay", expected: "`\(ReplayText.magic) \(ReplayText.formatVersion)`: not a replay file")
    guard version == "\(ReplayText.formatVersion)" else {
      throw error(
        at: next - 1,
        Int(version).map { $0 > ReplayText.formatVersion } == true
          ? "replay format \(version) is newer than this arcade reads (\(ReplayText.formatVersion)): update the arcade"
          : "replay format `\(version)` is not one this arcade reads (\(ReplayText.formatVersion))")
    }
    try checkLines()
    let game = try word(of: "game")
    let board = try word(of: "board")
    let rules = try number(of: "rules", in: 0...1_000_000)
    let arcade = try word(of: "arcade")
    let seedText = try word(of: "seed")
    guard let seed = UInt64(seedText) else {
      throw error(at: next - 1, "seed `\(seedText)` is not a whole number from 0 to \(UInt64.max)")
    }
    let start = try number(of: "start", in: 0...(ReplayLimits.maximumLevels - 1))
    var header = ReplayHeader(
      game: game, board: board, rulesVersion: rules, arcadeVersion: arcade == "unknown" ? "" : arcade, seed: seed,
      startIndex: start)
    while let (name, rest) = peek(), name == "option" {
      next += 1
      // NAME is the first word, VALUE the rest after one space, as written (it may be empty).
      guard let space = rest.firstIndex(of: " "), space > rest.startIndex,
        rest.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
      else {
        throw error(at: next - 1, "expected `option NAME VALUE` in printable characters")
      }
      guard header.options.count < ReplayLimits.maximumLines else {
        throw error(at: next - 1, "more than \(ReplayLimits.maximumLines) options")
      }
      header.options.append(ReplayOption(String(rest[..<space]), String(rest[rest.index(after: space)...])))
    }
    while let (name, rest) = peek(), name == "keys" {
      next += 1
      guard header.keys.count < ReplayLimits.maximumLines else {
        throw error(at: next - 1, "more than \(ReplayLimits.maximumLines) key lines")
      }
      header.keys.append(String(rest))
    }
    while let (name, rest) = peek(), name == "level" {
      next += 1
      guard header.levels.count < ReplayLimits.maximumLevels else {
        throw error(at: next - 1, "more than \(ReplayLimits.maximumLevels) levels")
      }
      var rows: [Substring] = []
      while next < lines.count, lines[next].hasPrefix("|") {
        let row = lines[next].dropFirst()
        rows.append(row.hasPrefix(" ") ? row.dropFirst() : row)
        next += 1
      }
      guard !rows.isEmpty else { throw error(at: next, "level \(rest) has no text: expected lines starting with `|`") }
      header.levels.append(ReplayLevel(identity: String(rest), text: rows.joined(separator: "\n") + "\n"))
    }
    guard !header.levels.isEmpty || start == 0 else {
      throw error(at: nil, "starts at level \(start + 1) but carries no levels")
    }
    guard header.levels.isEmpty || start < header.levels.count else {
      throw error(at: nil, "starts at level \(start + 1) but carries \(header.levels.count)")
    }
    return header
  }

  /// Reads the whole replay: the header, the result, the inputs and the closing `end`.
  mutating func read() throws(ReplayError) -> Replay {
    let header = try readHeader()
    var score: Int?
    if let (name, _) = peek(), name == "score" {
      score = try number(of: "score", in: -1_000_000_000...1_000_000_000)
    }
    let endingText = try word(of: "ending")
    guard let ending = Replay.Ending(rawValue: endingText) else {
      throw error(at: next - 1, "ending `\(endingText)`: expected finished, left or closed")
    }
    let steps = try number(of: "steps", in: 0...ReplayLimits.maximumSteps)
    let count = try number(of: "events", in: 0...ReplayLimits.maximumEvents)
    var events: [ReplayEvent] = []
    events.reserveCapacity(count)
    var lastStep = 0
    for _ in 0..<count {
      guard next < lines.count else {
        throw error(at: nil, "ends after \(events.count) of its \(count) inputs: the file is truncated")
      }
      let line = lines[next]
      guard line != "end" else {
        throw error(at: next, "`events` says \(count) inputs, but `end` comes after \(events.count)")
      }
      next += 1
      guard let space = line.firstIndex(of: " "), let step = Int(line[..<space]) else {
        throw error(at: next - 1, "expected `STEP INPUT` (an input as `12 key up`), got `\(line.prefix(40))`")
      }
      guard step >= lastStep, step <= steps else {
        throw error(
          at: next - 1,
          "input at step \(step): expected a step from \(lastStep) to \(steps) (inputs in order, none after the last step)"
        )
      }
      let event: InputEvent
      do {
        event = try ReplayEventText.decode(line[line.index(after: space)...])
      } catch {
        throw self.error(at: next - 1, error.message)
      }
      events.append(ReplayEvent(step: step, event))
      lastStep = step
    }
    guard next < lines.count else { throw error(at: nil, "has no `end` line: the file is truncated") }
    guard lines[next] == "end" else {
      throw error(at: next, "expected `end` after the \(count) inputs `events` says, got `\(lines[next].prefix(40))`")
    }
    guard next + 1 == lines.count else { throw error(at: next + 1, "unexpected text after `end`") }
    return Replay(header: header, events: events, steps: steps, ending: ending, score: score)
  }

  // MARK: - Lines

  /// Checks every line after the first against what no line may hold: a control character
  /// (a replay is printable text; keys, levels and options are checked again by what reads
  /// them) or more than `ReplayLimits.maximumLineLength` characters (a level's row included).
  private func checkLines() throws(ReplayError) {
    for index in lines.indices.dropFirst() {
      let line = lines[index]
      if let scalar = line.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        throw error(
          at: index,
          "contains the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex): a replay is printable text"
        )
      }
      guard line.count <= ReplayLimits.maximumLineLength else {
        throw error(at: index, "line is longer than \(ReplayLimits.maximumLineLength) characters")
      }
    }
  }

  /// The next line's first word and the rest, without reading it.
  private func peek() -> (Substring, Substring)? {
    guard next < lines.count else { return nil }
    let line = lines[next]
    guard let space = line.firstIndex(of: " ") else { return (line, "") }
    return (line[..<space], line[line.index(after: space)...])
  }

  /// Reads the line `name VALUE` and returns VALUE.
  private mutating func value(of name: String, expected: String? = nil) throws(ReplayError) -> String {
    guard next < lines.count else {
      throw error(at: nil, "ends before its `\(name)` line: the file is truncated")
    }
    let line = lines[next]
    guard line.count <= ReplayLimits.maximumLineLength else {
      throw error(at: next, "line is longer than \(ReplayLimits.maximumLineLength) characters")
    }
    guard let (word, rest) = peek(), word == name, !rest.isEmpty else {
      throw error(at: next, "expected \(expected ?? "`\(name) …`"), got `\(line.prefix(40))`")
    }
    next += 1
    return String(rest)
  }

  /// Reads `name WORD`, where WORD has no spaces or control characters.
  private mutating func word(of name: String) throws(ReplayError) -> String {
    let text = try value(of: name)
    guard text.count <= 200, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }) else {
      throw error(at: next - 1, "`\(name)` must be one word of printable characters")
    }
    return text
  }

  /// Reads `name NUMBER` with NUMBER in `range`.
  private mutating func number(of name: String, in range: ClosedRange<Int>) throws(ReplayError) -> Int {
    let text = try value(of: name)
    guard let number = Int(text), range.contains(number) else {
      throw error(
        at: next - 1,
        "`\(name)` must be a whole number from \(range.lowerBound) to \(range.upperBound), got `\(text.prefix(40))`")
    }
    return number
  }

  /// An error at 0-based line `index` (nil: the whole file).
  private func error(at index: Int?, _ message: String) -> ReplayError {
    ReplayError(source: source, line: index.map { $0 + 1 }, message)
  }
}
