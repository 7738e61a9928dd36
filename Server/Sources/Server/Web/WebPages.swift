import Launcher
import Replays
import Scores

/// The web listener's pages (`arcade serve --http`), as HTML text: the boards, the daily
/// challenge, a ranked run, a live game and play. Every page is the arcade's own: its one style
/// sheet and script come from this server (`WebAssets`), nothing from another origin, and every
/// text from a player (a name, a board's title) is escaped.
enum WebPages {
  /// One place on a board as the pages list it.
  struct Place {
    var place: Int
    var name: String
    var score: String
    /// The run's identity, for its page (nil: its replay does not read).
    var run: String?
  }

  /// A board as the pages show it.
  struct Board {
    var title: String
    var places: [Place]
  }

  /// Someone in the arcade now.
  struct Online {
    var name: String
    var activity: String
    /// Whether they play a game one can watch.
    var watchable: Bool
  }

  /// `/`: who plays now, the daily challenge, and every board with each run linked.
  static func home(boards: [Board], online: [Online], sshHint: String) -> String {
    var body = "<h1>arcade</h1>\n<p class=lead><a href=\"/play\">Play in the browser</a> as a guest"
    body += " · <a href=\"/daily\">Today’s daily challenge</a> · \(escape(sshHint))</p>\n"
    body += "<h2>Playing now</h2>\n"
    if online.isEmpty {
      body += "<p>Nobody is in the arcade right now.</p>\n"
    } else {
      body += "<ul class=online>\n"
      for one in online {
        let name = escape(one.name)
        let watch = one.watchable ? " · <a href=\"/watch/\(percentEncoded(one.name))\">watch</a>" : ""
        body += "<li><b>\(name)</b> \(escape(one.activity))\(watch)</li>\n"
      }
      body += "</ul>\n"
    }
    body += "<h2>Boards</h2>\n"
    body += boards.isEmpty ? "<p>No runs are ranked yet.</p>\n" : boards.map(table).joined()
    return layout(title: "arcade", body: body)
  }

  /// `/daily`: the day's games and levels, each board and its leader's run.
  static func daily(date: String, games: [(title: String, level: String, board: Board?)]) -> String {
    var body = "<h1>Daily challenge — \(escape(date))</h1>\n"
    body += "<p class=lead>One level a game, the same for everyone today; the first try ranks."
    body += " <a href=\"/\">All boards</a></p>\n"
    for game in games {
      body += "<h2>\(escape(game.title)): \(escape(game.level))</h2>\n"
      guard let board = game.board, let leader = board.places.first else {
        body += "<p>Nobody has played it yet today.</p>\n"
        continue
      }
      if let run = leader.run {
        body += "<p>Leader: <b>\(escape(leader.name))</b> with \(escape(leader.score)) — "
        body += "<a href=\"/runs/\(run)\">watch the run</a></p>\n"
      }
      body += table(board)
    }
    return layout(title: "arcade · daily \(date)", body: body)
  }

  /// `/runs/ID`: the run replayed in the page, with its controls and markers.
  static func run(_ stored: StoredRun, id: String) -> String {
    var body = "<h1>\(escape(stored.name)) · \(escape(stored.boardTitle)) · \(stored.score)</h1>\n"
    body += "<p class=lead>A ranked run, replayed from the replay the server verified, frame by frame."
    body += " <a href=\"/runs/\(id).cast\" download>Download as asciicast</a> · <a href=\"/\">All boards</a></p>\n"
    body += "<div class=controls><button id=playpause type=button>Pause</button>"
    body +=
      " <input id=seek type=range min=0 max=0 value=0 list=marks aria-label=\"Step\"><datalist id=marks></datalist>"
    body += " <span id=clock>0:00</span>"
    body += " <select id=speed aria-label=\"Speed\">"
    for speed in RunViewer.speeds {
      let label = speed == speed.rounded() ? "\(Int(speed))" : "\(speed)"
      body += "<option value=\"\(speed)\"\(speed == 1 ? " selected" : "")>\(label)×</option>"
    }
    body += "</select></div>\n"
    body += screen(socket: "/ws/runs/\(id)", kind: "run")
    body += "<h2>Markers</h2>\n<ol id=markers class=markers></ol>\n"
    return layout(title: "arcade · \(stored.name) · \(stored.boardTitle)", body: body)
  }

