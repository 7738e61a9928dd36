import Drawing
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every foreground a game or menu draws reads on the terminal's background at every colour
/// depth: its WCAG contrast is at least 4.5 (`ColorContrastTests.minimumTextContrast`) as the
/// terminal really shows it (`Style.shown(with:)`), on black (dark) and on white (light).
///
/// At 8 and 16 colours the terminal's own palette decides the values; both common ones are
/// checked, and a style must read in each:
/// - xterm's defaults: 0 black, 1 #cd0000, 2 #00cd00, 3 #cdcd00, 4 #0000ee, 5 #cd00cd,
///   6 #00cdcd, 7 #e5e5e5, 8 #7f7f7f, 9 #ff0000, 10 #00ff00, 11 #ffff00, 12 #5c5cff,
///   13 #ff00ff, 14 #00ffff, 15 #ffffff;
/// - the VGA text palette (the Linux console, PuTTY, many others): 0 black, 1 #aa0000,
///   2 #00aa00, 3 #aa5500, 4 #0000aa, 5 #aa00aa, 6 #00aaaa, 7 #aaaaaa, 8 #555555, 9 #ff5555,
///   10 #55ff55, 11 #ffff55, 12 #5555ff, 13 #ff55ff, 14 #55ffff, 15 #ffffff.
///
/// Those terminals show bold text in colours 0–7 in the bright variant (8–15): xterm's
/// `boldColors` default and the console do, so a bold foreground is checked as its bright
/// variant. The default colours are the background's opposite: black text on white; on black,
/// the palette's colour 7. At 256 colours indices 16–255 are the cube and grey ramp every
/// terminal shares.
@Suite struct PaletteContrastTests {
  /// A terminal palette of the 16 ANSI colours (sRGB, 0–255).
  struct Palette: Sendable, CustomStringConvertible {
    let name: String
    let colors: [(Double, Double, Double)]
    var description: String { name }

    static let xterm = Palette(
      name: "xterm",
      colors: [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
      ])
    static let vga = Palette(
      name: "VGA",
      colors: [
        (0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170), (0, 170, 170), (170, 170, 170),
        (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85), (85, 85, 255), (255, 85, 255), (85, 255, 255),
        (255, 255, 255),
      ])

    /// The sRGB value of colour `index`.
    func rgb(_ index: Int) -> (Double, Double, Double) {
      index < 16 ? colors[index] : ColorContrastTests.rgb(index)
    }
  }

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
    for palette in [Palette.xterm, .vga] {
      for (name, style) in Self.roles {
        let ratio = Self.contrast(
          of: style.shown(with: capabilities), depth: depth, background: background, palette: palette)
        #expect(
          ratio >= ColorContrastTests.minimumTextContrast,
          "\(name) at \(depth.rawValue) colours on \(background), \(palette): \((ratio * 100).rounded() / 100):1")
      }
    }
  }

  /// The contrast of text drawn with `shown` on a terminal whose background is `background`.
  static func contrast(of shown: ShownStyle, depth: ColorDepth, background: Background, palette: Palette) -> Double {
    let defaultForeground = background == .light ? (0.0, 0.0, 0.0) : palette.rgb(7)
    let defaultBackground = background == .light ? (255.0, 255.0, 255.0) : (0.0, 0.0, 0.0)
    let brightens = depth != .full256 && shown.attributes.contains(.bold)
    let foreground =
      shown.foreground.map { index in
        palette.rgb(brightens && index < 8 ? Int(index) + 8 : Int(index))
      } ?? defaultForeground
    let backdrop = shown.background.map { palette.rgb(Int($0)) } ?? defaultBackground
    // Reverse swaps the two, which leaves their contrast as it is.
    let a = luminance(foreground)
    let b = luminance(backdrop)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG relative luminance of an sRGB colour.
  static func luminance(_ color: (Double, Double, Double)) -> Double {
    func linear(_ channel: Double) -> Double {
      let value = channel / 255
      return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
  }
}
