import Drawing

/// The one layout of a key table, shared by every help screen: a key column, then a description
/// column; a description too long for the width wraps onto continuation rows indented to the
/// description column, never back under the keys.
package enum KeyTable {
  /// Blank columns between the key column and the description column.
  public static let gap = 2
  /// The fewest columns a description is given; on a screen narrower than a key column plus
  /// this, rows come out wider than asked and the panel drawing them wraps or clips them.
  package static let minimumDescriptionWidth = 10

  /// The width of the key column for `keys`: the widest key.
  package static func keyColumnWidth(of keys: [KeyHelp]) -> Int {
    keys.map { Canvas.columns(of: $0.keys) }.max() ?? 0
  }

  /// The rows of `help` in a table whose key column is `keyWidth` columns wide and whose rows fit
  /// in `width` columns: the keys beside the first part of the description, then the rest of the
  /// description beside no keys. Keys wider than the column get a row of their own.
  public static func rows(of help: KeyHelp, keyWidth: Int, width: Int) -> [KeyHelp] {
    let descriptionWidth = max(minimumDescriptionWidth, width - keyWidth - gap)
    let parts = Canvas.wrap(help.action, width: descriptionWidth)
    if Canvas.columns(of: help.keys) > keyWidth {
      return [KeyHelp(help.keys, "")] + parts.map { KeyHelp("", $0) }
    }
    guard let first = parts.first else { return [help] }
    return [KeyHelp(help.keys, first)] + parts.dropFirst().map { KeyHelp("", $0) }
  }

  /// The table of `keys` as text lines no wider than `width` columns (where the key column
  /// leaves room for `minimumDescriptionWidth`), every description starting in one column.
  public static func lines(of keys: [KeyHelp], width: Int) -> [String] {
    let keyWidth = keyColumnWidth(of: keys)
    return keys.flatMap { help in
      rows(of: help, keyWidth: keyWidth, width: width).map { row in
        row.action.isEmpty ? row.keys : row.keys.padded(to: keyWidth + gap) + row.action
      }
    }
  }
}
