import ArcadeKit
import Session

extension RunnerEffects {
  /// Carries out a session's effect with this client and `network`, and returns the answers to
  /// hand back (`ArcadeSession.deliver`), in order: the one way every host does the work.
  ///
  /// `.suspend` is the host's own business (it stops the process) and is not answered here.
  public func replies(to effect: HostEffect, network: (any NetworkLink)?) -> [EffectReply] {
    switch effect {
    case .suspend:
      return []
    case .saveSettings(let old, let new):
      guard let problem = saveSettings(old, new) else { return [] }
      return [.commands([.push(NoticeScene(
        title: "Settings not saved", lines: [problem, "They apply until you leave the arcade."]))])]
    case .scene(let sceneEffect):
      return replies(to: sceneEffect, network: network)
    }
  }

  /// The answers to a scene's effect.
  private func replies(to effect: Effect, network: (any NetworkLink)?) -> [EffectReply] {
    switch effect {
    case .writeFile(let path, let contents):
      return [.result(writeFile(path, contents))]
    case .submitScore(let submission):
      return [.commands(submitScore(submission) { _ in true })]
    case .loadReplays(let board):
      return [.result(.replays(board: board, loadReplays(board)))]
    case .open(let request):
      do {
        return [.commands([.push(try openScene(request))])]
      } catch {
        return [.result(.openFailed(message: "\(error)"))]
      }
    case .network(let request):
      guard let network else {
        return [.result(.network(.failed(message: "Network play is not available here.")))]
      }
      return network.perform(request).map { .result(.network($0)) }
    case .sound, .applySettings:
      return []  // the session's own: it writes the bell and applies the settings
    }
  }
}
