/// How `Canvas.centeredPanel` places each line inside its frame.
public enum PanelAlignment: Sendable, Hashable {
  /// Each line centred on its own length (messages, short notices).
  case centered
  /// Every line starting at the panel's left margin, so columns line up (key tables).
  case leading
}
