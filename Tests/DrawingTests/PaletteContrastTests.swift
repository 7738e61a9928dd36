import Drawing
import TestSupport
import Testing

/// Every foreground a game or menu draws reads on the terminal's background at every colour
/// depth: its WCAG contrast is at least 4.5 (`ColorContrastTests.minimumTextContrast`) as the
/// terminal really shows it (`Style.shown(with:)`), on black (dark) and on white (light).
///
/// At 8 and 16 colours the terminal's own palette decides the values; both common ones are
/// checked (xterm's defaults and the VGA text palette: `TerminalPalette`), and a style must
/// read in each.
///
/// Those terminals show bold text in colours 0–7 in the bright variant (8–15): xterm's
/// `boldColors` default and the console do, so a bold foreground is checked as its bright
/// variant. The default colours are the background's opposite: black text on white; on black,
/// the palette's colour 7. At 256 colours indices 16–255 are the cube and grey ramp every
/// terminal shares.
@Suite struct PaletteContrastTests {
  /// Every foreground role: each colour a game or menu draws text or pieces with, plain, bold,
  /// reversed (a selection) and both, on the terminal's background; and the menu's selected
  /// line, which has a background of its own.
  static let roles: [(name: String, style: Style)] = {
    var roles: [(String, Style)] = []
    let attributeSets: [(String, TextAttributes)] = [
      ("", []), (" bold", .bold), (" reverse", .reverse), (" bold reverse", [.bold, .reverse]),
    ]
    for color in Color.allCases where !Color.backgroundOnly.contains(color) || color == .default {
      for (name, attributes) in attributeSets {
        roles.append(("\(color)\(name)", Style(foreground: color, attributes: attributes)))
      }
    }
    roles.append(("menu selection", Style(foreground: .blue, background: .brightWhite, attributes: [.bold, .reverse])))
    return roles
  }()

  static let depths: [ColorDepth] = [.eight, .sixteen, .full256]

  @Test(arguments: depths, Background.allCases)
  func everyRoleReadsOnTheBackgroundAtThisDepth(depth: ColorDepth, background: Background) {
    let capabilities = Capabilities(unicode: true, colorDepth: depth, background: background)
    for palette in [TerminalPalette.xterm, .vga] {
      for (name, style) in Self.roles {
        let shown = palette.colours(of: style.shown(with: capabilities), depth: depth, background: background)
        let ratio = TerminalPalette.contrast(shown.foreground, shown.background)
        #expect(
          ratio >= ColorContrastTests.minimumTextContrast,
          "\(name) at \(depth.rawValue) colours on \(background), \(palette): \((ratio * 100).rounded() / 100):1")
      }
    }
  }
}