  /// `/watch/NAME`: a live game.
  static func watch(name: String) -> String {
    var body = "<h1>Watching \(escape(name))</h1>\n"
    body += "<p class=lead>Live, a few steps behind the player. Esc leaves. <a href=\"/\">All boards</a></p>\n"
    body += screen(socket: "/ws/watch/\(percentEncoded(name))", kind: "session")
    return layout(title: "arcade · watching \(name)", body: body)
  }

  /// `/play`: the arcade as a guest.
  static func play(sshHint: String) -> String {
    var body = screen(socket: "/ws/play", kind: "session")
    body += "<p class=note>You play as a guest: guests’ scores are not ranked. To rank, \(escape(sshHint)) with a key."
    body += " Arrows, WASD or vi keys move; Enter chooses; Esc goes back. <a href=\"/\">Boards</a></p>\n"
    return layout(title: "arcade · play", body: body, wide: true)
  }

  /// A page that says why there is nothing to show (not found, busy).
  static func notice(title: String, _ text: String) -> String {
    layout(
      title: "arcade · \(title.lowercased())",
      body: "<h1>\(escape(title))</h1>\n<p>\(escape(text)) <a href=\"/\">The boards</a></p>\n")
  }

  // MARK: - Parts

  /// The screen the script draws the cells into, and the socket it reads them from.
  private static func screen(socket: String, kind: String) -> String {
    "<div id=screen class=screen data-socket=\"\(socket)\" data-kind=\(kind) tabindex=0>"
      + "<canvas id=cells aria-label=\"The arcade's screen\"></canvas><p id=status class=status>Connecting…</p></div>\n"
  }

  private static func table(_ board: Board) -> String {
    var out = "<table class=board><caption>\(escape(board.title))</caption>\n"
    out += "<tr><th>#</th><th>Name</th><th>Score</th><th>Run</th></tr>\n"
    for place in board.places {
      let link = place.run.map { "<a href=\"/runs/\($0)\">replay</a>" } ?? ""
      out +=
        "<tr><td>\(place.place)</td><td>\(escape(place.name))</td><td>\(escape(place.score))</td><td>\(link)</td></tr>\n"
    }
    return out + "</table>\n"
  }

  private static func layout(title: String, body: String, wide: Bool = false) -> String {
    """
    <!doctype html>
    <html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width, initial-scale=1">
    <title>\(escape(title))</title><link rel=stylesheet href="/arcade.css"><script src="/arcade.js" defer></script></head>
    <body\(wide ? " class=wide" : "")>
    \(body)</body></html>

    """
  }

  /// `text` safe inside HTML's text and quoted attributes.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  /// `text` as one path segment of a URL (everything but unreserved characters encoded).
  static func percentEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let unreserved =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
      if unreserved {
        out.append(Character(Unicode.Scalar(byte)))
      } else {
        let hex = Array("0123456789ABCDEF")
        out += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
      }
    }
    return out
  }

  /// A path segment decoded (`%XX`), or nil when it is not valid UTF-8 or badly encoded.
  static func percentDecoded(_ segment: Substring) -> String? {
    var bytes: [UInt8] = []
    var index = segment.utf8.startIndex
    let utf8 = segment.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        let first = utf8.index(after: index)
        guard first < utf8.endIndex, utf8.index(after: first) < utf8.endIndex,
          let value = UInt8(String(segment[first..<utf8.index(first, offsetBy: 2)]), radix: 16)
        else { return nil }
        bytes.append(value)
        index = utf8.index(first, offsetBy: 2)
      } else {
        bytes.append(byte)
        index = utf8.index(after: index)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
