import FoundationEssentials

// MARK: - ScoreFileRecognition

/// What a file's bytes are, before the store reads or writes it: ours and whole, ours but
/// damaged, ours from a newer arcade, or not a score store at all.
///
/// Only a store the arcade made may ever be moved aside, and only when it is about to be
/// written: a file that is not ours (a typo in `--scores`, notes, another program's JSON) is
/// refused and left exactly as it is, and so is a newer arcade's store, which that arcade can
/// still read.
public enum ScoreFileRecognition: Sendable, Equatable {
  /// A score store this arcade reads.
  case store(ScoreFile)
  /// A score store of ours that cannot be read (a hand edit gone wrong, a wrong shape).
  case damagedStore(ScoreFileError)
  /// A score store written by a newer arcade (a higher `version`).
  case newerStore(version: Int)
  /// Not a score store: not JSON, or JSON without the format marker; the text says which.
  case notAStore(String)

  /// Recognises `bytes`. A store is ours when its top-level object has
  /// `"format": "arcade-scores"`, or (stores written before the marker) both `version` and
  /// `boards`; text that is not even JSON is ours only when it still carries those words.
  public static func of(_ bytes: [UInt8]) -> ScoreFileRecognition {
    if case .syntax(let line, let column, let expected)? = JSONInspector.inspect(bytes) {
      guard carriesMarkerText(bytes) else {
        // What JSON expected there means nothing to a person whose file was never JSON.
        return .notAStore("not JSON from line \(line), column \(column)")
      }
      let problem = JSONInspector.Finding.syntax(line: line, column: column, expected: expected).description
      return .damagedStore(.malformed(problem))
    }
    let decoder = JSONDecoder()
    let data = Data(bytes)
    guard let keys = try? decoder.decode([String: AnyJSONValue].self, from: data).keys else {
      return .notAStore("it is JSON, but not an object")
    }
    let marked = (try? decoder.decode(FormatProbe.self, from: data))?.format == ScoreFile.formatMarker
    let legacy = keys.contains("version") && keys.contains("boards")
    guard marked || legacy else {
      return .notAStore("it is JSON without the arcade's \"format\": \"\(ScoreFile.formatMarker)\" marker")
    }
    do {
      return .store(try ScoreFile.decode(bytes))
    } catch {
      if case .unsupportedVersion(let version) = error, version > ScoreFile.currentVersion {
        return .newerStore(version: version)
      }
      return .damagedStore(error)
    }
  }

  /// Whether broken text still shows itself a store of ours: the marker near the start, or
  /// (a store from before the marker) both `"version"` and `"boards"`.
  private static func carriesMarkerText(_ bytes: [UInt8]) -> Bool {
    let start = bytes.prefix(64 * 1024)
    return contains(start, "\"\(ScoreFile.formatMarker)\"")
      || (contains(start, "\"version\"") && contains(start, "\"boards\""))
  }

  /// Whether `text`'s UTF-8 bytes occur in `bytes`.
  private static func contains(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count else { return false }
    for start in bytes.startIndex...(bytes.endIndex - needle.count)
    where bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}

/// Any JSON value, decoded without looking at it (to list an object's keys).
private struct AnyJSONValue: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// The format marker alone; nil when absent or not a string.
private struct FormatProbe: Decodable {
  var format: String?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try? container.decodeIfPresent(String.self, forKey: .format)
  }

  private enum CodingKeys: String, CodingKey { case format }
}
