import ArcadeKit
import Drawing

/// Plain mode's output (`arcade --plain`): each frame read out as lines for a screen reader,
/// never drawn. No cursor is moved and nothing is redrawn: a line once written stays, and what
/// changes is written as a new line.
///
/// - A new page (another scene on top) is written whole: its lines in reading order, the
///   selection saying so, after a blank line. A page come back to (the menu after a game) says
///   its first line and its selection alone: the rest was read when it was new.
/// - On the same page only the lines that are new are written: the selection moving writes the
///   newly selected line alone, and a clock ticking in place (digits alone changing while the
///   page animates) writes nothing.
/// - A game's panels ("Ready?", its goal, its end, with the keys that go on) are read as a page's
///   lines are.
/// - A game is not read but narrated (`Scene.narration`): its state line when it shows, then
///   each announced fact as it changes, at most `linesPerSecond` a second; a fact changed again
///   before its turn is said once, as it is then.
struct PlainNarrator: Sendable {
  /// The most narration lines a second: a screen reader says two short lines in a second, and a
  /// game's facts (a score running up) change far faster.
  static let linesPerSecond = 2.0

  /// The scene on top when the last frame was read (nil before the first).
  private var page: Int?
  /// The pages read before, newest last (a few: a page come back to is one under the top).
  private var pagesRead: [Int] = []
  /// The last frame's lines.
  private var lines: [ReadableLine] = []
  /// The lines written on this page, newest last (at most `remembered`): one shown again (the
  /// menu after a card drawn over it) is not news, but for the selection.
  private var written: [ReadableLine] = []
  /// How many lines of a page are remembered.
  static let remembered = 256
  /// The last frame's narrated facts (empty: no game was narrated).
  private var facts: [SpokenFact] = []
  /// The state line of the game narrated now, for the key that asks for it.
  private var stateLine: String?
  /// Announced changes waiting for their turn, one per topic, in the order they came.
  private var waiting: [SpokenFact] = []
  /// When the next narration line may be written.
  private var nextLineTime = -Double.infinity

  /// When the session must wake to write a waiting line (nil: none waits).
  var wake: Double? { waiting.isEmpty ? nil : nextLineTime }

  /// Reads the frame `canvas` with scene `page` on top (at layer `top`, an `overlay` or not),
  /// which `animates` or not; `narrated` is the game it shows, if any, whose own text is said by
  /// its facts instead.
  mutating func read(
    _ canvas: Canvas, page: Int, top: Int, overlay: Bool, animates: Bool,
    narrated: (layer: Int, narration: Narration)?, at time: Double, into bytes: inout [UInt8]
  ) {
    // An overlay (help, a pause, the score, a question) is the page: what shows around it (a
    // game's panels, an editor's key list) was said with the page below.
    let shown = canvas.readableLines(skippingLayer: narrated?.layer, from: overlay ? top : .min)
    let newFacts = narrated?.narration.facts ?? []
    if page != self.page {
      if let last = self.page {
        Self.write("", into: &bytes)
        pagesRead.removeAll { $0 == last }
        pagesRead = pagesRead.suffix(7) + [last]
      }
      let again = pagesRead.contains(page)
      written.removeAll()
      for (index, line) in shown.enumerated() where !again || index == 0 || line.selected {
        say(line, into: &bytes)
      }
      if let narrated, narrated.layer == top { Self.write(narrated.narration.stateLine, into: &bytes) }
      waiting.removeAll()
    } else {
      let news = shown.filter { isNews($0, animates: animates) }
      for line in news { say(line, into: &bytes) }
      if let narrated {
        if facts.isEmpty {
          Self.write(narrated.narration.stateLine, into: &bytes)
        } else if !news.contains(where: { $0.layer == narrated.layer }) {
          // A panel of the game that comes up (its goal, its end) says the moment: what
          // changed with it is not said again.
          queueChanges(to: newFacts)
        }
      }
    }
    self.page = page
    lines = shown
    facts = newFacts
    stateLine = narrated?.narration.stateLine
    flush(at: time, into: &bytes)
  }

  /// Writes the next waiting narration line if its turn has come.
  mutating func flush(at time: Double, into bytes: inout [UInt8]) {
    guard !waiting.isEmpty, time >= nextLineTime else { return }
    Self.write(waiting.removeFirst().text, into: &bytes)
    nextLineTime = time + 1 / Self.linesPerSecond
  }

  /// Writes the state of the game narrated now in one line (the player asked); false when no
  /// game is narrated.
  mutating func sayState(into bytes: inout [UInt8]) -> Bool {
    guard let stateLine else { return false }
    // The state says every fact as it is: what waited is said with it.
    waiting.removeAll()
    Self.write(stateLine, into: &bytes)
    return true
  }

  /// Writes `line` of the page, remembering it.
  private mutating func say(_ line: ReadableLine, into bytes: inout [UInt8]) {
    Self.write(line.written, into: &bytes)
    if written.count == Self.remembered { written.removeFirst() }
    written.append(line)
  }

  /// Whether `line` of the page read last time is news: not there before, not the echo of a
  /// selection that moved off it, not a clock ticking in place, not a line said before on this
  /// page showing again (but for the selection).
  private func isNews(_ line: ReadableLine, animates: Bool) -> Bool {
    guard !lines.contains(line) else { return false }
    if !line.selected, written.contains(line) { return false }
    let echo = { (said: ReadableLine) in said.selected && said.text == line.text }
    if !line.selected, lines.contains(where: echo) || written.contains(where: echo) { return false }
    if animates, let before = lines.first(where: { $0.row == line.row }),
      Self.differInDigitsAlone(before.text, line.text)
    {
      return false
    }
    return true
  }

  /// Queues the announced facts of `newFacts` whose words changed since the last frame.
  private mutating func queueChanges(to newFacts: [SpokenFact]) {
    for fact in newFacts where fact.announced && !fact.text.isEmpty {
      guard facts.fact(about: fact.topic)?.text != fact.text else { continue }
      waiting.removeAll { $0.topic == fact.topic }
      waiting.append(fact)
    }
  }

  /// Whether `a` and `b` differ only in their digits (a countdown's seconds).
  private static func differInDigitsAlone(_ a: String, _ b: String) -> Bool {
    let (a, b) = (Array(a.unicodeScalars), Array(b.unicodeScalars))
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { $0 == $1 || ($0.properties.numericType != nil && $1.properties.numericType != nil) }
  }

  /// Writes `text` as one line: control characters dropped (a name can hold none that moves the
  /// cursor), then a carriage return and a line feed (the terminal is raw).
  private static func write(_ text: String, into bytes: inout [UInt8]) {
    for scalar in text.unicodeScalars where scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) {
      bytes += Array(String(scalar).utf8)
    }
    bytes += [0x0D, 0x0A]
  }
}
