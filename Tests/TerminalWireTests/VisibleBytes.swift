/// `bytes` as text with ESC shown as "⎋", so expected sequences read in a test's literal.
func visible(_ bytes: [UInt8]) -> String {
  String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
}
