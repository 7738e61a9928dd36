/// The arcade's version: what `arcade --version` and `arcade serve --version` print, and what
/// its replays say made them.
public enum ArcadeVersion {
  /// This build's version.
  public static let current = "0.1.0"
}
