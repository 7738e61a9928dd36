import Testing

@testable import arcade

/// The XDG rule, alike for every variable: relative values are ignored.
struct EnvironmentTests {
  /// Before: a relative `XDG_CONFIG_HOME` was used (settings written under the working
  /// directory) while a relative `XDG_DATA_HOME` was ignored.
  @Test func aRelativeConfigHomeIsIgnored() {
    let relative = Environment(variables: ["HOME": "/home/p", "XDG_CONFIG_HOME": "config"])
    #expect(relative.configDirectory == "/home/p/.config/arcade")
    let absolute = Environment(variables: ["HOME": "/home/p", "XDG_CONFIG_HOME": "/etc/p"])
    #expect(absolute.configDirectory == "/etc/p/arcade")
  }
}
