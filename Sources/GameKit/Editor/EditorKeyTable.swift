import ArcadeKit
import Drawing

// MARK: - EditorKeyTable

/// An editor's keys: its rows in the order the help lists them, and the dispatch made from them.
///
/// A letter answers in either case unless the other case has a row of its own: `u` and `U` both
/// undo, while the Maze editor's `S` places the start and `s` moves down.
public struct EditorKeyTable<Action: Hashable & Sendable>: Sendable {
  /// Every row, in the order the help and the panel list them.
  public let rows: [EditorKey<Action>]
  /// Each trigger of the table and its action (the first row naming a trigger wins; the
  /// editors' tests check that none is named twice).
  private let actions: [EditorKey<Action>.Trigger: Action]

  /// The table of `rows`.
  public init(_ rows: [EditorKey<Action>]) {
    self.rows = rows
    actions = Dictionary(
      rows.flatMap(\.bindings).map { ($0.trigger, $0.action) }, uniquingKeysWith: { first, _ in first })
  }

  // MARK: - Dispatch

  /// The action `key` asks for, or nil for a key the table does not name.
  public func action(for key: Key) -> Action? {
    if let action = actions[.key(key)] { return action }
    guard case .character(let character) = key, character.isLetter else { return nil }
    let otherCase = character.isUppercase ? character.lowercased() : character.uppercased()
    guard otherCase.count == 1, let other = otherCase.first else { return nil }
    return actions[.key(.character(other))]
  }

  /// The action a mouse event of `kind` asks for, or nil.
  public func action(for kind: MouseEvent.Kind) -> Action? {
    actions[.mouse(kind)]
  }

  // MARK: - Listings

  /// The help overlay's rows.
  public var help: [KeyHelp] { rows.map { KeyHelp($0.keys, $0.meaning) } }

  /// The side panel's lines: keys, then the short meaning.
  public var panelLines: [String] { rows.map { "\($0.keys)  \($0.short)" } }

  /// The hint line: the first key (or the row's `hintKeys`) and the hint word of each row that
  /// has one, between `separator`s. Where `width` columns do not hold them all, whole hints are
  /// left out from the end, but the last (the keys' help) stays: no hint is cut in the middle.
  public func hintLine(separator: Unicode.Scalar, width: Int = .max) -> String {
    let hints = rows.compactMap { row in
      row.hint.map { "\(row.hintKeys ?? row.keys.split(separator: " ").first.map(String.init) ?? "") \($0)" }
    }
    let gap = " \(separator) "
    let all = hints.joined(separator: gap)
    guard Canvas.columns(of: all) > width, let last = hints.last else { return all }
    var kept: [String] = []
    for hint in hints.dropLast() {
      let candidate = (kept + [hint, last]).joined(separator: gap)
      guard Canvas.columns(of: candidate) <= width else { break }
      kept.append(hint)
    }
    return (kept + [last]).joined(separator: gap)
  }

  /// The table as Markdown (`| keys | in the editor |`), for the README.
  public var markdownTable: [String] {
    ["| keys | in the editor |", "|---|---|"] + rows.map { "| \($0.keys) | \($0.meaning) |" }
  }
}
