/// What a Balls screen says, read from the pane's text.
public enum BallsScreen {
  /// The status line's `removed/target` counter, if the bottom row shows one.
  public static func counter(in screen: String) -> (removed: Int, target: Int)? {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let status = lines.last(where: { $0.contains("Level") && $0.contains("Score") }),
      let match = status.firstMatch(of: /([0-9]+)\/([0-9]+)\s*$/),
      let removed = Int(match.1), let target = Int(match.2)
    else { return nil }
    return (removed, target)
  }
}
