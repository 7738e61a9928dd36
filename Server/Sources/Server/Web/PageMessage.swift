import ArcadeKit
import Drawing
import FoundationEssentials

/// What a page sends over its WebSocket, one small JSON object a message: a key pressed or
/// let go, the mouse, the page's size in cells, and the controls of a run's page.
enum PageMessage: Equatable {
  /// Input for the session (a key, its release, the mouse).
  case input(InputEvent)
  /// The page now has room for `size` cells.
  case resize(Size)
  case play
  case pause
  /// Show step `step` of the run.
  case seek(Int)
  /// Play at `multiple` times the game's pace.
  case speed(Double)

  /// The longest message a page sends (a key, a click or a size is far less).
  static let maximumBytes = 256

  /// The message in `text`, or nil when it is none a page sends (ignored: a newer page, or a
  /// peer that is not one).
  ///
  /// `{"t":"k","k":KEY}` a key down (`"c":1` with Ctrl, `"s":1` with Shift), `"t":"u"` its
  /// release; KEY is the browser's `KeyboardEvent.key` (`ArrowUp`, `Escape`, `a`, `F1`).
  /// `{"t":"m","a":"press"|"drag"|"release"|"up"|"down","x":X,"y":Y}` the mouse at a cell,
  /// `{"t":"s","w":W,"h":H}` the size, `{"t":"play"}`, `{"t":"pause"}`, `{"t":"seek","n":STEP}`,
  /// `{"t":"speed","x":MULTIPLE}`.
  static func parse(_ bytes: [UInt8], screen: Size) -> PageMessage? {
    guard bytes.count <= maximumBytes, let fields = try? JSONDecoder().decode(Fields.self, from: Data(bytes)) else {
      return nil
    }
    switch fields.t {
    case "k", "u":
      guard let name = fields.k, let key = key(named: name, control: fields.c == 1, shift: fields.s == 1) else {
        return nil
      }
      return .input(fields.t == "k" ? .key(key) : .keyRelease(key))
    case "m":
      guard let action = fields.a, let x = fields.x, let y = fields.y, (0..<screen.width).contains(x),
        (0..<screen.height).contains(y)
      else { return nil }
      let kinds: [String: MouseEvent.Kind] = [
        "press": .press, "drag": .drag, "release": .release, "up": .scrollUp, "down": .scrollDown,
      ]
      guard let kind = kinds[action] else { return nil }
      return .input(.mouse(MouseEvent(kind, x: x, y: y, screen: screen)))
    case "s":
      guard let width = fields.w, let height = fields.h else { return nil }
      let limit = Canvas.maximumSize
      return .resize(Size(width: min(max(width, 1), limit.width), height: min(max(height, 1), limit.height)))
    case "play": return .play
    case "pause": return .pause
    case "seek": return fields.n.map { .seek(max(0, $0)) }
    case "speed": return fields.multiple.map { .speed($0) }
    default: return nil
    }
  }

  /// The fields any message may have.
  private struct Fields: Decodable {
    var t: String
    var k: String?
    var c: Int?
    var s: Int?
    var a: String?
    var x: Int?
    var y: Int?
    var w: Int?
    var h: Int?
    var n: Int?

    enum CodingKeys: String, CodingKey { case t, k, c, s, a, x, y, w, h, n }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      t = try container.decode(String.self, forKey: .t)
      k = try container.decodeIfPresent(String.self, forKey: .k)
      c = try container.decodeIfPresent(Int.self, forKey: .c)
      s = try container.decodeIfPresent(Int.self, forKey: .s)
      a = try container.decodeIfPresent(String.self, forKey: .a)
      // `x` is a cell's column, or a speed's multiple.
      x = try? container.decodeIfPresent(Int.self, forKey: .x)
      multiple = try? container.decodeIfPresent(Double.self, forKey: .x)
      y = try container.decodeIfPresent(Int.self, forKey: .y)
      w = try container.decodeIfPresent(Int.self, forKey: .w)
      h = try container.decodeIfPresent(Int.self, forKey: .h)
      n = try container.decodeIfPresent(Int.self, forKey: .n)
    }

    var multiple: Double?
  }

  /// The key a browser names `name` (its `KeyboardEvent.key`), or nil for one the arcade has
  /// no use for (Shift alone, a dead key).
  static func key(named name: String, control: Bool, shift: Bool) -> Key? {
    let named: [String: Key] = [
      "ArrowUp": .up, "ArrowDown": .down, "ArrowLeft": .left, "ArrowRight": .right, "Enter": .enter,
      "Escape": .escape, "Backspace": .backspace, "Delete": .delete, "Home": .home, "End": .end,
      "PageUp": .pageUp, "PageDown": .pageDown, "Insert": .insert,
    ]
    if name == "Tab" { return shift ? .backTab : .tab }
    if let key = named[name] { return key }
    if name.count >= 2, name.count <= 3, name.first == "F", let number = Int(name.dropFirst()),
      (1...12).contains(number)
    {
      return .function(number)
    }
    let scalars = name.unicodeScalars
    guard name.count == 1, let first = scalars.first else { return nil }
    if control, scalars.count == 1, first.isASCII, first.properties.isAlphabetic {
      return .control(Character(String(first).lowercased()))
    }
    // A character the session's text fields take whole (one grapheme of a few scalars).
    guard scalars.count <= 8, scalars.allSatisfy({ Key.typed($0) != nil }) else { return nil }
    return .character(Character(name))
  }
}
