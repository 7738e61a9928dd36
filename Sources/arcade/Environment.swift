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

  /// `$XDG_CONFIG_HOME/arcade`, else `~/.config/arcade`. A relative `XDG_CONFIG_HOME` is
  /// ignored, as the XDG specification requires (and as `XDG_DATA_HOME` is for the scores).
  var configDirectory: String { (absolute("XDG_CONFIG_HOME") ?? home + "/.config") + "/arcade" }

  /// `$XDG_DATA_HOME/arcade`, else `~/.local/share/arcade`: scores, your levels, the daily log.
  var dataDirectory: String { (absolute("XDG_DATA_HOME") ?? home + "/.local/share") + "/arcade" }

  /// The variable `name` when it is an absolute path, else nil.
  func absolute(_ name: String) -> String? {
    self[name].flatMap { $0.hasPrefix("/") ? $0 : nil }
  }
}
