// MARK: - Keys in a replay

extension ReplayHeader {
  /// The `[keys]` lines that say `bindings` for the game `context` and the global actions.
  package static func keyLines(_ bindings: KeyBindings, for context: KeyContext) -> [String] {
    bindings.fileLines(contexts: [context.id, KeyContext.global.id]).map { "\($0.name) = \($0.value)" }
  }

  /// The bindings the recorded game was played with.
  public func keyBindings(for context: KeyContext) throws(ReplayHeaderError) -> KeyBindings {
    do {
      return try KeyBindings(lines: keys, contexts: [.global, context])
    } catch {
      throw ReplayHeaderError("keys line \(error.index + 1) (`\(keys[error.index].prefix(60))`): \(error.message)")
    }
  }

  /// Checks that the header is a replay of `game` (called `title`) under its rules of now.
  public func check(game: String, title: String, rulesVersion: Int) throws(ReplayHeaderError) {
    guard self.game == game else { throw ReplayHeaderError("is a replay of `\(self.game)`, not of \(title)") }
    guard self.rulesVersion == rulesVersion else {
      throw ReplayHeaderError(
        "was recorded under \(title) rules \(self.rulesVersion); this arcade plays rules \(rulesVersion), so it cannot replay it faithfully"
      )
    }
  }

  /// The whole-number option `name` (nil when absent), checked to be within `range`.
  package func intOption(_ name: String, in range: ClosedRange<Int>) throws(ReplayHeaderError) -> Int? {
    guard let text = option(name) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw ReplayHeaderError(
        "option \(name) `\(text.prefix(40))`: expected a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}
