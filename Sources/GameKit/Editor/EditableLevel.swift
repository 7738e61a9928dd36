import ArcadeKit
import Levels

// MARK: - EditableLevel

/// A level model the editing kit edits (`FieldEditorScene`): a field of pieces to pick, move,
/// resize, add and remove, and settings to raise and lower. The game says what its pieces are
/// and what an edit does to them; the kit does the rest (cursor, choosing, carrying, undo, the
/// live check, generate, play-test, share and save).
///
/// Every edit returns an `EditorChange`; it may leave the level one the game's check refuses
/// (the check panel says why, and saving waits until it passes), but never one the level's
/// own fields cannot hold.
public protocol EditableLevel: GeneratedLevel {
  /// The level's name (the first save of a new level sets it).
  var name: String { get set }
  /// What the editor calls one level (`Holes table`), for its title.
  static var editorNoun: String { get }
  /// The level a new file starts from.
  static func newLevel() -> Self

  /// The field's size, world units; nil for a game whose levels have no field (Balls): the
  /// editor then shows its settings alone, and the arrows choose and change them.
  var fieldSize: (width: Double, height: Double)? { get }
  /// How many cursor steps cross the field (the cursor's positions are whole steps, so what it
  /// places lies on round numbers).
  var cursorSteps: (columns: Int, rows: Int) { get }
  /// The pieces on the field, in the order `g` visits them.
  var pieces: [EditorPiece] { get }
  /// Shapes drawn faintly under the pieces, not chosen (Paddles' serve band).
  var backdrop: [EditorShape] { get }
  /// The ground's height (y down) at `x`, world units, the field filled below it (Lander's
  /// terrain); nil for a level with no ground.
  func groundHeight(atField x: Double) -> Double?
  /// What `i` and `o` add, in that order (`hole`, `wall`); empty: nothing is added.
  static var additions: [String] { get }

  /// The addition a mouse drag across empty field draws, corner to corner (a wall, an obstacle);
  /// nil: a drag there draws nothing.
  static var drawnAddition: Int? { get }

  /// Adds one of `additions[kind]` at (`x`, `y`).
  mutating func add(_ kind: Int, x: Double, y: Double) -> EditorChange
  /// Adds one of `additions[kind]` (a box) with corners at `from` and `to`, world units.
  mutating func draw(_ kind: Int, from: (x: Double, y: Double), to: (x: Double, y: Double)) -> EditorChange
  /// Moves piece `index` by (`dx`, `dy`) world units (carried by the cursor or the mouse).
  mutating func move(_ index: Int, dx: Double, dy: Double) -> EditorChange
  /// Makes piece `index` larger or smaller by whole cursor steps across and down.
  mutating func resize(_ index: Int, columns: Int, rows: Int) -> EditorChange
  /// Removes piece `index`.
  mutating func remove(_ index: Int) -> EditorChange
  /// Changes what piece `index` is, in turn (a portal's colour, a pad's multiplier).
  mutating func cycle(_ index: Int) -> EditorChange
  /// Makes the field larger or smaller by whole cursor steps (a Holes table's size).
  mutating func resizeField(columns: Int, rows: Int) -> EditorChange

  /// The numbers that are no piece, as the panel lists them.
  var settings: [EditorSetting] { get }
  /// Raises (positive) or lowers setting `index` by `steps` of its own step.
  mutating func adjust(_ index: Int, by steps: Int) -> EditorChange

  /// The piece a field of the canonical document belongs to: the `occurrence`th (from 0) field
  /// named `key`; the live check marks it. Nil when it is none.
  func piece(forField key: String, occurrence: Int) -> Int?
  /// Lines the check panel shows under the check (Balls: what the computer clears).
  func hints() -> [String]
}

extension EditableLevel {
  public var backdrop: [EditorShape] { [] }
  public func groundHeight(atField x: Double) -> Double? { nil }
  public static var additions: [String] { [] }
  public static var drawnAddition: Int? { nil }
  public var pieces: [EditorPiece] { [] }

  public mutating func add(_ kind: Int, x: Double, y: Double) -> EditorChange {
    .refused("Nothing is added to a \(Self.editorNoun.lowercased()).")
  }
  public mutating func draw(_ kind: Int, from: (x: Double, y: Double), to: (x: Double, y: Double)) -> EditorChange {
    .refused("Nothing is drawn with the mouse here.")
  }
  public mutating func move(_ index: Int, dx: Double, dy: Double) -> EditorChange {
    .refused("That stays where it is.")
  }
  public mutating func resize(_ index: Int, columns: Int, rows: Int) -> EditorChange {
    .refused("That has one size.")
  }
  public mutating func remove(_ index: Int) -> EditorChange {
    .refused("That stays on the level; move it instead.")
  }
  public mutating func cycle(_ index: Int) -> EditorChange {
    .refused("That has nothing to change in turn.")
  }
  public mutating func resizeField(columns: Int, rows: Int) -> EditorChange {
    .refused("The field of a \(Self.editorNoun.lowercased()) has one size.")
  }
  public func piece(forField key: String, occurrence: Int) -> Int? { nil }
  public func hints() -> [String] { [] }

  /// The first reason the game refuses the level as it stands (its own check, as a file of it
  /// is read), with the canonical field it points at; nil when it can be played.
  public func problem() -> (message: String, piece: Int?)? {
    // A new level is named at its first save; until then it is checked under a stand-in name.
    var named = self
    if named.name.isEmpty { named.name = "Unnamed" }
    let document = named.document()
    do {
      _ = try Self(document: document, path: "<editing>")
      return nil
    } catch {
      // The field on the error's line, and how many fields of its key come before it.
      let fields = document.fields
      guard let index = fields.firstIndex(where: { $0.line == error.line }) else { return (error.message, nil) }
      let key = fields[index].key
      let occurrence = fields[..<index].filter { $0.key == key }.count
      return (error.message, piece(forField: key, occurrence: occurrence))
    }
  }
}
