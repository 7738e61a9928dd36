import Foundation

/// Finds hard-coded lists of the games in Swift source: an array literal (`[…]`) naming three
/// or more registered games, by id or module as a whole string literal (`"maze"`,
/// `"MazeGame"`) or by module in code (`MazeGame.entry(levels: .live)`), directly or in the tuples and calls
/// inside it. A list like
/// that is a place a new game would have to be added by hand; the games come from
/// `GameCatalog` instead. Comments, multi-line strings (screens, level texts) and string
/// interpolations name no game.
struct GameListScanner {
  /// A list found: where its `[` is, and the games it names.
  struct Finding: Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    var games: [String]
    var description: String { "\(path):\(line): a list of the games (\(games.joined(separator: ", ")))" }
  }

  /// The registered games' ids.
  let ids: [String]

  /// The module a game's id names (`maze` → `MazeGame`).
  static func module(of id: String) -> String { id.prefix(1).uppercased() + id.dropFirst() + "Game" }

  /// The lists in `source`, reported against `path`.
  func lists(in source: String, path: String) -> [Finding] {
    var scan = Scan(characters: Array(source.unicodeScalars), ids: ids)
    scan.code(until: nil)
    return scan.found.map { Finding(path: path, line: $0.line, games: $0.games) }
  }

  /// One pass over a file's characters, keeping a frame per open bracket.
  private struct Scan {
    /// An open `[`, `(` or `{`: where it opened and the games named inside it.
    struct Frame {
      var opener: Unicode.Scalar
      var line: Int
      var games: [String] = []
    }

    let characters: [Unicode.Scalar]
    let byModule: [String: String]
    let idSet: Set<String>
    var index = 0
    var line = 1
    var frames: [Frame] = []
    var found: [(line: Int, games: [String])] = []

    init(characters: [Unicode.Scalar], ids: [String]) {
      self.characters = characters
      idSet = Set(ids)
      byModule = Dictionary(uniqueKeysWithValues: ids.map { (GameListScanner.module(of: $0), $0) })
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func advance() {
      if characters[index] == "\n" { line += 1 }
      index += 1
    }

    mutating func name(_ game: String) {
      guard !frames.isEmpty, !frames[frames.count - 1].games.contains(game) else { return }
      frames[frames.count - 1].games.append(game)
    }

    /// Code up to the `)` that closes an interpolation (`stop`), or to the end.
    mutating func code(until stop: Unicode.Scalar?) {
      let depth = frames.count
      while let character = peek() {
        switch character {
        case "/" where peek(1) == "/":
          while let next = peek(), next != "\n" { advance() }
        case "/" where peek(1) == "*":
          advance()
          advance()
          while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
          if peek() != nil {
            advance()
            advance()
          }
        case "\"",
          "#" where peek(1) == "\"" || peek(1) == "#":
          string()
        case "[", "(", "{":
          frames.append(Frame(opener: character, line: line))
          advance()
        case "]", ")", "}":
          if character == stop, frames.count == depth {
            advance()
            return
          }
          advance()
          guard frames.count > depth, let frame = frames.popLast() else { continue }
          if frame.opener == "[", frame.games.count >= 3 {
            found.append((frame.line, frame.games))
          } else {
            for game in frame.games { name(game) }
          }
        case _ where character.properties.isXIDStart || character == "_":
          var word = ""
          while let next = peek(), next.properties.isXIDContinue {
            word.unicodeScalars.append(next)
            advance()
          }
          if let game = byModule[word] { name(game) }
        default:
          advance()
        }
      }
    }

    /// A string literal from its opening quote (or `#`s): a one-line string whose whole text
    /// is a game's id or module names it; multi-line and raw strings name none.
    mutating func string() {
      var hashes = 0
      while peek() == "#" {
        hashes += 1
        advance()
      }
      let multiLine = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
      for _ in 0..<(multiLine ? 3 : 1) { advance() }
      var text = ""
      var plain = hashes == 0 && !multiLine
      while let character = peek() {
        if character == "\\" {
          advance()
          if peek() == "(" {
            advance()
            plain = false
            code(until: ")")
          } else if peek() != nil {
            advance()
            plain = false
          }
          continue
        }
        if character == "\"" {
          if multiLine {
            if peek(1) == "\"", peek(2) == "\"" {
              for _ in 0..<3 { advance() }
              skip(hashes: hashes)
              return
            }
          } else {
            advance()
            if hashes == 0 || skip(hashes: hashes) {
              if plain, let game = idSet.contains(text) ? text : byModule[text] { name(game) }
              return
            }
            continue
          }
        }
        if character == "\n", !multiLine { return }
        text.unicodeScalars.append(character)
        advance()
      }
    }

    /// Skips `hashes` closing `#`s; whether they were there.
    @discardableResult
    mutating func skip(hashes: Int) -> Bool {
      for offset in 0..<hashes where peek(offset) != "#" { return false }
      for _ in 0..<hashes { advance() }
      return true
    }
  }
}
