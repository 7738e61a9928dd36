import BallsGame
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import PropertyBased
import Testing

// MARK: - One random mutation of a valid level

/// Valid level texts to mutate: one per game, with comments, a map and repeated keys.
private let sources: [String] = [
  "# balls\ngame: balls\nname: Spark\nballs: 30\ntarget: 17   # most\n",
  "game: paddles\nname: Blocks\nwin-score: 5\nobstacle: 48 144 64 16\nobstacle: 208 320 64 16\n",
  "game: maze\nname: Small\npar: 20\nmap:\n#######\n#S..#.#\n#.#...#\n#...#G#\n#######\n",
  "game: holes\nname: Table\nrotation: -0.001\nhole: 0.2 0.2 25\nhole: 0.5 0.5 30\nwall: 0.4 0 0.02 0.3\n",
]

/// Bytes worth inserting: structure characters, legend cells, digits, and hostile bytes.
private let interesting: [UInt8] =
  Array("#.SG:- \n0123456789.eE-x".utf8) + [0x00, 0x09, 0x0D, 0x1B, 0x7F, 0x80, 0xC3, 0xE4, 0xFF]

/// Applies mutation `kind` at a position chosen by `where`, with `byte` when one is needed.
func mutate(_ text: String, kind: Int, where position: Int, byte: UInt8, other: Int) -> [UInt8] {
  var bytes = Array(text.utf8)
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
  let at = position % max(1, bytes.count)
  let line = position % lines.count
  let otherLine = other % lines.count
  switch kind % 7 {
  case 0: bytes.remove(at: at)
  case 1: bytes.insert(byte, at: at)
  case 2: bytes[at] = byte
  case 3:
    lines.remove(at: line)
    return Array(lines.joined(separator: [0x0A]))
  case 4:
    lines.insert(lines[line], at: line)
    return Array(lines.joined(separator: [0x0A]))
  case 5:
    lines.swapAt(line, otherLine)
    return Array(lines.joined(separator: [0x0A]))
  default:
    lines.insert(
      Array("\(["par", "name", "balls", "hole", "map", "trget"][other % 6]): 1".utf8), at: line)
    return Array(lines.joined(separator: [0x0A]))
  }
  return bytes
}

@Test func oneMutationGivesAValidLevelOrALocatedError() async {
  await propertyCheck(
    count: 3000, input: Gen.int(in: 0..<sources.count), Gen.int(in: 0...6), Gen.int(in: 0...10_000),
    Gen.element(of: interesting), Gen.int(in: 0...10_000)
  ) { source, kind, position, byte, other in
    let text = sources[source]
    let bytes = mutate(text, kind: kind, where: position, byte: byte ?? 0x23, other: other)
    let lineCount = bytes.count { $0 == 0x0A } + 1
    do throws(LevelError) {
      let level = try allFormats.parse(bytes: bytes, path: "m.level")
      // A mutation that stays valid must still write and read back to itself.
      let again = try allFormats.parse(text: level.canonicalText, path: "m.level")
      #expect(again == level)
    } catch {
      #expect(error.path == "m.level")
      #expect(error.line >= 1 && error.line <= lineCount, "\(error)")
      #expect(error.column >= 1, "\(error)")
      #expect(!error.message.isEmpty)
    }
  }
}
