import Foundation

/// README.md of this package, read as lines, sections and fenced code blocks.
struct Readme {
  /// The package folder: two levels above this file (`Tests/DocsTests/`).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  let text: String

  static func load() throws -> Readme {
    Readme(text: try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8))
  }

  var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

  /// The fenced code blocks under the `## title` heading (up to the next `## `), each as its
  /// lines without the fences.
  func codeBlocks(inSection title: String) -> [[String]] {
    var blocks: [[String]] = []
    var inSection = false
    var block: [String]?
    for line in lines {
      if block == nil, line.hasPrefix("## ") {
        inSection = line.dropFirst(3).trimmingCharacters(in: .whitespaces) == title
        continue
      }
      guard inSection else { continue }
      if line.hasPrefix("```") {
        if let finished = block {
          blocks.append(finished)
          block = nil
        } else {
          block = []
        }
      } else if block != nil {
        block?.append(line)
      }
    }
    return blocks
  }

  /// A shell line as the shell would split it: words separated by spaces, '…' and "…" quoting,
  /// and a `#` at the start of a word begins a comment.
  static func words(of line: String) throws -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if character == "#", !inWord {
        break
      } else {
        word.append(character)
        inWord = true
      }
    }
    if quote != nil { throw UnclosedQuote(line: line) }
    if inWord { words.append(word) }
    return words
  }

  /// A usage line whose quote never closes.
  struct UnclosedQuote: Error, CustomStringConvertible {
    let line: String
    var description: String { "unclosed quote in: \(line)" }
  }
}
