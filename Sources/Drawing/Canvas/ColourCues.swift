/// Things the player tells apart on screen by how each is drawn (a reading's safety, a portal's
/// colour, a ball and its ghost): a game's declaration of what its colours mean, checked against
/// every palette for every kind of colour vision (`ColourCueTests`).
///
/// Two cues with different marks are told apart whatever their colours. Two with one mark are
/// told apart by their styles alone: their colours must then look different in every palette to
/// a player with protanopia, deuteranopia or tritanopia, and where the terminal has no colour
/// their attributes must differ.
public struct ColourCues: Sendable {
  /// One thing the player tells apart.
  public struct Cue: Sendable {
    /// What it tells the player.
    public var meaning: String
    /// How it is drawn where the terminal has colour.
    public var style: Style
    /// Its attributes where the terminal has no colour (a ghost dims there, say).
    public var monochrome: TextAttributes
    /// What shows it whatever its colour: its glyphs and any mark beside them (`!`), or where it
    /// is (`left`).
    public var mark: String

    /// A cue drawn with `style` (and `monochrome`'s attributes without colour: the style's own
    /// unless given), shown by `mark`.
    public init(_ meaning: String, style: Style, mark: String, monochrome: TextAttributes? = nil) {
      self.meaning = meaning
      self.style = style
      self.monochrome = monochrome ?? style.attributes
      self.mark = mark
    }
  }

  /// What the cues tell apart (`Lander: how a reading stands against its limit`).
  public var name: String
  /// The cues.
  public var cues: [Cue]

  /// Cues telling `name` apart.
  public init(_ name: String, _ cues: [Cue]) {
    self.name = name
    self.cues = cues
  }
}
