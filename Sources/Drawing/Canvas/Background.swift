/// Whether the terminal's own background is dark or light: colours are picked to read on it.
public enum Background: String, Hashable, Sendable, CaseIterable {
  case dark, light

  /// The background a `COLORFGBG` value ("15;0", "0;default;15") names, if it names one.
  ///
  /// Its last field is the background's colour number: 7 and 9 to 15 are light (white, light
  /// grey and the bright colours), 0 to 6 and 8 dark.
  public init?(colorFGBG: String) {
    let fields = colorFGBG.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count >= 2, let number = Int(fields[fields.count - 1]), (0...15).contains(number) else {
      return nil
    }
    self = number == 7 || number >= 9 ? .light : .dark
  }

  /// The background of an OSC 11 reply's body ("11;rgb:ffff/ffff/ffff", one to four hex digits
  /// per channel), if it is one: light when its luma is over half.
  public init?(osc11Reply body: String) {
    guard body.hasPrefix("11;rgb:") else { return nil }
    let channels = body.dropFirst("11;rgb:".count).split(separator: "/", omittingEmptySubsequences: false)
    guard channels.count == 3 else { return nil }
    var values: [Double] = []
    for channel in channels {
      guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else { return nil }
      values.append(Double(value) / Double((1 << (4 * channel.count)) - 1))
    }
    let luma = 0.299 * values[0] + 0.587 * values[1] + 0.114 * values[2]
    self = luma > 0.5 ? .light : .dark
  }
}
