import FoundationEssentials
import Scores
import Testing

// MARK: - The file format

struct ScoreFileTests {
  /// A version-1 file as written by hand today; it must keep decoding in every later release.
  static let versionOneFile = """
    {
      "boards" : {
        "balls" : {
          "entries" : [
            {
              "date" : "2026-11-22T02:52:43Z",
              "level" : 4,
              "name" : "Ada Lovelace",
              "score" : 37,
              "seed" : "18446744073709551615"
            },
            {
              "date" : "2026-01-02T03:04:05Z",
              "name" : "Grace",
              "score" : 12,
              "seed" : "42"
            }
          ],
          "ordering" : "higher"
        },
        "maze/1f3a9c" : {
          "entries" : [
            {
              "date" : "2026-11-21T20:00:00Z",
              "name" : "Alan",
              "score" : 41250,
              "seed" : "9007199254740993",
              "timeMilliseconds" : 41250
            }
          ],
          "ordering" : "lower"
        },
        "paddles" : {
          "entries" : [
            {
              "date" : "2026-11-20T10:00:00Z",
              "detail" : "3–1 hard",
              "name" : "Edsger",
              "score" : 3,
              "seed" : "1"
            }
          ],
          "ordering" : "higher"
        }
      },
      "format" : "arcade-scores",
      "lastName" : "Ada Lovelace",
      "version" : 1
    }

    """

  @Test func aVersionOneFileDecodes() throws {
    let file = try ScoreFile.decode(Array(Self.versionOneFile.utf8))
    #expect(file.lastName == "Ada Lovelace")
    #expect(file.boardIDs() == ["balls", "maze/1f3a9c", "paddles"])

    let balls = try #require(file.boards["balls"])
    #expect(balls.ordering == .higherIsBetter)
    #expect(balls.entries.map(\.name) == ["Ada Lovelace", "Grace"])
    #expect(balls.entries[0].score == 37)
    #expect(balls.entries[0].level == 4)
    #expect(balls.entries[0].seed == UInt64.max)
    #expect(balls.entries[0].date == Date(timeIntervalSince1970: 1_795_315_963))
    #expect(balls.entries[1].level == nil)

    let maze = try #require(file.boards["maze/1f3a9c"])
    #expect(maze.ordering == .lowerIsBetter)
    #expect(maze.entries[0].timeMilliseconds == 41_250)
    #expect(maze.entries[0].seed == 9_007_199_254_740_993)  // 2^53 + 1 survives exactly

    #expect(file.boards["paddles"]?.entries[0].detail == "3–1 hard")
  }

  @Test func encodingReproducesTheLiteralFileByteForByte() throws {
    let file = try ScoreFile.decode(Array(Self.versionOneFile.utf8))
    let text = String(decoding: try file.encoded(), as: UTF8.self)
    #expect(text == Self.versionOneFile)
  }

  @Test func anEmptyStoreEncodesAsVersionOneWithTheFormatMarker() throws {
    let text = String(decoding: try ScoreFile().encoded(), as: UTF8.self)
    #expect(text == "{\n  \"boards\" : {\n\n  },\n  \"format\" : \"arcade-scores\",\n  \"version\" : 1\n}\n")
    #expect(try ScoreFile.decode(Array(text.utf8)) == ScoreFile())
  }

  @Test func aStoreWrittenBeforeTheMarkerReadsTheSame() throws {
    let legacy = Self.versionOneFile.replacingFirst("  \"format\" : \"arcade-scores\",\n", with: "")
    #expect(!legacy.contains("arcade-scores"))
    #expect(try ScoreFile.decode(Array(legacy.utf8)) == ScoreFile.decode(Array(Self.versionOneFile.utf8)))
    guard case .store = ScoreFileRecognition.of(Array(legacy.utf8)) else {
      Issue.record("a version 1 store without the marker is still ours")
      return
    }
  }

  @Test func seedsAreWrittenAsStringsAndReadAsNumbersToo() throws {
    let written = String(
      decoding: try fileWith(seed: 12_345_678_901_234_567_890).encoded(), as: UTF8.self)
    #expect(written.contains("\"seed\" : \"12345678901234567890\""))
    let numeric = Self.versionOneFile.replacingFirst("\"seed\" : \"42\"", with: "\"seed\" : 42")
    let file = try ScoreFile.decode(Array(numeric.utf8))
    #expect(file.boards["balls"]?.entries[1].seed == 42)
  }

  @Test func datesAreISO8601InUTCWithWholeSeconds() throws {
    let text = String(decoding: try fileWith(seed: 1).encoded(), as: UTF8.self)
    #expect(text.contains("\"date\" : \"2025-11-22T02:53:20Z\""))
  }

  @Test func aBadSeedIsAMalformedFile() {
    let bad = Self.versionOneFile.replacingFirst("\"seed\" : \"42\"", with: "\"seed\" : \"-1\"")
    #expect(throws: ScoreFileError.self) { try ScoreFile.decode(Array(bad.utf8)) }
  }

  @Test func anUnknownVersionIsRefused() {
    let future = Self.versionOneFile.replacingFirst("\"version\" : 1", with: "\"version\" : 2")
    #expect(throws: ScoreFileError.unsupportedVersion(2)) {
      try ScoreFile.decode(Array(future.utf8))
    }
    #expect(throws: ScoreFileError.unsupportedVersion(0)) {
      try ScoreFile.decode(Array("{\"version\": 0}".utf8))
    }
  }

  @Test func malformedFilesSayWhatIsWrongAndWhere() throws {
    let notJSON = Array("{\"version\": 1, \"boards\": ".utf8)
    #expect(throws: ScoreFileError.self) { try ScoreFile.decode(notJSON) }
    let missing = Self.versionOneFile.replacingFirst("\"name\" : \"Grace\",", with: "")
    do {
      _ = try ScoreFile.decode(Array(missing.utf8))
      Issue.record("a missing name decoded")
    } catch {
      #expect(error.description.contains("name"))
      #expect(error.description.contains("balls"))
    }
    #expect(throws: ScoreFileError.self) { try ScoreFile.decode(Array("[]".utf8)) }
  }

  @Test func hostileNamesInAFileAreSanitisedWhenRead() throws {
    let hostile = Self.versionOneFile.replacingFirst(
      "\"name\" : \"Grace\"", with: "\"name\" : \"\\u001b[2JGr\\u202eace\"")
    let file = try ScoreFile.decode(Array(hostile.utf8))
    #expect(file.boards["balls"]?.entries[1].name == "Grace")
  }

  private func fileWith(seed: UInt64) -> ScoreFile {
    var file = ScoreFile()
    _ = file.add(entry("a", 1, seed: seed), to: "balls", ordering: .higherIsBetter)
    return file
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced (tests assert it exists).
  func replacingFirst(_ target: String, with replacement: String) -> String {
    let parts = components(separatedBy: target)
    guard parts.count > 1 else {
      Issue.record("\(target) not found")
      return self
    }
    return parts[0] + replacement + parts.dropFirst().joined(separator: target)
  }

  private func components(separatedBy separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(self)
    while let start = rest.firstRange(of: separator) {
      parts.append(String(rest[..<start.lowerBound]))
      rest = rest[start.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}
