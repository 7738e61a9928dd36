import Drawing

/// A yes/no question over the current screen (leave the game? clear the maze?).
///
/// Y or Enter answers yes, N or Esc answers no, as the panel says (its own keys: a letter the
/// player bound to "back" answers nothing here); the panel closes itself first, then the
/// commands of the answer run. Over a game that cannot stop (a network match) it is made with
/// `keepsSceneBelowStepping`, and the game plays on under the question.
package struct ConfirmScene: Scene {
  public let question: String
  package let onYes: [Command]
  package let onNo: [Command]
  /// Whether the scene under the question keeps stepping while it is asked.
  package let keepsSceneBelowStepping: Bool

  /// Creates a question whose answers return `onYes` or `onNo` after closing the panel; with
  /// `keepsSceneBelowStepping` the scene below plays on while it is asked.
  public init(_ question: String, onYes: [Command], onNo: [Command] = [], keepsSceneBelowStepping: Bool = false) {
    self.question = question
    self.onYes = onYes
    self.onNo = onNo
    self.keepsSceneBelowStepping = keepsSceneBelowStepping
  }

  /// The question takes the place of a panel under it (a game's intro, its "Ready?"): one panel
  /// shows at a time.
  public var overlay: Overlay? { Overlay(hidesPanelsBelow: true, keepsSceneBelowStepping: keepsSceneBelowStepping) }
  public var minimumSize: Size { Size(width: 20, height: 6) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    guard let key = event.key else { return [] }
    if key == .enter || key.isLetter("y") { return [.pop] + onYes }
    if key == .escape || key.isLetter("n") { return [.pop] + onNo }
    return []
  }

  public func render(into canvas: inout Canvas) {
    canvas.centeredPanel(title: "Confirm", lines: [question, "", "Y / Enter: yes    N / Esc: no"], style: .bold)
  }
}
