import Catalog
import Drawing
import GameKit
import TestSupport
import Testing

/// Nothing is told by colour alone: every set of things a game tells apart by how they are drawn
/// (`ColourCues`, declared by each registered game, and the editors' piece the check points at)
/// is checked in every palette the arcade uses (256 colours, 16 and 8 in xterm's and VGA's
/// palettes, each on a dark and a light background), as the terminal shows each cue
/// (`Style.shown(with:)`). Two cues with one mark (glyph, place, reverse or underline) must look
/// different to typical vision and under simulated protanopia, deuteranopia and tritanopia
/// (Machado 2009): a CIEDE2000 difference of at least `threshold`. Without colour, their
/// attributes must differ.
@Suite struct ColourCueTests {
  /// The least CIEDE2000 difference between two cues told apart by colour alone.
  ///
  /// 2.3 is the difference just noticed between two large patches side by side (Sharma 2003);
  /// the difference needed grows as marks shrink (Stone, Szafir and Setlur 2014), and a
  /// terminal glyph is a few pixels wide, seldom beside the one it is told from, and read
  /// while playing. 10 asks about four times the patches' threshold. The pairs it found were
  /// far below it: Lander's green and yellow readings to a protanope, 3.7 at 256 colours; its
  /// ship and grey ghost, 5.4 at 16 colours and 0 on a light terminal (one colour index); Maze's
  /// start and open door in ASCII, 1.6 to a deuteranope on a light terminal.
  static let threshold = 10.0

  static let depths: [ColorDepth] = [.full256, .sixteen, .eight]

  /// Every set of cues: each registered game's (with Unicode glyphs or in ASCII) and, as every
  /// game with an editor draws its pieces through the kit's, the editors'.
  static func cueSets(unicode: Bool) -> [ColourCues] {
    let entries = GameCatalog.registry(fileSystem: .live).entries
    let editors = entries.contains { $0.makeEditor != nil } ? EditorPiece.problemCues : []
    return entries.flatMap { $0.colourCues(unicode) } + editors
  }

  /// What shows a cue whatever its colour: its mark, and reverse or underline if it has them.
  static func marking(_ cue: ColourCues.Cue) -> String {
    let attributes = cue.style.attributes
    return cue.mark + (attributes.contains(.reverse) ? " reversed" : "")
      + (attributes.contains(.underline) ? " underlined" : "")
  }

  /// The pairs of cues in `set` that only their styles tell apart.
  static func pairsByStyleAlone(in set: ColourCues) -> [(ColourCues.Cue, ColourCues.Cue)] {
    set.cues.indices.flatMap { first in
      set.cues.indices.filter { $0 > first && marking(set.cues[$0]) == marking(set.cues[first]) }.map {
        (set.cues[first], set.cues[$0])
      }
    }
  }

  @Test func everyGameSaysWhatItsColoursTell() {
    let registry = GameCatalog.registry(fileSystem: .live)
    for entry in registry.entries {
      #expect(!entry.colourCues(true).isEmpty, "\(entry.id) declares no colour cues")
    }
  }

  @Test(arguments: [true, false], depths)
  func cuesToldApartByColourAloneLookDifferentToEveryVision(unicode: Bool, depth: ColorDepth) {
    for set in Self.cueSets(unicode: unicode) {
      for (first, second) in Self.pairsByStyleAlone(in: set) {
        for background in Background.allCases {
          let capabilities = Capabilities(unicode: unicode, colorDepth: depth, background: background)
          for palette in depth == .full256 ? [TerminalPalette.xterm] : [.xterm, .vga] {
            let a = palette.colours(of: first.style.shown(with: capabilities), depth: depth, background: background)
            let b = palette.colours(of: second.style.shown(with: capabilities), depth: depth, background: background)
            for vision in ColourVision.allCases {
              let difference = vision.difference(a.foreground, b.foreground)
              #expect(
                difference >= Self.threshold,
                """
                \(set.name): "\(first.meaning)" and "\(second.meaning)" differ by \((difference * 10).rounded() / 10) \
                to \(vision) at \(depth.rawValue) colours on \(background) (\(palette)): change a colour or add a mark
                """)
            }
          }
        }
      }
    }
  }

  @Test(arguments: [true, false])
  func cuesToldApartByColourAloneDifferInAttributesWithoutColour(unicode: Bool) {
    for set in Self.cueSets(unicode: unicode) {
      for (first, second) in Self.pairsByStyleAlone(in: set) {
        #expect(
          first.monochrome != second.monochrome,
          "\(set.name): \"\(first.meaning)\" and \"\(second.meaning)\" look the same without colour")
      }
    }
  }

  @Test func aPairOfOneMarkIsCheckedAndAMarkOrUnderlineSetsAPairFree() {
    // The rule the checks rest on, on made-up cues: one mark is a pair by style alone; another
    // mark, or underline, is not.
    let yellow = ColourCues.Cue("yellow", style: Style(foreground: .brightYellow), mark: "●")
    let green = ColourCues.Cue("green", style: Style(foreground: .brightGreen), mark: "●")
    let marked = ColourCues.Cue("green", style: Style(foreground: .brightGreen), mark: "▲")
    let underlined = ColourCues.Cue("green", style: Style(foreground: .brightGreen, attributes: .underline), mark: "●")
    #expect(Self.pairsByStyleAlone(in: ColourCues("one mark", [yellow, green])).count == 1)
    #expect(Self.pairsByStyleAlone(in: ColourCues("two marks", [yellow, marked])).isEmpty)
    #expect(Self.pairsByStyleAlone(in: ColourCues("underlined", [yellow, underlined])).isEmpty)
    // And yellow against green at 256 colours on black (Lander's readings before their marks)
    // is a pair a protanope cannot tell apart: 3.7.
    let capabilities = Capabilities(unicode: true, colorDepth: .full256, background: .dark)
    let a = TerminalPalette.xterm.colours(
      of: yellow.style.shown(with: capabilities), depth: .full256, background: .dark)
    let b = TerminalPalette.xterm.colours(of: green.style.shown(with: capabilities), depth: .full256, background: .dark)
    #expect(abs(ColourVision.protanopia.difference(a.foreground, b.foreground) - 3.7) < 0.05)
  }
}
