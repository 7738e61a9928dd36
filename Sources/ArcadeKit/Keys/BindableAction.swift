/// Something a player does with a key in one game (or everywhere): what `KeyMap` binds.
///
/// The raw value is the action's name in the settings file (`tilt-up`); the order of
/// `allCases` is the order help lists the actions in.
public protocol BindableAction: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
  /// What the action does, as help says it ("tilt up").
  var summary: String { get }
  /// The keys it has by default whatever the keyboard (arrows, named letters).
  var defaultKeys: [Key] { get }
  /// Default keys chosen for where they sit on the keyboard (WASD, as on QWERTY): they move
  /// with the player's `KeyboardLayout`.
  var placedKeys: [Key] { get }
}

extension BindableAction {
  /// None, unless an action says so.
  public var placedKeys: [Key] { [] }
}
