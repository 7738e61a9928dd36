/// The constants of arcade network play: every frame starts with them.
///
/// A frame is `ARCN`, the protocol version (1 byte), the message kind (1 byte), the payload's
/// length (4 bytes, big-endian) and the payload (docs/NETWORK.md).
public enum NetProtocol {
  /// The four bytes every frame starts with.
  public static let magic: [UInt8] = Array("ARCN".utf8)
  /// The version this arcade speaks; a peer with another one is refused with a clear message.
  public static let version: UInt8 = 1
  /// Bytes before the payload: magic, version, kind, length.
  public static let headerSize = 10
  /// The largest payload accepted (a setup with a whole arena fits many times over).
  public static let maximumPayload = 65_536
  /// The port `arcade host` listens on unless told otherwise.
  public static let defaultPort = 4321
}
