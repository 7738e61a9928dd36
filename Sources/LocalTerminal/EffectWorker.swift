import ArcadeKit
import Launcher
import Session

#if canImport(Glibc)
  import Glibc
#endif

/// Carries out, on a thread of its own, the effects that read or write the score file (the
/// score flow's check and save), so the local host's loop never waits on a file: a save into a
/// large store, or one slowed by a busy disk, leaves the game and the "Saving your score" panel
/// stepping and drawing while it runs.
///
/// It keeps the request protocol: the host hands it an effect (`carryOut`), the answer comes back
/// to the scene that asked, whenever it is done (`takeFinished`), as on the server. Effects are
/// done one at a time in the order asked. Every other effect (the network, the screens that are
/// opened, settings, a closing session's scores) is answered at once on the loop, as before.
/// The worker's wake descriptor becomes readable when an answer is ready, for the loop's `poll`.
public final class EffectWorker: @unchecked Sendable {
  private let effects: SessionEffects
  // Allocated, not stored properties: pthread objects must not move, and `&property` gives
  // Swift leave to pass a temporary copy.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let workArrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let workDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  /// Effects asked for and not yet started, oldest first.
  private var queued: [SessionEffect] = []
  /// Effects done, with their answers, not yet handed back.
  private var finished: [(asked: SessionEffect, replies: [EffectReply])] = []
  /// Whether the thread is carrying out an effect now.
  private var running = false
  /// Whether the thread is to end once nothing is left to do (`shutDown`).
  private var stopping = false
  private var thread: pthread_t?
  /// The pipe that wakes the loop: the worker writes a byte to `wakeWriter` with each answer.
  private let wakeReader: Int32
  private let wakeWriter: Int32

  /// A worker carrying out `effects`; its thread starts with the first effect it is given.
  public init(effects: SessionEffects) {
    self.effects = effects
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
    } else {
      ends = [-1, -1]
    }
    wakeReader = ends[0]
    wakeWriter = ends[1]
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(workArrived, nil)
    pthread_cond_init(workDone, nil)
  }

  deinit {
    // The thread holds the worker while it lives: a worker that ends has none running.
    if wakeReader >= 0 { close(wakeReader) }
    if wakeWriter >= 0 { close(wakeWriter) }
    pthread_cond_destroy(workDone)
    pthread_cond_destroy(workArrived)
    pthread_mutex_destroy(mutex)
    workDone.deallocate()
    workArrived.deallocate()
    mutex.deallocate()
  }

  /// Readable while answers wait to be handed back (`takeFinished`); -1 when no pipe could be
  /// made, and then every effect is carried out at once on the loop.
  public var wakeDescriptor: Int32 { wakeReader }

  /// Whether `asked` is carried out off the loop: the score file's check and save of a session
  /// that goes on (a closing session's score is kept, to be saved as the arcade exits).
  public static func runsOffTheLoop(_ asked: SessionEffect) -> Bool {
    guard !asked.closing, case .scene(.request(let request)) = asked.effect else { return false }
    return request.kind == ObjectIdentifier(CheckScore.self) || request.kind == ObjectIdentifier(SaveScore.self)
  }

  // MARK: - The loop's side

  /// Carries out `asked`: off the loop when `runsOffTheLoop` (nil now: its replies come with
  /// `takeFinished`), else at once, returning its replies for the host to deliver.
  public func carryOut(_ asked: SessionEffect, network: (any NetworkLink)?) -> [EffectReply]? {
    guard Self.runsOffTheLoop(asked), wakeReader >= 0 else {
      return effects.replies(to: asked, network: network)
    }
    pthread_mutex_lock(mutex)
    guard !stopping, startThreadIfNeeded() else {
      pthread_mutex_unlock(mutex)
      return effects.replies(to: asked, network: network)
    }
    queued.append(asked)
    pthread_cond_signal(workArrived)
    pthread_mutex_unlock(mutex)
    return nil
  }

  /// The effects done off the loop since the last call, with their replies, in the order asked,
  /// for the host to deliver to the scenes that asked. Never waits.
  public func takeFinished() -> [(asked: SessionEffect, replies: [EffectReply])] {
    drainWakes()
    pthread_mutex_lock(mutex)
    let ready = finished
    finished.removeAll()
    pthread_mutex_unlock(mutex)
    return ready
  }

  /// Waits until every effect asked for is done (its answer ready for `takeFinished`): before
  /// the session closes, so a score being saved is saved once, and before the arcade exits.
  public func waitUntilIdle() {
    pthread_mutex_lock(mutex)
    while running || !queued.isEmpty { pthread_cond_wait(workDone, mutex) }
    pthread_mutex_unlock(mutex)
  }

  /// Lets the thread end once the effects asked for are done; later effects are carried out on
  /// the loop. The host calls it as it exits, after `waitUntilIdle`.
  public func shutDown() {
    pthread_mutex_lock(mutex)
    stopping = true
    pthread_cond_signal(workArrived)
    pthread_mutex_unlock(mutex)
  }

  /// Whether an effect is asked for or being carried out.
  public var isBusy: Bool {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return running || !queued.isEmpty
  }

  // MARK: - The thread's side

  /// Starts the thread unless it runs (called holding the mutex); false when it cannot start.
  /// It sleeps while there is nothing to do, and ends after `shutDown`.
  private func startThreadIfNeeded() -> Bool {
    guard thread == nil else { return true }
    var started = pthread_t()
    // The thread holds the worker until it ends.
    let worker = Unmanaged.passRetained(self).toOpaque()
    let result = pthread_create(
      &started, nil,
      { raw in
        Unmanaged<EffectWorker>.fromOpaque(raw!).takeRetainedValue().work()
        return nil
      }, worker)
    guard result == 0 else {
      Unmanaged<EffectWorker>.fromOpaque(worker).release()
      return false
    }
    pthread_detach(started)
    thread = started
    return true
  }

  /// The thread's loop: the oldest effect asked for, carried out without the mutex held.
  private func work() {
    // The loop's thread takes the signals (a resize, Ctrl-Z, a termination): this one only
    // the faults its own code could raise.
    var blocked = sigset_t()
    sigfillset(&blocked)
    for fault in [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS] { sigdelset(&blocked, fault) }
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    pthread_mutex_lock(mutex)
    while true {
      while queued.isEmpty && !stopping { pthread_cond_wait(workArrived, mutex) }
      guard !queued.isEmpty else { break }
      let asked = queued.removeFirst()
      running = true
      pthread_mutex_unlock(mutex)
      let replies = effects.replies(to: asked, network: nil)
      pthread_mutex_lock(mutex)
      running = false
      finished.append((asked, replies))
      signalAnswer()
      pthread_cond_broadcast(workDone)
    }
    thread = nil
    pthread_mutex_unlock(mutex)
  }

  /// Wakes the loop (called holding the mutex).
  private func signalAnswer() {
    var byte: UInt8 = 1
    _ = write(wakeWriter, &byte, 1)
  }

  /// Empties the wake pipe.
  private func drainWakes() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(wakeReader, $0.baseAddress, $0.count) }) > 0 {}
  }
}
