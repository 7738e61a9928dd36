import ArcadeKit
import CNcursesw

/// Colour pairs allocated on demand: each (foreground, background) combination gets one pair.
struct ColorPairs {
  private var pairs: [Int32: Int32] = [:]
  private var next: Int32 = 1
  private let limit: Int32

  /// Creates an empty table for a terminal offering `available` pairs.
  init(available: Int32) {
    limit = available
  }

  /// The pair number for foreground/background colour indexes (nil: the terminal's default).
  mutating func pair(foreground: Int16?, background: Int16?) -> Int32 {
    if foreground == nil && background == nil { return 0 }
    let fg = Int32(foreground ?? -1), bg = Int32(background ?? -1)
    let key = (fg + 1) << 16 | (bg + 1)
    if let existing = pairs[key] { return existing }
    guard next < limit else { return 0 }  // out of pairs: default colours, never garbage
    init_extended_pair(next, fg, bg)
    pairs[key] = next
    next += 1
    return next - 1
  }
}
