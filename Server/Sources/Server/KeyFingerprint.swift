import Crypto
import FoundationEssentials
import NIOSSH

/// The SHA256 fingerprint of an SSH public key, as OpenSSH prints it (`SHA256:` and the
/// unpadded base64 of the hash of the key's wire form): a player's identity, and what a
/// player checks the server's host key against.
public enum KeyFingerprint {
  /// `key`'s fingerprint, e.g. `SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s`.
  public static func of(_ key: NIOSSHPublicKey) -> String {
    let line = String(openSSHPublicKey: key)
    let fields = line.split(separator: " ")
    let blob = fields.count > 1 ? Data(base64Encoded: String(fields[1])) ?? Data(line.utf8) : Data(line.utf8)
    let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
    return "SHA256:" + digest.prefix { $0 != "=" }
  }

  /// The key's algorithm as OpenSSH names it (`ssh-ed25519`, `ecdsa-sha2-nistp256`).
  public static func algorithm(of key: NIOSSHPublicKey) -> String {
    String(String(openSSHPublicKey: key).prefix { $0 != " " })
  }
}
