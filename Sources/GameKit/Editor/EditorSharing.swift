import ArcadeKit

// MARK: - EditorSharing

/// What every editor does with its `x` share: asks for the level's code, then shows it and
/// copies it to the clipboard (OSC 52, where the terminal allows it), or says why not.
public enum EditorSharing {
  /// The message once the code is shown.
  public static let sharedMessage = "Shared: the code is on the clipboard where the terminal allows it."

  /// The code shown in a notice titled for `noun` (`maze`), and copied.
  public static func show(code: String, noun: String) -> [Command] {
    [
      .perform(.copyToClipboard(code)),
      .push(
        NoticeScene(
          title: "Share this \(noun)",
          lines: [code, "", "On the clipboard where your terminal allows it (OSC 52).", "arcade open CODE plays it."])),
    ]
  }

  /// What the host's answer to `ShareLevel` means for an editor of `noun`s: the message for its
  /// status line, and the commands that show and copy the code.
  public static func answer(_ reply: ShareLevel.Reply, noun: String) -> (message: String, commands: [Command]) {
    switch reply {
    case .shared(let code): (sharedMessage, show(code: code, noun: noun))
    case .notShared(let reason): (notSharedMessage(reason), [])
    }
  }

  /// The message when the level could not be shared.
  public static func notSharedMessage(_ reason: String) -> String {
    "Not shared: \(reason)"
  }
}
