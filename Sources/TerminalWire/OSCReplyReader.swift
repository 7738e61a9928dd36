/// Reads an operating system command reply (`ESC ]` … `BEL` or `ESC \`) the terminal sent in
/// answer to a query, such as its background colour for OSC 11.
enum OSCReplyReader {
  /// The longest reply worth reading; anything longer is noise.
  static let maximumLength = 256

  /// Reads the body after `ESC ]` from `next` (nil: nothing more to read now), up to the
  /// terminator, which is consumed and not returned.
  ///
  /// Nil when the input ran out first, the body grew past `maximumLength`, or a value is not a
  /// printable ASCII character (the reply is then dropped).
  static func readBody(_ next: () -> UInt32?) -> String? {
    var body = ""
    while body.utf8.count < maximumLength {
      guard let value = next() else { return nil }
      switch value {
      case 7:
        return body
      case 27:
        return next() == 92 ? body : nil  // ESC \ (string terminator)
      case 32...126:
        body.unicodeScalars.append(Unicode.Scalar(UInt8(value)))
      default:
        return nil
      }
    }
    return nil
  }
}
