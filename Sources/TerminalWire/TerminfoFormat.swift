/// A terminfo parameterised string (`cup`, `setaf`), expanded without ncurses: the `%` language
/// of terminfo(5) evaluated as `tparm` does, with `$<n>` padding dropped (a byte stream cannot
/// wait; every terminal the arcade meets today ignores padding anyway).
public struct TerminfoFormat: Hashable, Sendable {
  /// The string as terminfo stores it.
  public let source: [UInt8]

  /// The format `text`, unexpanded.
  public init(_ text: String) {
    source = Array(text.utf8)
  }

  /// The bytes this string expands to with up to nine numeric `parameters` (missing ones are 0).
  public func expand(_ parameters: Int...) -> [UInt8] {
    expand(parameters)
  }

  /// The bytes this string expands to with up to nine numeric `parameters` (missing ones are 0).
  public func expand(_ parameters: [Int]) -> [UInt8] {
    var parameters = Array((parameters + Array(repeating: 0, count: 9)).prefix(9))
    var output: [UInt8] = []
    // Numbers only: the arcade's parameters are all numbers (a `%s` prints one in decimal).
    var stack: [Int] = []
    var dynamicVariables = [Int](repeating: 0, count: 26)
    var staticVariables = [Int](repeating: 0, count: 26)
    let bytes = source
    var index = 0
    // tparm reads an empty stack as 0.
    func popNumber() -> Int { stack.popLast() ?? 0 }

    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "$"), let end = Self.paddingEnd(in: bytes, at: index) {
        index = end
        continue
      }
      guard byte == UInt8(ascii: "%"), index + 1 < bytes.count else {
        output.append(byte)
        index += 1
        continue
      }
      index += 1
      let code = bytes[index]
      index += 1
      switch code {
      case UInt8(ascii: "%"): output.append(code)
      case UInt8(ascii: "c"):
        // A NUL would end tparm's C string, so ncurses sends 0x80 for it (as terminals expect).
        let character = UInt8(truncatingIfNeeded: popNumber())
        output.append(character == 0 ? 0x80 : character)
      case UInt8(ascii: "p"):
        guard index < bytes.count else { break }
        let slot = Int(bytes[index]) - Int(UInt8(ascii: "1"))
        index += 1
        stack.append((0..<9).contains(slot) ? parameters[slot] : 0)
      case UInt8(ascii: "P"), UInt8(ascii: "g"):
        guard index < bytes.count else { break }
        let name = bytes[index]
        index += 1
        let isStatic = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(name)
        let isDynamic = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(name)
        guard isStatic || isDynamic else { break }
        let slot = Int(name - (isStatic ? UInt8(ascii: "A") : UInt8(ascii: "a")))
        if code == UInt8(ascii: "P") {
          let value = popNumber()
          if isStatic { staticVariables[slot] = value } else { dynamicVariables[slot] = value }
        } else {
          stack.append(isStatic ? staticVariables[slot] : dynamicVariables[slot])
        }
      case UInt8(ascii: "'"):
        guard index < bytes.count else { break }
        stack.append(Int(bytes[index]))
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "'") { index += 1 }
      case UInt8(ascii: "{"):
        var value = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
          negative = true
          index += 1
        }
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
          value = value &* 10 &+ digit
          index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
        stack.append(negative ? -value : value)
      case UInt8(ascii: "l"):
        // The length of a string parameter: a number has none.
        _ = popNumber()
        stack.append(0)
      case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "m"),
        UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "="), UInt8(ascii: ">"),
        UInt8(ascii: "<"), UInt8(ascii: "A"), UInt8(ascii: "O"):
        let right = popNumber()
        let left = popNumber()
        stack.append(Self.apply(code, left, right))
      case UInt8(ascii: "!"): stack.append(popNumber() == 0 ? 1 : 0)
      case UInt8(ascii: "~"): stack.append(~popNumber())
      case UInt8(ascii: "i"):
        // Only the first two parameters are made one-based (rows and columns).
        parameters[0] += 1
        parameters[1] += 1
      case UInt8(ascii: "?"), UInt8(ascii: ";"): break
      case UInt8(ascii: "t"):
        // A false condition skips to its `%e` (and runs the else part) or to its `%;`.
        if popNumber() == 0 { index = Self.skip(in: bytes, from: index, stoppingAtElse: true) }
      case UInt8(ascii: "e"):
        // Reached after a then part ran: the else part is skipped.
        index = Self.skip(in: bytes, from: index, stoppingAtElse: false)
      default:
        // A printf-style conversion: `%[[:]flags][width[.precision]][doxXs]`.
        index -= 1
        guard let conversion = Self.conversion(in: bytes, at: index) else {
          output.append(UInt8(ascii: "%"))
          continue
        }
        index = conversion.end
        output += Self.format(popNumber(), as: conversion)
      }
    }
    return output
  }

  // MARK: - Pieces

  private static func digit(_ byte: UInt8) -> Int? {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
  }

  private static func apply(_ operation: UInt8, _ left: Int, _ right: Int) -> Int {
    switch operation {
    case UInt8(ascii: "+"): return left &+ right
    case UInt8(ascii: "-"): return left &- right
    case UInt8(ascii: "*"): return left &* right
    // tparm gives 0 for a division by zero rather than failing.
    case UInt8(ascii: "/"): return right == 0 ? 0 : left / right
    case UInt8(ascii: "m"): return right == 0 ? 0 : left % right
    case UInt8(ascii: "&"): return left & right
    case UInt8(ascii: "|"): return left | right
    case UInt8(ascii: "^"): return left ^ right
    case UInt8(ascii: "="): return left == right ? 1 : 0
    case UInt8(ascii: ">"): return left > right ? 1 : 0
    case UInt8(ascii: "<"): return left < right ? 1 : 0
    case UInt8(ascii: "A"): return left != 0 && right != 0 ? 1 : 0
    default: return left != 0 || right != 0 ? 1 : 0  // "O"
    }
  }

  /// Where a `$<…>` padding ending at `>` that starts at `index` ends, or nil when the `$` is text.
  private static func paddingEnd(in bytes: [UInt8], at index: Int) -> Int? {
    guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "<") else { return nil }
    var end = index + 2
    guard digit(bytes[end]) != nil || bytes[end] == UInt8(ascii: ".") else { return nil }
    while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
      let byte = bytes[end]
      guard digit(byte) != nil || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/")
      else { return nil }
      end += 1
    }
    return end < bytes.count ? end + 1 : nil
  }

  /// Where to carry on after skipping a part of a conditional from `index`: after the `%e` of
  /// this level (when `stoppingAtElse`) or after its `%;`.
  private static func skip(in bytes: [UInt8], from start: Int, stoppingAtElse: Bool) -> Int {
    var depth = 0
    var index = start
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      let code = bytes[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "?"): depth += 1
      case UInt8(ascii: ";"):
        if depth == 0 { return index }
        depth -= 1
      case UInt8(ascii: "e"):
        if depth == 0 && stoppingAtElse { return index }
      default: break
      }
    }
    return bytes.count
  }

  /// A printf-style conversion's flags, width, precision and kind.
  private struct Conversion {
    var leftAlign = false
    var sign = false
    var space = false
    var alternate = false
    var zeroPad = false
    var width = 0
    var precision: Int?
    var kind: UInt8 = UInt8(ascii: "d")
    var end = 0
  }

  /// The conversion whose letters start at `start` (just after its `%`), or nil when none does.
  /// A `+` flag signs as printf does (ncurses prints a lone "d" for `%:+d`; no entry uses it).
  private static func conversion(in bytes: [UInt8], at start: Int) -> Conversion? {
    var conversion = Conversion()
    var index = start
    if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1 }
    flags: while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "-"): conversion.leftAlign = true
      case UInt8(ascii: "+"): conversion.sign = true
      case UInt8(ascii: " "): conversion.space = true
      case UInt8(ascii: "#"): conversion.alternate = true
      default: break flags
      }
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
      conversion.zeroPad = true
      index += 1
    }
    while index < bytes.count, let digit = digit(bytes[index]) {
      conversion.width = conversion.width * 10 + digit
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      var precision = 0
      while index < bytes.count, let digit = digit(bytes[index]) {
        precision = precision * 10 + digit
        index += 1
      }
      conversion.precision = precision
    }
    guard index < bytes.count else { return nil }
    let kind = bytes[index]
    guard
      [UInt8(ascii: "d"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "s")].contains(kind)
    else { return nil }
    conversion.kind = kind
    conversion.end = index + 1
    return conversion
  }

  /// `value` written as `conversion` says, as printf would.
  private static func format(_ number: Int, as conversion: Conversion) -> [UInt8] {
    var body: [UInt8]
    var prefix: [UInt8] = []
    if conversion.kind == UInt8(ascii: "s") {
      body = Array(String(number).utf8)
      if let precision = conversion.precision { body = Array(body.prefix(precision)) }
    } else {
      switch conversion.kind {
      case UInt8(ascii: "d"):
        body = Array(String(number.magnitude).utf8)
        if number < 0 {
          prefix = [UInt8(ascii: "-")]
        } else if conversion.sign {
          prefix = [UInt8(ascii: "+")]
        } else if conversion.space {
          prefix = [UInt8(ascii: " ")]
        }
      default:
        // Octal and hex print the value as an unsigned int, as C does.
        let unsigned = UInt32(truncatingIfNeeded: number)
        let radix = conversion.kind == UInt8(ascii: "o") ? 8 : 16
        body = Array(String(unsigned, radix: radix, uppercase: conversion.kind == UInt8(ascii: "X")).utf8)
        if conversion.alternate && unsigned != 0 {
          prefix = radix == 8 ? [UInt8(ascii: "0")] : Array((conversion.kind == UInt8(ascii: "X") ? "0X" : "0x").utf8)
        }
      }
      if let precision = conversion.precision, body.count < precision {
        body = Array(repeating: UInt8(ascii: "0"), count: precision - body.count) + body
      }
    }
    let length = prefix.count + body.count
    guard length < conversion.width else { return prefix + body }
    let fill = conversion.width - length
    if conversion.leftAlign { return prefix + body + Array(repeating: UInt8(ascii: " "), count: fill) }
    if conversion.zeroPad && conversion.kind != UInt8(ascii: "s") && conversion.precision == nil {
      return prefix + Array(repeating: UInt8(ascii: "0"), count: fill) + body
    }
    return Array(repeating: UInt8(ascii: " "), count: fill) + prefix + body
  }
}
