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
  ///
  /// The bytes are read once (`JSONInspector`), and the value read is what the top level is
  /// probed in and the store decoded from: a large store is read in a fraction of a second.
  public static func of(_ bytes: [UInt8]) -> ScoreFileRecognition {
    let (value, finding) = JSONInspector.read(bytes)
    if case .syntax(let line, let column, let expected)? = finding {
      guard carriesMarkerText(bytes) else {
        // What JSON expected there means nothing to a person whose file was never JSON.
        return .notAStore("not JSON from line \(line), column \(column)")
      }
      let problem = JSONInspector.Finding.syntax(line: line, column: column, expected: expected).description
      return .damagedStore(.malformed(problem))
    }
    if case .duplicateKey? = finding {
      // Read no further than the key given twice: the marker's text says whose it is.
      guard carriesMarkerText(bytes) else {
        return .notAStore("it is JSON without the arcade's \"format\": \"\(ScoreFile.formatMarker)\" marker")
      }
      return .damagedStore(.malformed(finding?.description ?? ""))
    }
    guard case .object(let top)? = value else {
      return .notAStore("it is JSON, but not an object")
    }
    let marked = top["format"] == .string(ScoreFile.formatMarker)
    let legacy = top["version"] != nil && top["boards"] != nil
    guard marked || legacy else {
      return .notAStore("it is JSON without the arcade's \"format\": \"\(ScoreFile.formatMarker)\" marker")
    }
    do {
      return .store(try ScoreFile.decode(value, inspected: finding))
    } catch {
      if case .unsupportedVersion(let version) = error, version > ScoreFile.currentVersion {
        return .newerStore(version: version)
      }
      return .damagedStore(error)
    }
  }

  /// Whether broken text still shows itself a store of ours: the marker anywhere in it, or (a
  /// store from before the marker) both `"version"` and `"boards"`. The whole file is searched:
  /// a store's boards come before its marker when keys are sorted, and a damaged byte late in a
  /// large store must not make it a stranger.
  private static func carriesMarkerText(_ bytes: [UInt8]) -> Bool {
    contains(bytes, "\"\(ScoreFile.formatMarker)\"")
      || (contains(bytes, "\"version\"") && contains(bytes, "\"boards\""))
  }

  /// Whether `text`'s UTF-8 bytes occur in `bytes`.
  static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    return bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
          if haystack[start] == first {
            var matched = 1
            while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }
}
