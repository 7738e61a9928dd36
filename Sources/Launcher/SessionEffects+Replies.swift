import ArcadeKit
import Session

extension SessionEffects {
  /// Carries out a session's effect with this client and `network`, and returns the answers to
  /// hand back (`ArcadeSession.deliver`), in order: the one way every host does the work.
  ///
  /// An effect of a closing session is carried out and answered with nothing: a score handed
  /// over then is kept, to be saved as the host exits. `.suspend` is the host's own business
  /// (it stops the process) and is not answered here.
  public func replies(to asked: SessionEffect, network: (any NetworkLink)?) -> [EffectReply] {
    switch asked.effect {
    case .suspend:
      return []
    case .saveSettings(let old, let new):
      guard let problem = saveSettings(old, new) else { return [] }
      return [
        .commands([
          .push(
            NoticeScene(
              title: "Settings not saved", lines: [problem, "They apply until you leave the arcade."]))
        ])
      ]
    case .scene(.submitScore(let submission)) where asked.closing:
      keepScore(submission)
      return []
    case .scene(let effect):
      let replies = replies(to: effect, settings: asked.settings, network: network)
      return asked.closing ? [] : replies
    }
  }

  /// The answers to a scene's effect.
  private func replies(to effect: Effect, settings: DisplaySettings, network: (any NetworkLink)?) -> [EffectReply] {
    switch effect {
    case .writeFile(let path, let contents):
      return [.result(writeFile(path, contents))]
    case .submitScore(let submission):
      return [.commands(submitScore(submission))]
    case .open(let request):
      do {
        return [.commands([.push(try handlers.makeScreen(request, settings: settings))])]
      } catch {
        // A host that lets its scenes open what it cannot make is wrong: every test stops here.
        if error is UnhandledRequest { assertionFailure("\(error)") }
        return [.result(.openFailed(message: "\(error)"))]
      }
    case .network(let request):
      guard let network else {
        return [.result(.network(.failed(message: "Network play is not available here.")))]
      }
      return network.perform(request).map { .result(.network($0)) }
    case .request(let asked):
      do {
        return [.result(.reply(try handlers.answer(asked)))]
      } catch {
        // A host that lets its scenes ask what it cannot answer is wrong: every test stops here.
        assertionFailure("\(error)")
        return []
      }
    case .sound, .applySettings, .copyToClipboard:
      return []  // the session's own: it writes the bell and applies the settings
    }
  }
}
