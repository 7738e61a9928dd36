import ArcadeKit

/// The keys in force as text (`arcade keys`, and the README's table): per game, each action's
/// name as the settings file knows it, its keys as the file names them, and what it does.
public enum KeyListing {
  /// The lines for `contexts` with `bindings`.
  public static func lines(_ bindings: KeyBindings, contexts: [KeyContext]) -> [String] {
    var lines = ["layout = \(bindings.layout.rawValue)"]
    for context in contexts {
      lines += ["", "\(context.title) (\(context.id).<action>)"]
      let nameWidth = context.actions.map(\.name.count).max() ?? 0
      let rows = context.actions.map { action in
        (
          action.name, bindings.keys(of: action, in: context).compactMap(KeyName.name).joined(separator: ", "),
          action.summary
        )
      }
      let keysWidth = rows.map(\.1.count).max() ?? 0
      for (name, keys, summary) in rows {
        lines.append("  " + name.padding(to: nameWidth) + "  " + keys.padding(to: keysWidth) + "  " + summary)
      }
    }
    return lines
  }
}

extension String {
  /// This text followed by spaces up to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
