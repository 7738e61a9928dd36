#if canImport(Glibc)
import Glibc
#endif

/// The process environment and standard paths (XDG), read once at the edge.
struct Environment: Sendable {
  let variables: [String: String]

  /// The live environment of this process.
  static func live() -> Environment {
    var variables: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return Environment(variables: variables)
  }

  subscript(name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }

  var home: String { self["HOME"] ?? "/" }

  /// `$XDG_DATA_HOME/arcade`, else `~/.local/share/arcade`.
  var dataDirectory: String { (self["XDG_DATA_HOME"] ?? home + "/.local/share") + "/arcade" }

  /// `$XDG_CONFIG_HOME/arcade`, else `~/.config/arcade`.
  var configDirectory: String { (self["XDG_CONFIG_HOME"] ?? home + "/.config") + "/arcade" }
}
