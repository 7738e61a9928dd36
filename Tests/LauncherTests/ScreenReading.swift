import ArcadeKit
import Drawing
import TestSupport

/// Scripted input shorthands.
func press(_ key: Key) -> HeadlessTerminal.Scripted { .event(.key(key)) }

/// A printable key press.
func type(_ character: Character) -> HeadlessTerminal.Scripted { .event(.key(.character(character))) }

/// A terminal resize to `width` × `height`.
func resize(_ width: Int, _ height: Int) -> HeadlessTerminal.Scripted {
  .event(.resize(Size(width: width, height: height)))
}

/// Reading rendered frames as a player would.
enum ScreenReading {
  /// The menu line with the selection pointer, trimmed (nil when nothing is selected).
  static func selectedLine(_ lines: [String], pointer: String = "▶") -> String? {
    lines.first { $0.contains(pointer) }.map { $0.trimmingSpaces() }
  }

  /// The first word of the selected menu item ("Settings"), after the pointer.
  static func selectedLabel(_ lines: [String], pointer: String = "▶") -> String? {
    guard let line = selectedLine(lines, pointer: pointer) else { return nil }
    return line.split(separator: " ").dropFirst().first.map(String.init)
  }

  /// The step count the counter game shows, if it is on screen.
  static func counterSteps(_ lines: [String]) -> Int? {
    let prefix = "Counter steps: "
    for line in lines {
      let trimmed = line.trimmingSpaces()
      if trimmed.hasPrefix(prefix) { return Int(trimmed.dropFirst(prefix.count)) }
    }
    return nil
  }

  /// All the words on screen joined by single spaces: wrapped messages read as one sentence.
  static func words(_ lines: [String]) -> String {
    lines.flatMap { $0.split(separator: " ") }.joined(separator: " ")
  }

  /// Whether `text` appears on any line.
  static func shows(_ lines: [String], _ text: String) -> Bool {
    lines.contains { $0.contains(text) }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
