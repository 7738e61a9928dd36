import Logging
import NIOCore
import Synchronization

/// One connection: its number, where it comes from, who signed in.
final class ConnectionInfo: Sendable {
  let id: Int
  let address: String
  let authenticator: PlayerAuthenticator
  let loop: any EventLoop
  private let channels = Mutex((open: 0, opened: false))

  init(id: Int, address: String, authenticator: PlayerAuthenticator, loop: any EventLoop) {
    self.id = id
    self.address = address
    self.authenticator = authenticator
    self.loop = loop
  }

  /// Takes a channel if fewer than `limit` are open.
  func openChannel(limit: Int) -> Bool {
    channels.withLock {
      guard $0.open < limit else { return false }
      $0.open += 1
      $0.opened = true
      return true
    }
  }

  func closeChannel() {
    channels.withLock { $0.open = max(0, $0.open - 1) }
  }

  /// Whether `list` bans this connection's address, its key, or the player's `name` (nil: no
  /// name chosen yet).
  func isBanned(by list: BanList, name: String?) -> Bool {
    list.bans(address: address, fingerprint: authenticator.identity?.fingerprint, name: name)
  }

  /// Whether a session (a terminal or a command) was ever opened on this connection.
  var hasOpenedChannel: Bool { channels.withLock { $0.opened } }

  /// The log's fields for this connection, with `extra`.
  func metadata(_ extra: Logger.Metadata) -> Logger.Metadata {
    var fields: Logger.Metadata = ["connection": "\(id)", "address": "\(address)"]
    switch authenticator.identity {
    case .key(let fingerprint, _): fields["key"] = "\(fingerprint)"
    case .guest: fields["key"] = "guest"
    case nil: break
    }
    return fields.merging(extra) { $1 }
  }
}
