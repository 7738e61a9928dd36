// MARK: - LevelNumber

/// Reads and writes the numbers of the level format with a grammar of our own, so that
/// `nan`, `inf`, hex and other spellings a `Double` initializer might take are refused.
public enum LevelNumber {
  /// What reading a number produced.
  enum Reading<Value> {
    case value(Value)
    case notANumber
    case tooLarge
  }

  /// Longest number text considered; anything longer is not a number a person meant.
  static let maxLength = 40

  // MARK: - Integers

  /// Reads `-?[0-9]+`, reporting overflow instead of trapping.
  static func integer(_ text: Substring) -> Reading<Int> {
    var scalars = text.unicodeScalars[...]
    var negative = false
    if scalars.first == "-" {
      negative = true
      scalars = scalars.dropFirst()
    }
    guard !scalars.isEmpty, scalars.allSatisfy(isDigit) else { return .notANumber }
    var value = 0
    for scalar in scalars {
      let digit = Int(scalar.value - 0x30)
      let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowB) = shifted.addingReportingOverflow(negative ? -digit : digit)
      if overflowA || overflowB { return .tooLarge }
      value = next
    }
    return .value(value)
  }

  // MARK: - Decimals

  /// Reads `-?[0-9]+(.[0-9]+)?([eE][+-]?[0-9]+)?` into a finite `Double`.
  static func decimal(_ text: Substring) -> Reading<Double> {
    guard text.utf8.count <= maxLength, matchesDecimalGrammar(Array(text.utf8)) else {
      return .notANumber
    }
    guard let value = Double(text) else { return .notANumber }
    guard value.isFinite else { return .tooLarge }
    return .value(value)
  }

  private static func matchesDecimalGrammar(_ bytes: [UInt8]) -> Bool {
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digits() > 0 else { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == bytes.count
  }

  // MARK: - Writing

  /// The shortest text that reads back as exactly `value`; whole numbers without a fraction.
  public static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return value.description
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }
}
