import Drawing

/// A panel over the current screen: how to play (a game's rules), then its keys; any key closes it.
///
/// Over a game that cannot stop (a network match) it is made with `keepsSceneBelowStepping`,
/// and the game plays on under the panel.
public struct HelpOverlayScene: Scene {
  public let title: String
  /// How to play, above the keys (empty: keys only).
  public let rules: String
  public let keys: [KeyHelp]
  /// Whether the scene under the panel keeps stepping while it shows.
  package let keepsSceneBelowStepping: Bool

  /// Creates a help panel titled `title` with `rules` above `keys`; with
  /// `keepsSceneBelowStepping` the scene below plays on while it shows.
  public init(title: String, rules: String = "", keys: [KeyHelp], keepsSceneBelowStepping: Bool = false) {
    self.title = title
    self.rules = rules
    self.keys = keys
    self.keepsSceneBelowStepping = keepsSceneBelowStepping
  }

  /// The widest the rules are wrapped to, when the keys are narrower: a paragraph stays readable.
  package static let rulesWidth = 60

  public var overlay: Overlay? { Overlay(keepsSceneBelowStepping: keepsSceneBelowStepping) }
  public var minimumSize: Size { Size(width: 20, height: 6) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    event.dismissesPanel ? [.pop] : []
  }

  /// The keys as a `KeyTable` (descriptions in one column, wrapped under it on a narrow
  /// screen), every line starting at the panel's left margin, then how to close the panel.
  ///
  /// The rules come first, wrapped to the table's width (at least `rulesWidth` where the screen
  /// allows), then a blank line. On a screen too short for everything the blank line before the
  /// closing line goes first, then the rules (the game's card has them), then the table is cut
  /// and says so; the closing line still shows.
  /// Keys are data, so their arrows and dashes are mapped to the canvas's glyphs here (ASCII on
  /// an ASCII terminal).
  public func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    let keys = self.keys.map { KeyHelp(g.adapted($0.keys), g.adapted($0.action)) }
    var table = KeyTable.lines(of: keys, width: canvas.width - 4)
    let room = canvas.height - 2
    let tableWidth = table.map(Canvas.columns(of:)).max() ?? 0
    let rulesWidth = max(1, min(canvas.width - 4, max(tableWidth, Self.rulesWidth)))
    let rules = rules.isEmpty ? [] : Canvas.wrap(g.adapted(rules), width: rulesWidth) + [""]
    // The rules stay when everything fits with the closing line alone (its blank line goes).
    if rules.count + table.count + 1 <= room { table = rules + table }
    var close = ["", "Press any key to close"]
    if table.count + close.count > room {
      close.removeFirst()
      if table.count + 1 > room {
        table = Array(table.prefix(max(0, room - 2))) + ["\(canvas.glyphs.ellipsis) more keys in a taller window"]
      }
    }
    canvas.centeredPanel(title: title, lines: table + close, alignment: .leading)
  }
}

extension String {
  /// This string padded with spaces to at least `columns` terminal columns.
  public func padded(to columns: Int) -> String {
    let missing = columns - Canvas.columns(of: self)
    return missing > 0 ? self + String(repeating: " ", count: missing) : self
  }
}
