// MARK: - SettingsFileEditor

/// Edits the bytes of a settings file line by line, the way a person would in an editor: an
/// edit rewrites the one line it changes (the last one of its name, the one the reader applies),
/// adds one line where the setting is missing, or removes the lines of a key back to its
/// default. Every other byte stays as it was: comments, blank lines, unknown lines and sections,
/// the order, CRLF ends, a missing final line end, and bytes that are not UTF-8 (the file is
/// never decoded as a whole).
///
/// Lines are split at LF, as `SettingsFile.load` reads them; a line's CR, if any, is kept.
public struct SettingsFileEditor: Sendable {
  /// The file as edited so far.
  public private(set) var bytes: [UInt8]

  /// An editor of a file holding `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// What a new file starts with.
  public static let header = Array(
    "# arcade settings (written by the settings screen; keys go in a [keys] section)\n".utf8)

  // MARK: - Lines

  /// One line: where its bytes are (without the LF) and what it is.
  struct Line {
    var start: Int
    var end: Int
    var hasLineEnd: Bool
    var kind: Kind
    var place: Place
  }

  /// What a line says, as the reader sees it.
  enum Kind: Equatable {
    case blank, comment, other
    case section(isKeys: Bool)
    case entry(name: [UInt8])
  }

  /// Which part of the file a line is in.
  enum Place: Equatable {
    case display, keys, unknownSection
  }

  /// The lines of `bytes`, each classified.
  static func lines(of bytes: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var start = 0
    var place = Place.display
    while start < bytes.count {
      let newline = bytes[start...].firstIndex(of: 0x0A)
      let end = newline ?? bytes.count
      let content = trimmed(bytes[start..<end], of: [0x20, 0x09, 0x0D])
      let kind: Kind
      if content.isEmpty {
        kind = .blank
      } else if content.first == UInt8(ascii: "#") {
        kind = .comment
      } else if content.first == UInt8(ascii: "[") {
        let isKeys = content.elementsEqual("[keys]".utf8)
        kind = .section(isKeys: isKeys)
        place = isKeys ? .keys : .unknownSection
      } else if let equals = content.firstIndex(of: UInt8(ascii: "=")) {
        kind = .entry(name: Array(trimmed(content[..<equals], of: [0x20, 0x09])))
      } else {
        kind = .other
      }
      lines.append(Line(start: start, end: end, hasLineEnd: newline != nil, kind: kind, place: place))
      start = end + 1
    }
    return lines
  }

  /// `slice` without leading and trailing bytes from `set`.
  static func trimmed(_ slice: ArraySlice<UInt8>, of set: [UInt8]) -> ArraySlice<UInt8> {
    var slice = slice
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return slice
  }

  // MARK: - Editing

  /// Applies one edit.
  public mutating func apply(_ edit: SettingsEdit) {
    let place: Place = edit.place == .display ? .display : .keys
    let lines = Self.lines(of: bytes)
    let name = Array(edit.name.utf8)
    let matches = lines.filter { $0.place == place && $0.kind == .entry(name: name) }
    guard let value = edit.value else {
      // Every line of the name goes: an earlier one would apply once the last was gone.
      for line in matches.reversed() {
        bytes.removeSubrange(line.start..<(line.hasLineEnd ? line.end + 1 : line.end))
      }
      return
    }
    let text = Array("\(edit.name) = \(value)".utf8)
    if let line = matches.last {
      replace(line, with: text)
    } else {
      insert(text, in: place, lines: lines)
    }
  }

  /// Rewrites `line` as `text`, keeping its indentation and its CR.
  private mutating func replace(_ line: Line, with text: [UInt8]) {
    let indentation = bytes[line.start..<line.end].prefix { $0 == 0x20 || $0 == 0x09 }
    let endsWithCR = line.end > line.start && bytes[line.end - 1] == 0x0D
    bytes.replaceSubrange(line.start..<line.end, with: indentation + text + (endsWithCR ? [0x0D] : []))
  }

  /// Adds `text` as a line at the end of `place`'s lines (before the blank lines that close
  /// them); a `[keys]` section is added at the end of the file when there is none.
  private mutating func insert(_ text: [UInt8], in place: Place, lines: [Line]) {
    let region: ArraySlice<Line>
    switch place {
    case .display:
      region = lines.prefix { $0.place == .display }
    case .keys, .unknownSection:
      guard let header = lines.lastIndex(where: { $0.kind == .section(isKeys: true) }) else {
        appendKeysSection(with: text, lines: lines)
        return
      }
      let next = lines[(header + 1)...].firstIndex { if case .section = $0.kind { true } else { false } }
      region = lines[header..<(next ?? lines.endIndex)]
    }
    guard let last = region.last(where: { $0.kind != .blank }) else {
      // No line of its own yet (a file of keys alone): the display lines start the file.
      let lineEnd = lines.first.map(lineEnd(of:)) ?? [0x0A]
      bytes.insert(contentsOf: text + lineEnd, at: region.first?.start ?? 0)
      return
    }
    insert(text, after: last)
  }

  /// Adds `text` as the line after `line`, ended as `line` is.
  private mutating func insert(_ text: [UInt8], after line: Line) {
    let lineEnd = lineEnd(of: line)
    if line.hasLineEnd {
      bytes.insert(contentsOf: text + lineEnd, at: line.end + 1)
    } else {
      // The last line had no line end: it gets one (its own CR, if it has one, starts it), and
      // the new last line ends as the old one did.
      let endsWithCR = lineEnd.count == 2
      bytes.insert(contentsOf: (endsWithCR ? [0x0A] : lineEnd) + text + (endsWithCR ? [0x0D] : []), at: line.end)
    }
  }

  /// Adds a `[keys]` section holding `text` at the end, after a blank line.
  private mutating func appendKeysSection(with text: [UInt8], lines: [Line]) {
    let lineEnd = lines.last.map(lineEnd(of:)) ?? [0x0A]
    // A last line without its LF gets one (after its CR, if it has one).
    if let last = lines.last, !last.hasLineEnd { bytes += [0x0A] }
    if let last = lines.last, last.kind != .blank { bytes += lineEnd }
    bytes += Array("[keys]".utf8) + lineEnd + text + lineEnd
  }

  /// The line end `line` uses: CR LF when it ends with a CR, else LF.
  private func lineEnd(of line: Line) -> [UInt8] {
    line.end > line.start && bytes[line.end - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
  }
}
