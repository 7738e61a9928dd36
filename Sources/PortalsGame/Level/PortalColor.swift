// MARK: - PortalColor

/// A portal's colour and the mark it carries with it, so no planet or portal is told apart by
/// colour alone (monochrome terminals, colour-blind players). The order is the order portals are
/// listed in: a level names each colour at most once (`red: x y`).
public enum PortalColor: String, CaseIterable, Hashable, Sendable {
  case red, cyan, yellow, magenta

  /// The mark drawn in its portal and on its planets: a shape, or in ASCII a letter like it.
  public func mark(unicode: Bool) -> String {
    switch self {
    case .red: unicode ? "▲" : "A"
    case .cyan: unicode ? "●" : "O"
    case .yellow: unicode ? "■" : "H"
    case .magenta: unicode ? "◆" : "X"
    }
  }
}
