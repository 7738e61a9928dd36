import Drawing

// MARK: - TimeText

/// The one way a time reads, in a game, on the boards, in `arcade scores` and in the Maze level
/// list: seconds with hundredths, `30.55 s` (a minute and more stays in seconds, `75.20 s`).
///
/// Hundredths tell apart any two runs of a 60-updates-a-second clock (an update is 16.7 ms),
/// and one unit everywhere means a time on the screen can be found on the board as written.
public enum TimeText {
  /// `milliseconds` rounded to the nearest hundredth of a second: 30550 → "30.55 s".
  public static func seconds(milliseconds: Int) -> String {
    line(milliseconds: milliseconds).description
  }

  /// `seconds(milliseconds:)` as a `TextLine`, made with no allocation (a game's clock is drawn
  /// every frame).
  public static func line(milliseconds: Int) -> TextLine {
    let hundredths = (milliseconds.magnitude + 5) / 10
    let (whole, fraction) = (Int(hundredths / 100), Int(hundredths % 100))
    return "\(milliseconds < 0 ? "-" : "")\(whole).\(fraction < 10 ? "0" : "")\(fraction) s"
  }
}
