import NIOCore
import NIOSSH
import Synchronization

/// Signs players in, one per connection: a public key (Ed25519 or ECDSA; the library checked
/// its signature) makes a known player; `guest` with no password, or any password, makes a
/// guest. There are no accounts and no passwords to keep: the password prompt is only the way
/// an SSH client without a key gets in.
public final class PlayerAuthenticator: NIOSSHServerUserAuthenticationDelegate, Sendable {
  private let signedIn = Mutex<PlayerIdentity?>(nil)
  private let refused = Mutex<ConnectionGate.Refusal?>(nil)
  private let takePlace: @Sendable () -> ConnectionGate.Refusal?

  /// A fresh authenticator for one connection; `takePlace` moves the connection among the
  /// players as someone signs in (the gate's `signIn`), or says why there is no place.
  public init(takePlace: @escaping @Sendable () -> ConnectionGate.Refusal? = { nil }) {
    self.takePlace = takePlace
  }

  /// Who signed in on this connection (nil until someone did).
  public var identity: PlayerIdentity? { signedIn.withLock { $0 } }

  /// Why the one who signed in has no place among the players (the arcade was full at that
  /// moment): the session tells them, and ends.
  public var refusal: ConnectionGate.Refusal? { refused.withLock { $0 } }

  public var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { [.publicKey, .password] }

  public func requestReceived(
    request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    switch request.request {
    case .publicKey(let offer):
      let key = offer.publicKey
      accept(.key(fingerprint: KeyFingerprint.of(key), algorithm: KeyFingerprint.algorithm(of: key)))
      responsePromise.succeed(.success)
    case .password:
      accept(.guest)
      responsePromise.succeed(.success)
    case .none where request.username == Self.guestUser:
      accept(.guest)
      responsePromise.succeed(.success)
    case .none, .hostBased:
      // An SSH client asks with `none` first: refusing it lets it offer its keys.
      responsePromise.succeed(.failure)
    }
  }

  /// Notes who signed in, and takes their place among the players; the first sign-in is the
  /// one that counts (a client may send several requests before the first answer).
  private func accept(_ identity: PlayerIdentity) {
    let first = signedIn.withLock { signedIn in
      guard signedIn == nil else { return false }
      signedIn = identity
      return true
    }
    guard first else { return }
    let refusal = takePlace()
    refused.withLock { $0 = refusal }
  }

  /// Signs a guest in without SSH (a web page's player), taking their place among the players.
  func signInAsGuest() {
    accept(.guest)
  }

  /// The user name that plays as a guest without being asked anything.
  public static let guestUser = "guest"
}
