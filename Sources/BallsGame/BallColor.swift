import ArcadeKit
import Drawing

// MARK: - BallColor

/// The six ball colours of the original game, with the glyphs that stand in for them where
/// colour cannot be shown (monochrome terminals, `--ascii`).
public enum BallColor: Int, CaseIterable, Hashable, Sendable {
  case red, green, blue, cyan, yellow, magenta

  /// The terminal colour this ball is drawn in.
  public var color: Color {
    switch self {
    case .red: .brightRed
    case .green: .brightGreen
    case .blue: .brightBlue
    case .cyan: .brightCyan
    case .yellow: .brightYellow
    case .magenta: .brightMagenta
    }
  }

  /// A glyph per colour so balls of different colours stay distinct without colour.
  public var glyph: Unicode.Scalar {
    switch self {
    case .red: "@"
    case .green: "%"
    case .blue: "&"
    case .cyan: "$"
    case .yellow: "*"
    case .magenta: "o"
    }
  }

  /// The colour whose terminal colour is `color`, if any (for reading rasters back).
  public init?(color: Color) {
    guard let match = BallColor.allCases.first(where: { $0.color == color }) else { return nil }
    self = match
  }
}
