import Scores

/// Who may not play here: players by key fingerprint, blocks of addresses, and names (a
/// look-alike of a banned name is banned too), read from the operator's `--bans` file.
///
/// One rule a line: `key SHA256:…` (a fingerprint as the log shows it), `address CIDR` (IPv4 or
/// IPv6; a bare address is that address alone) or `name NAME`; `#` starts a comment, and blank
/// lines are skipped.
public struct BanList: Hashable, Sendable {
  /// Banned key fingerprints (`SHA256:…`).
  public private(set) var keys: Set<String> = []
  /// Banned blocks of addresses.
  public private(set) var addresses: [AddressRange] = []
  /// The identities (`PlayerName.identity(of:)`) of banned names.
  public private(set) var names: Set<String> = []

  /// What a banned player is told before they are disconnected.
  public static let message = "arcade: you are banned from this arcade"

  /// Nobody banned.
  public init() {}

  /// The rules in `text`, the contents of `file` (named in errors); throws at the first line
  /// that is not a rule, with its number.
  public static func parse(_ text: String, file: String) throws(BanListError) -> BanList {
    var list = BanList()
    var number = 0
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      number += 1
      var line = Substring(rawLine)
      if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
      let trimmed = line.trimmingBlanks()
      guard !trimmed.isEmpty else { continue }
      let kind = trimmed.prefix { !$0.isBlank }
      let value = trimmed[kind.endIndex...].trimmingBlanks()
      func fail(_ reason: String) -> BanListError {
        BanListError(file: file, line: number, reason: reason)
      }
      switch kind {
      case "key":
        guard KeyFingerprintText.isFingerprint(value) else {
          throw fail(
            "'\(value.prefix(60))' is not a key fingerprint; write it as the log shows it: key SHA256: and 43 "
              + "characters of base64")
        }
        list.keys.insert(String(value))
      case "address":
        guard let range = AddressRange(String(value)) else {
          throw fail(
            "'\(value.prefix(60))' is not an address; write an IPv4 or IPv6 address, with /BITS for a block "
              + "(address 192.0.2.0/24, address 2001:db8::/32)")
        }
        list.addresses.append(range)
      case "name":
        // An empty name would be sanitized into the default one.
        guard !value.isEmpty else { throw fail("a name rule needs a name (name NAME)") }
        list.names.insert(PlayerName.identity(of: String(value)))
      default:
        throw fail(
          "'\(trimmed.prefix(60))' is not a rule; a line is key SHA256:…, address CIDR or name NAME (# for a comment)")
      }
    }
    return list
  }

  /// Whether the address `text` (as SwiftNIO or a PROXY header gives it) is banned.
  public func bans(address text: String) -> Bool {
    guard !addresses.isEmpty, let address = IPAddress(text) else { return false }
    return addresses.contains { $0.contains(address) }
  }

  /// Whether the key with `fingerprint` is banned.
  public func bans(key fingerprint: String) -> Bool { keys.contains(fingerprint) }

  /// Whether `name`, or a name it looks like, is banned.
  public func bans(name: String) -> Bool {
    !names.isEmpty && names.contains(PlayerName.identity(of: name))
  }

  /// Whether a connection from `address`, signed in with `fingerprint` (nil: a guest, or not
  /// yet), playing as `name` (nil: none yet) is banned by any rule.
  public func bans(address: String, fingerprint: String?, name: String?) -> Bool {
    bans(address: address) || fingerprint.map(bans(key:)) == true || name.map(bans(name:)) == true
  }

  /// How many rules it holds.
  public var count: Int { keys.count + addresses.count + names.count }
}

/// A line of a ban list that is not a rule: the file, the line's number and what is wrong.
public struct BanListError: Error, Hashable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let reason: String

  public var description: String { "\(file), line \(line): \(reason)" }
}

/// The spelling of a key fingerprint as `KeyFingerprint.of(_:)` writes it.
enum KeyFingerprintText {
  /// Whether `text` is `SHA256:` and the 43 characters of an unpadded base64 SHA-256.
  static func isFingerprint(_ text: Substring) -> Bool {
    guard text.hasPrefix("SHA256:") else { return false }
    let digest = text.utf8.dropFirst(7)
    return digest.count == 43
      && digest.allSatisfy { byte in
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
          || byte == 0x2B || byte == 0x2F
      }
  }
}

extension Character {
  /// A space or a tab (and a carriage return, for files written on Windows).
  fileprivate var isBlank: Bool { self == " " || self == "\t" || self == "\r" }
}

extension Substring {
  /// Without the blanks at either end.
  fileprivate func trimmingBlanks() -> Substring {
    guard let first = firstIndex(where: { !$0.isBlank }), let last = lastIndex(where: { !$0.isBlank }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}
