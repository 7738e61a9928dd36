// MARK: - KeySuggester

/// Finds the known word closest to a misspelt one, for "did you mean …?" hints.
enum KeySuggester {
  /// The closest candidate by edit distance, if it is close enough to be a likely typo.
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let typed = Array(word.unicodeScalars.prefix(64))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.unicodeScalars))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, min(3, best.candidate.unicodeScalars.count / 3))
    return best.distance <= allowed ? best.candidate : nil
  }

  /// Edit distance counting a swap of two neighbours as one edit (optimal string alignment),
  /// since swapped letters are the most common typo in a key.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
