import ArcadeKit
import Drawing

extension PortalColor {
  /// The colour a terminal shows it in.
  public var color: Color {
    switch self {
    case .red: .brightRed
    case .cyan: .brightCyan
    case .yellow: .brightYellow
    case .magenta: .brightMagenta
    }
  }
}
