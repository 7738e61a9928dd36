import Glibc

/// The environment as a dictionary, without full Foundation.
public enum ProcessInfoLite {
  public static var environment: [String: String] {
    var result: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      cursor += 1
    }
    return result
  }
}
