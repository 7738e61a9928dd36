import ArcadeKit
import Drawing
import NIOCore
import NIOWebSocket

/// A ranked run on its page (`/runs/ID`), behind the page's `PageSocketHandler`: first the run's
/// length, pace and markers, then a frame of it thirty times a second while it plays, each
/// with the step shown; the page's play, pause, seek and speed move the `RunViewer`.
final class RunPageHandler: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame

  private var viewer: RunViewer
  private let markers: [RunMarker]
  private let onClose: @Sendable () -> Void
  private var frames = WebFrameEncoder()
  private var size: Size
  private var context: ChannelHandlerContext?
  private var tick: Scheduled<Void>?
  private var lastTick = 0.0
  /// When a frame was last sent.
  private var lastShown = -Double.infinity
  /// Whether a change waits for the next tick to be shown.
  private var showOwed = false
  /// The status last sent (step, playing, speed), so an unchanged one is not sent again.
  private var sentStatus: (Int, Bool, Double)?

  /// Frames a second while the run plays.
  static let framesPerSecond = 30.0

  /// The page of `viewer`'s run with its `markers`, drawn at `size` until the page says its own;
  /// `onClose` runs when the page goes.
  init(viewer: RunViewer, markers: [RunMarker], size: Size, onClose: @escaping @Sendable () -> Void) {
    self.viewer = viewer
    self.markers = markers
    self.size = size
    self.onClose = onClose
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    context.writePageMessage(describe(), flushing: false)
    lastTick = ServerClock.now()
    show()
    scheduleTick()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
  }

  func channelInactive(context: ChannelHandlerContext) {
    tick?.cancel()
    tick = nil
    onClose()
    context.fireChannelInactive()
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    guard let message = event as? PageMessage else { return context.fireUserInboundEventTriggered(event) }
    // Only ticks play the run (a flood of messages plays nothing more); a run at rest starts
    // its time again now.
    if !viewer.playing, viewer.seeking == nil { lastTick = ServerClock.now() }
    defer { scheduleTick() }
    switch message {
    case .play: viewer.play()
    case .pause: viewer.pause()
    case .seek(let step): viewer.seek(to: step)
    case .speed(let multiple): viewer.setSpeed(multiple)
    case .resize(let newSize): size = newSize
    case .input(.key(let key)): control(key)
    case .input: break
    }
    // Shown now when no frame was sent within a frame's time, else by the next tick: a page's
    // flood of messages draws no more than thirty frames a second.
    if tick == nil, ServerClock.now() - lastShown >= 1 / Self.framesPerSecond {
      show()
    } else {
      showOwed = true
    }
  }

  /// The keys of the run's page: Space plays or pauses, ← and → move five seconds, Home and End
  /// go to the start and the end, - and + change the speed.
  private func control(_ key: Key) {
    let fiveSeconds = Int(viewer.stepsPerSecond * 5)
    switch key {
    case .character(" "): viewer.playing ? viewer.pause() : viewer.play()
    case .left: viewer.seek(to: viewer.step - fiveSeconds)
    case .right: viewer.seek(to: viewer.step + fiveSeconds)
    case .home: viewer.seek(to: 0)
    case .end: viewer.seek(to: viewer.steps)
    case .character("-"): viewer.setSpeed(viewer.speed / 2)
    case .character("+"), .character("="): viewer.setSpeed(viewer.speed * 2)
    default: break
    }
  }

  /// Plays what the time since the last tick brings.
  private func advance() {
    let now = ServerClock.now()
    viewer.advance(by: now - lastTick)
    lastTick = now
  }

  /// Sends the frame and the status, where they changed.
  private func show() {
    guard let context else { return }
    lastShown = ServerClock.now()
    showOwed = false
    if let message = frames.message(for: viewer.render(size: size)) {
      context.writePageMessage(message, flushing: false)
    }
    let status = (viewer.step, viewer.playing, viewer.speed)
    if sentStatus.map({ $0 != status }) ?? true {
      sentStatus = status
      let text = #"{"t":"at","n":\#(status.0),"p":\#(status.1),"x":\#(status.2)}"#
      context.writePageMessage(Array(text.utf8), flushing: false)
    }
    context.flush()
  }

  /// Ticks at `framesPerSecond` while the run plays, a seek is on its way or a change waits to
  /// be shown; none while paused.
  private func scheduleTick() {
    guard tick == nil, viewer.playing || viewer.seeking != nil || showOwed, let loop = context?.eventLoop else {
      return
    }
    tick = loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(1e9 / Self.framesPerSecond))) { [self] in
      tick = nil
      advance()
      show()
      scheduleTick()
    }
  }

  /// `{"t":"run","steps":N,"sps":PACE,"markers":[[STEP,"LABEL"],…]}`.
  private func describe() -> [UInt8] {
    var out = Array(#"{"t":"run","steps":\#(viewer.steps),"sps":\#(viewer.stepsPerSecond),"markers":["#.utf8)
    for (index, marker) in markers.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: "[\(marker.step),\"".utf8)
      for scalar in marker.label.unicodeScalars { WebFrameEncoder.appendEscaped(scalar, to: &out) }
      out.append(contentsOf: "\"]".utf8)
    }
    out.append(contentsOf: "]}".utf8)
    return out
  }
}
