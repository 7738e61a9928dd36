// MARK: - PlayerName identity

extension PlayerName {
  /// Who a name stands for: two names are one player's when their identities are equal, so
  /// `Alice`, `ALICE`, `Ａｌｉｃｅ` and `Аlice` (with a Cyrillic А) are one name. Compare and
  /// key names by this; store and show the name as typed (`sanitize`).
  ///
  /// The identity is the UTS #39 confusable skeleton of the NFKC case fold of the sanitised
  /// name: `skeleton(toNFKC_Casefold(sanitize(name)))`. It is a key, not something to show:
  /// `m` becomes `rn`, `1` becomes `l` and `0` becomes `O`, and an empty name is `Player`'s.
  /// It is exact for characters of Unicode 15.0 (the UCD) and confusables 13.0, computed as
  /// `scripts/generate-name-tables` explains: each code point mapped to NFD(NFKC_CF), canonical
  /// ordering, each code point mapped to the NFD of its prototype, canonical ordering again.
  /// (One table of both mappings at once would skip the first ordering; as prototypes change
  /// combining classes, such as Arabic marks that become Latin ones, it gives another
  /// result for about 1 in 100 random strings heavy in marks.) Characters assigned after Unicode 15.0 fold and skeletonise to themselves (their
  /// combining classes come from the standard library). Names made of ASCII alone are a
  /// lookup a byte and never read the big tables.
  public static func identity(of name: String) -> String {
    let shown = sanitize(name)
    return shown.utf8.allSatisfy { $0 < 0x80 } ? asciiIdentity(of: shown) : unicodeIdentity(of: shown)
  }

  /// The identity of a name made of ASCII alone, from the ready-made table.
  static func asciiIdentity(of ascii: String) -> String {
    var identity = ""
    identity.reserveCapacity(ascii.utf8.count)
    for byte in ascii.utf8 { identity += NameIdentityTables.ascii[Int(byte)] }
    return identity
  }

  /// The identity of any name by the two mappings (ASCII names too: the tests compare it with
  /// `asciiIdentity`).
  static func unicodeIdentity(of name: String) -> String {
    var folded: [Unicode.Scalar] = []
    folded.reserveCapacity(name.unicodeScalars.count)
    for scalar in name.unicodeScalars {
      if let jamo = HangulSyllable.decomposition(of: scalar) {
        folded += jamo
      } else if let mapped = ParsedNameTables.folding.replacement(of: scalar) {
        folded += mapped
      } else {
        folded.append(scalar)
      }
    }
    CanonicalOrdering.apply(to: &folded)
    var skeleton: [Unicode.Scalar] = []
    skeleton.reserveCapacity(folded.count)
    for scalar in folded {
      if let mapped = ParsedNameTables.skeletons.replacement(of: scalar) {
        skeleton += mapped
      } else {
        skeleton.append(scalar)
      }
    }
    CanonicalOrdering.apply(to: &skeleton)
    var identity = String.UnicodeScalarView()
    identity.append(contentsOf: skeleton)
    return String(identity)
  }
}

// MARK: - The parsed tables

/// `NameIdentityTables` parsed, once, the first time a name outside ASCII needs them.
enum ParsedNameTables {
  /// Code point → NFD(NFKC_CF(code point)).
  static let folding = NameIdentityTable(parsing: NameIdentityTables.folding)
  /// Code point of a folded name → NFD(its confusable prototype).
  static let skeletons = NameIdentityTable(parsing: NameIdentityTables.skeletons)
}

// MARK: - Hangul

/// The canonical decomposition of Hangul syllables, which Unicode defines by arithmetic
/// rather than by listing (The Unicode Standard, 3.12); the tables leave them out.
enum HangulSyllable {
  /// The syllables: U+AC00 to U+D7A3.
  static let range: ClosedRange<UInt32> = 0xAC00...0xD7A3

  /// The leading consonant, vowel and trailing consonant (if any) of `scalar`; nil when it
  /// is not a syllable.
  static func decomposition(of scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
    guard range.contains(scalar.value) else { return nil }
    let index = scalar.value - range.lowerBound
    let lead = 0x1100 + index / 588
    let vowel = 0x1161 + index % 588 / 28
    let trail = 0x11A7 + index % 28
    let parts = trail == 0x11A7 ? [lead, vowel] : [lead, vowel, trail]
    return parts.compactMap(Unicode.Scalar.init)
  }
}

// MARK: - Canonical ordering

/// The Canonical Ordering Algorithm (The Unicode Standard, 3.11): each run of combining marks
/// sorted by combining class, marks of one class keeping their order.
enum CanonicalOrdering {
  /// Orders the combining marks of `scalars` in place.
  static func apply(to scalars: inout [Unicode.Scalar]) {
    var start = 0
    while start < scalars.count {
      guard combiningClass(scalars[start]) != 0 else {
        start += 1
        continue
      }
      var end = start + 1
      while end < scalars.count, combiningClass(scalars[end]) != 0 { end += 1 }
      if end - start > 1 {
        let ordered = scalars[start..<end].enumerated()
          .map { (order: combiningClass($0.element), index: $0.offset, scalar: $0.element) }
          .sorted { ($0.order, $0.index) < ($1.order, $1.index) }
        scalars.replaceSubrange(start..<end, with: ordered.map(\.scalar))
      }
      start = end
    }
  }

  /// The canonical combining class of `scalar` (0: a starter).
  private static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
    scalar.properties.canonicalCombiningClass.rawValue
  }
}
