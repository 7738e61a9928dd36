import Drawing

/// The colours a terminal shows for its colour indices: the 16 ANSI colours of its palette
/// (xterm's defaults, or VGA's: the Linux console, PuTTY and many others), and above them the
/// 256-colour cube and grey ramp every terminal shares.
public struct TerminalPalette: Sendable, CustomStringConvertible {
  /// An sRGB colour, each channel 0–255.
  public typealias RGB = (Double, Double, Double)

  public let name: String
  /// Colours 0–15.
  public let ansi: [RGB]
  public var description: String { name }

  /// xterm's defaults: 0 black, 1 #cd0000, 2 #00cd00, 3 #cdcd00, 4 #0000ee, 5 #cd00cd,
  /// 6 #00cdcd, 7 #e5e5e5, 8 #7f7f7f, 9 #ff0000, 10 #00ff00, 11 #ffff00, 12 #5c5cff, 13 #ff00ff,
  /// 14 #00ffff, 15 #ffffff.
  public static let xterm = TerminalPalette(
    name: "xterm",
    ansi: [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
      (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
      (255, 255, 255),
    ])
  /// The VGA text palette: 0 black, 1 #aa0000, 2 #00aa00, 3 #aa5500, 4 #0000aa, 5 #aa00aa,
  /// 6 #00aaaa, 7 #aaaaaa, 8 #555555, 9 #ff5555, 10 #55ff55, 11 #ffff55, 12 #5555ff, 13 #ff55ff,
  /// 14 #55ffff, 15 #ffffff.
  public static let vga = TerminalPalette(
    name: "VGA",
    ansi: [
      (0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170), (0, 170, 170), (170, 170, 170),
      (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85), (85, 85, 255), (255, 85, 255), (85, 255, 255),
      (255, 255, 255),
    ])

  /// The sRGB value of colour `index`.
  public func rgb(_ index: Int) -> RGB {
    index < 16 ? ansi[index] : Self.cube(index)
  }

  /// The sRGB value of a colour index at or above 16 (xterm's, shared by every 256-colour
  /// terminal): the 6×6×6 cube, then the grey ramp.
  public static func cube(_ index: Int) -> RGB {
    if index >= 232 {
      let level = Double(8 + 10 * (index - 232))
      return (level, level, level)
    }
    let levels = [0.0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
  }

  /// The colours of text drawn with `shown` (at `depth`) on a terminal whose background is
  /// `background`: its foreground and its background. Terminals of 8 and 16 colours show bold
  /// text in colours 0–7 in the bright variant (8–15); the default colours are the
  /// background's opposite (black on white; on black, colour 7). Reverse swaps the two.
  public func colours(of shown: ShownStyle, depth: ColorDepth, background: Background) -> (
    foreground: RGB, background: RGB
  ) {
    let defaultForeground = background == .light ? (0.0, 0.0, 0.0) : rgb(7)
    let defaultBackground = background == .light ? (255.0, 255.0, 255.0) : (0.0, 0.0, 0.0)
    let brightens = depth != .full256 && shown.attributes.contains(.bold)
    let foreground =
      shown.foreground.map { index in rgb(brightens && index < 8 ? Int(index) + 8 : Int(index)) } ?? defaultForeground
    let backdrop = shown.background.map { rgb(Int($0)) } ?? defaultBackground
    return shown.attributes.contains(.reverse) ? (backdrop, foreground) : (foreground, backdrop)
  }

  /// WCAG relative luminance of an sRGB colour (WCAG's 0.03928 and sRGB's 0.04045 knee give
  /// the same values for whole channels: none lies between 10.02 and 10.31).
  public static func luminance(_ color: RGB) -> Double {
    let linear = { ColourVision.linear($0 / 255) }
    return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
  }

  /// WCAG contrast ratio of two sRGB colours (1 to 21).
  public static func contrast(_ first: RGB, _ second: RGB) -> Double {
    let a = luminance(first)
    let b = luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
