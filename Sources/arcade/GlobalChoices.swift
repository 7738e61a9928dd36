import ArcadeKit
import Drawing

/// The global options' values as a plain value: what `LiveArcade` is made from. The bare
/// `arcade` starts from the defaults without the argument parser (`Arcade.main`'s fast path).
struct GlobalChoices: Equatable {
  var ascii = false
  var noColor = false
  var plain = false
  var background: BackgroundSetting?
  var levelsDirectory: String?
  var scoresFile: String?
}
