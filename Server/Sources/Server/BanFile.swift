import FileSystem
import Synchronization

/// The operator's ban list as the server uses it: read from its file at start, read again on
/// `reload()` (SIGHUP), and consulted from every event loop. A file that does not read keeps
/// the list in force as it was.
public final class BanFile: Sendable {
  /// The file's path (nil: nobody is banned and there is nothing to reload).
  public let path: String?
  /// Where the file is read (nil: there is no file).
  private let fileSystem: FileSystemClient?
  private let current: Mutex<BanList>

  /// The largest ban file read (a list of many thousand addresses fits well within it).
  public static let sizeLimit = 16 << 20

  /// No file: nobody is banned.
  public init() {
    path = nil
    fileSystem = nil
    current = Mutex(BanList())
  }

  /// Reads the rules in `path` (nil: no bans); throws a `BanFileError` naming the file (and
  /// the line) when it cannot be read or a line is not a rule.
  public init(path: String?, fileSystem: FileSystemClient) throws(BanFileError) {
    self.path = path
    self.fileSystem = fileSystem
    var initial = BanList()
    if let path { initial = try Self.read(path, fileSystem) }
    current = Mutex(initial)
  }

  /// The rules in force now.
  public var list: BanList { current.withLock { $0 } }

  /// Reads the file again and puts its rules in force; returns them. On an error the rules
  /// in force stay as they were.
  @discardableResult
  public func reload() throws(BanFileError) -> BanList {
    guard let path, let fileSystem else { return list }
    let list = try Self.read(path, fileSystem)
    current.withLock { $0 = list }
    return list
  }

  /// The rules in the file at `path`.
  static func read(_ path: String, _ fileSystem: FileSystemClient) throws(BanFileError) -> BanList {
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readFile(path, sizeLimit)
    } catch {
      throw .unreadable(path: path, reason: Self.reason(error))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .unreadable(path: path, reason: "it is not UTF-8 text")
    }
    do {
      return try BanList.parse(text, file: path)
    } catch {
      throw .badLine(error)
    }
  }

  private static func reason(_ error: FileReadError) -> String {
    switch error {
    case .missing: "there is no such file"
    case .isDirectory: "it is a folder"
    case .notRegularFile: "it is not a regular file"
    case .tooLarge(let size): "it has \(size) bytes, over the \(sizeLimit >> 20) MiB a ban list may have"
    case .failed(let failure): failure.explanation
    }
  }
}

/// Why the ban list could not be put in force.
public enum BanFileError: Error, Hashable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// A line is not a rule.
  case badLine(BanListError)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "the ban list \(path) cannot be read: \(reason)"
    case .badLine(let error): "the ban list \(error)"
    }
  }
}
