import NIOCore
import NIOSSH
import Synchronization

/// Signs players in, one per connection: a public key (Ed25519 or ECDSA; the library checked
/// its signature) makes a known player; `guest` with no password, or any password, makes a
/// guest. There are no accounts and no passwords to keep: the password prompt is only the way
/// an SSH client without a key gets in.
public final class PlayerAuthenticator: NIOSSHServerUserAuthenticationDelegate, Sendable {
  private let signedIn = Mutex<PlayerIdentity?>(nil)

  /// A fresh authenticator for one connection.
  public init() {}

  /// Who signed in on this connection (nil until someone did).
  public var identity: PlayerIdentity? { signedIn.withLock { $0 } }

  public var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { [.publicKey, .password] }

  public func requestReceived(
    request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    switch request.request {
    case .publicKey(let offer):
      let key = offer.publicKey
      signedIn.withLock {
        $0 = .key(fingerprint: KeyFingerprint.of(key), algorithm: KeyFingerprint.algorithm(of: key))
      }
      responsePromise.succeed(.success)
    case .password:
      signedIn.withLock { $0 = .guest }
      responsePromise.succeed(.success)
    case .none where request.username == Self.guestUser:
      signedIn.withLock { $0 = .guest }
      responsePromise.succeed(.success)
    case .none, .hostBased:
      // An SSH client asks with `none` first: refusing it lets it offer its keys.
      responsePromise.succeed(.failure)
    }
  }

  /// The user name that plays as a guest without being asked anything.
  public static let guestUser = "guest"
}
