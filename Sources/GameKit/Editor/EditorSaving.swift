import ArcadeKit
import Drawing
import Levels

// MARK: - EditorSaving

/// Saving, as every editor does it: the name asked for at a new level's first save, the write in
/// flight (through the one atomic writer, `Effect.writeFile`), what came of it, and where the
/// next save goes. The editor keeps its own message and baseline; this keeps the file.
public struct EditorSaving<Level: GameLevel>: Sendable {
  /// Where saving writes.
  public private(set) var target: LevelSaveTarget
  /// Whether the target file holds the last saved level (false for a new level or a copy).
  public private(set) var hasFile: Bool
  /// Whether anything was saved since the editor opened.
  public private(set) var savedSomething = false
  /// The field the name is typed in while the first save asks for one.
  public private(set) var nameField: TextField?
  /// A write in flight: the path, and the level it carries.
  private var pending: Pending?

  private struct Pending: Sendable {
    var path: String
    var level: Level
  }

  /// What a key did to the name being typed.
  public enum Naming: Hashable, Sendable {
    /// Still typing.
    case typing
    /// Esc: no name, no save.
    case cancelled
    /// Enter on an empty name.
    case empty
    /// Enter: the name, trimmed.
    case named(String)
  }

  /// What a write's result meant.
  public enum Outcome: Sendable {
    /// `level` is on disk at `path`.
    case saved(Level, path: String)
    /// The write failed; nothing changed on disk.
    case failed(reason: String)
  }

  /// Saving to `target`; `hasFile` when the file there holds the level opened.
  public init(target: LevelSaveTarget, hasFile: Bool) {
    self.target = target
    self.hasFile = hasFile
  }

  // MARK: - The name

  /// Whether the name is being asked for.
  public var isNaming: Bool { nameField != nil }

  /// Asks for a name (the first save of a new level).
  public mutating func askName() {
    nameField = TextField(maximumLength: LevelLimits.maxNameLength, counting: .unicodeScalars)
  }

  /// A key while the name is asked for.
  public mutating func handleNaming(_ key: Key) -> Naming {
    switch key {
    case .escape:
      nameField = nil
      return .cancelled
    case .enter:
      let trimmed = (nameField?.text ?? "").trimmingSpaces
      guard !trimmed.isEmpty else { return .empty }
      nameField = nil
      return .named(trimmed)
    default:
      nameField?.handle(key, accepts: Self.acceptsInName)
      return .typing
    }
  }

  /// Text pasted while the name is asked for.
  public mutating func paste(_ text: String) {
    nameField?.paste(text, accepts: Self.acceptsInName)
  }

  /// Whether a typed or pasted character may go into a level's name: names are one line of at
  /// most 60 scalars and may not hold '#' (it starts a comment).
  public static func acceptsInName(_ character: Character) -> Bool {
    character != "#" && !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  // MARK: - Writing

  /// The write of `level` (named `level.name`), remembered until its result comes; nil when no
  /// folder is known to write a new level in.
  public mutating func write(_ level: Level) -> Command? {
    guard let path = target.path(forName: level.name) else { return nil }
    pending = Pending(path: path, level: level)
    return .perform(.writeFile(path: path, contents: LevelWriter.write(level.document())))
  }

  /// What `result` meant for the write in flight (nil: it was not about it).
  public mutating func finish(_ result: EffectResult) -> Outcome? {
    guard let pending else { return nil }
    switch result {
    case .fileWritten(let path) where path == pending.path:
      self.pending = nil
      target = .file(path)
      savedSomething = true
      hasFile = true
      return .saved(pending.level, path: path)
    case .fileWriteFailed(let path, let reason) where path == pending.path:
      self.pending = nil
      return .failed(reason: reason)
    default:
      return nil
    }
  }

  /// The message when no folder is known for a new level.
  public static var noFolderMessage: String {
    "No folder for your levels: set HOME or XDG_DATA_HOME, or run 'arcade edit \(Level.game) FILE'."
  }

  // MARK: - Drawing

  /// The name prompt over the screen, while it is asked for.
  public func drawNamePrompt(title: String, into canvas: inout Canvas) {
    guard let nameField else { return }
    let view = nameField.view(width: max(1, canvas.width - 8))
    let line = "> " + view.text
    let panel = canvas.centeredPanel(title: title, lines: [line, "", "Enter: save   Esc: cancel"], style: .bold)
    canvas.markField(view, line: line, row: 0, of: panel)
  }
}
