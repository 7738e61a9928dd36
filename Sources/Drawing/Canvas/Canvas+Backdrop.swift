// MARK: - Backdrop

/// The cells of the part of a game's frame that stays the same from frame to frame (a level's
/// terrain, walls or table), kept by the canvas with what they were drawn for.
@usableFromInline struct BackdropCache: Sendable {
  /// What the cells show, as the painter named it (a level, where the view is, a door's state):
  /// boxed, so a canvas stays plain to copy (an existential in it made every copy of a canvas
  /// ask the runtime for its layout: 4 % of a Paddles frame).
  @usableFromInline var key: KeyBox?
  /// The canvas they were drawn on.
  @usableFromInline var size = Size(width: 0, height: 0)
  @usableFromInline var capabilities = Capabilities.full
  /// The whole canvas once the backdrop was drawn on a blank one.
  @usableFromInline var cells: [Cell] = []

  init() {}

  /// Whether the cells are what `key` draws on a canvas of `size` and `capabilities`.
  /// Inlined into the painter's module, so the cast is to a type known there.
  @inlinable
  func holds<Key: Hashable & Sendable>(_ key: Key, size: Size, capabilities: Capabilities) -> Bool {
    guard self.size == size, self.capabilities == capabilities, let kept = self.key?.value as? Key else { return false }
    return kept == key
  }

  /// A painter's key, kept by reference.
  @usableFromInline final class KeyBox: Sendable {
    @usableFromInline let value: any Hashable & Sendable

    @usableFromInline init(_ value: any Hashable & Sendable) { self.value = value }
  }
}

extension Canvas {
  /// Draws what `draw` draws for `key` on this blank canvas, or copies it from the frame that
  /// last drew the same `key` at this size and with these capabilities.
  ///
  /// A painter names by `key` everything its backdrop depends on (the level, where the view is,
  /// the state of a door); `draw` must draw nothing else, and the backdrop comes first in the
  /// frame, on a canvas just reset: a hit copies the whole canvas. A frame whose static layers
  /// cost tens of thousands of instructions (Lander's terrain, Maze's walls) then costs one
  /// copy of its cells, and drawing the same frame twice makes the same cells either way.
  @inlinable
  public mutating func backdrop<Key: Hashable & Sendable>(_ key: Key, draw: (inout Canvas) -> Void) {
    if backdropCache.holds(key, size: size, capabilities: capabilities) {
      // Still in place from the frame before (`reset` put back the rows drawn over it), or
      // copied whole.
      if showsOldBackdrop && base === backdropCache.key {
        showsOldBackdrop = false
      } else {
        copyBackdrop()
      }
      return
    }
    settle()
    assert(cells.allSatisfy { $0 == .blank }, "a backdrop is drawn first, on a blank canvas")
    draw(&self)
    keepBackdrop(BackdropCache.KeyBox(key))
  }

  /// Takes the backdrop `other` kept, as the next frame's canvas takes over from the one just
  /// shown (a session draws into two canvases in turn; the backdrop stays with the drawing).
  public mutating func takeBackdrop(from other: inout Canvas) {
    swap(&backdropCache, &other.backdropCache)
  }

  /// Lets go of the backdrop kept (a copy of a canvas kept only to compare with needs none).
  package mutating func forgetBackdrop() {
    backdropCache = BackdropCache()
  }

  /// Keeps the cells drawn now as the backdrop of `key`: into the kept storage when it has the
  /// room, so a new key (a new level, the view moved) allocates only when the canvas grew.
  @usableFromInline mutating func keepBackdrop(_ key: BackdropCache.KeyBox) {
    // What was drawn is the backdrop: the frame goes on from it.
    (base, written) = (key, RowMarks())
    backdropCache.key = key
    backdropCache.size = size
    backdropCache.capabilities = capabilities
    backdropCache.cells.removeAll(keepingCapacity: true)
    backdropCache.cells.append(contentsOf: grid)
  }

  /// Copies the kept backdrop over the whole canvas (`copy(_:to:count:)`, 4 KiB at a time).
  @usableFromInline mutating func copyBackdrop() {
    guard backdropCache.cells.count == grid.count else { return }
    (base, written, showsOldBackdrop) = (backdropCache.key, RowMarks(), false)
    grid.withUnsafeMutableBufferPointer { target in
      backdropCache.cells.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        Self.copy(from, to: to, count: source.count)
      }
    }
  }
}
