import ArcadeKit
import GameKit
import Levels

extension ShareLevel {
  /// Answers an editor's share as `arcade share` does: the text read and checked by its game's
  /// format in `formats`, then written as a `LevelCode`; or what is wrong with it.
  public static func answer(formats: LevelFormats) -> @Sendable (ShareLevel) -> Reply {
    { asked in
      do {
        return .shared(code: LevelCode(level: try formats.parse(text: asked.text, path: "the level")).text)
      } catch {
        return .notShared(reason: "\(error)")
      }
    }
  }
}
