import Logging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// swift-log's handler for `arcade serve --log-format json`: one JSON object per line, e.g.
///
///     {"time":"2026-11-27T08:45:00.123Z","level":"info","label":"arcade-serve","message":"connected","source":"Server","metadata":{"address":"127.0.0.1","connection":"1"}}
///
/// Every line is plain ASCII: quotes, backslashes and control characters are escaped, and so is
/// every character past ASCII (`\u00e9`, a surrogate pair past the BMP), so a player's name
/// with an escape sequence, a newline or a right-to-left override can neither break a line
/// nor reach the terminal of whoever reads the log; any JSON reader gives the text back as it
/// was. Metadata keeps its shape: strings, lists and dictionaries.
public struct JSONLogHandler: LogHandler {
  public var logLevel: Logger.Level = .info
  public var metadata: Logger.Metadata = [:]
  public var metadataProvider: Logger.MetadataProvider?
  private let label: String
  private let clock: @Sendable () -> timespec
  private let output: @Sendable ([UInt8]) -> Void

  /// A handler for `label` writing each line with `output`; `clock` is the wall clock.
  public init(
    label: String, metadataProvider: Logger.MetadataProvider? = nil,
    clock: @escaping @Sendable () -> timespec = JSONLogHandler.wallClock,
    output: @escaping @Sendable ([UInt8]) -> Void
  ) {
    self.label = label
    self.metadataProvider = metadataProvider
    self.clock = clock
    self.output = output
  }

  /// A handler writing to standard error, each line in one `write`.
  public static func standardError(label: String) -> JSONLogHandler {
    JSONLogHandler(label: label, metadataProvider: LoggingSystem.metadataProvider) { line in
      line.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0, errno == EINTR { continue }
          guard written > 0 else { return }
          offset += written
        }
      }
    }
  }

  /// The time now.
  @Sendable public static func wallClock() -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return now
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    var fields = metadata
    if let provided = metadataProvider?.get() { fields.merge(provided) { $1 } }
    if let own = event.metadata { fields.merge(own) { $1 } }
    var line: [UInt8] = []
    line.reserveCapacity(256)
    line += Array(#"{"time":"#.utf8)
    Self.append(string: Self.timestamp(clock()), to: &line)
    line += Array(#","level":"#.utf8)
    Self.append(string: event.level.rawValue, to: &line)
    line += Array(#","label":"#.utf8)
    Self.append(string: label, to: &line)
    line += Array(#","message":"#.utf8)
    Self.append(string: event.message.description, to: &line)
    line += Array(#","source":"#.utf8)
    Self.append(string: event.source, to: &line)
    if let error = event.error {
      line += Array(#","error":"#.utf8)
      Self.append(string: String(describing: error), to: &line)
    }
    if !fields.isEmpty {
      line += Array(#","metadata":"#.utf8)
      Self.append(value: .dictionary(fields), to: &line)
    }
    line += Array("}\n".utf8)
    output(line)
  }

  // MARK: - JSON

  /// Appends `value` as JSON: a string, a list, or an object with its keys sorted.
  static func append(value: Logger.Metadata.Value, to line: inout [UInt8]) {
    switch value {
    case .string(let text):
      append(string: text, to: &line)
    case .stringConvertible(let convertible):
      append(string: convertible.description, to: &line)
    case .array(let values):
      line.append(UInt8(ascii: "["))
      for (index, element) in values.enumerated() {
        if index > 0 { line.append(UInt8(ascii: ",")) }
        append(value: element, to: &line)
      }
      line.append(UInt8(ascii: "]"))
    case .dictionary(let fields):
      line.append(UInt8(ascii: "{"))
      for (index, key) in fields.keys.sorted().enumerated() {
        if index > 0 { line.append(UInt8(ascii: ",")) }
        append(string: key, to: &line)
        line.append(UInt8(ascii: ":"))
        if let field = fields[key] { append(value: field, to: &line) }
      }
      line.append(UInt8(ascii: "}"))
    }
  }

  /// Appends `text` as a JSON string in plain ASCII.
  static func append(string text: String, to line: inout [UInt8]) {
    line.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": line += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case "\\": line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case "\n": line += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case "\r": line += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case "\t": line += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case " "..."~": line.append(UInt8(scalar.value))
      default:
        if scalar.value > 0xFFFF {
          // Past the BMP: a UTF-16 surrogate pair, as JSON spells it.
          let value = scalar.value - 0x10000
          appendEscape(0xD800 + (value >> 10), to: &line)
          appendEscape(0xDC00 + (value & 0x3FF), to: &line)
        } else {
          appendEscape(scalar.value, to: &line)
        }
      }
    }
    line.append(UInt8(ascii: "\""))
  }

  /// Appends `\uXXXX` for the UTF-16 unit `unit`.
  private static func appendEscape(_ unit: UInt32, to line: inout [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    line += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
    for shift in stride(from: 12, through: 0, by: -4) { line.append(digits[Int((unit >> UInt32(shift)) & 0xF)]) }
  }

  /// `time` as ISO 8601 in UTC, to the millisecond: `2026-11-27T08:45:00.123Z`.
  static func timestamp(_ time: timespec) -> String {
    var seconds = time_t(time.tv_sec)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    let date =
      "\(padded(Int(parts.tm_year) + 1900, 4))-\(padded(Int(parts.tm_mon) + 1, 2))-\(padded(Int(parts.tm_mday), 2))"
    let clock = "\(padded(Int(parts.tm_hour), 2)):\(padded(Int(parts.tm_min), 2)):\(padded(Int(parts.tm_sec), 2))"
    return "\(date)T\(clock).\(padded(Int(time.tv_nsec) / 1_000_000, 3))Z"
  }
}
