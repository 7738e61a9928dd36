import ArcadeKit
import Catalog
import Drawing
import EndToEndSupport
import Foundation
import Replays
import Server
import TerminalWire
import TestSupport
import Testing

extension HeavyTests {
  /// The web pages (`arcade serve --http`) in real headless Chromium, through selenium
  /// (Server/Tests/Browser/pages.py): the menu renders in `/play`, a key starts a game and Esc asks
  /// to leave; `/` links a ranked run, whose page plays it with its markers and shows, at a step,
  /// the frame a terminal shows at that step, cell for cell; `/watch/NAME` follows a player who
  /// plays over SSH meanwhile. Set ARCADE_RECORD_SCREENSHOTS=1 to keep the menu's screenshot as
  /// docs/images/web-play.png (the README's).
  @Suite(.serialized) struct WebBrowserTests {
    /// The step of the run compared with the terminal's frame.
    static let comparedStep = 150

    @Test func thePagesWorkInChromiumAsTheyDoOverSSH() async throws {
      try Self.requireBrowser()
      let server = try await TestServer(configure: {
        $0.webAddress = ListenAddress(host: "127.0.0.1", port: 0)
        $0.metricsAddress = ListenAddress(host: "127.0.0.1", port: 0)
      })
      defer { Task { await server.stop() } }
      let webPort = try #require(server.server.webPort)
      let metricsPort = try #require(server.server.metricsPort)

      // A ranked run: Alice's landing.
      let alice = try await server.namedPlayer("Alice")
      let text = try TestServer.goldenReplay("lander-landing.replay")
      #expect(try await server.run("submit", as: .key(alice), input: text).status == 0)
      let replay = try ReplayText.decode(text: text, source: "the test")
      let registry = GameCatalog.registry(fileSystem: .live)
      let run = registry.runIdentity(of: replay)

      // Bob plays Maze over SSH, tilting the board now and then, while the browser watches.
      let bob = try await SSHTestClient(port: server.port, signIn: .key(try await server.namedPlayer("Bob")))
      try await bob.waitFor(screenShowing: "A R C A D E")
      try await bob.openFirstMaze()
      let tilting = Task {
        var right = true
        while !Task.isCancelled {
          try? await bob.send(right ? "llll" : "hhhh")
          right.toggle()
          try? await Task.sleep(for: .milliseconds(700))
        }
      }
      defer { tilting.cancel() }

      let shots = try TemporaryDirectory()
      let script = Self.browserScript
      let arguments = [
        script, "http://127.0.0.1:\(webPort)", run, "Bob", "\(Self.comparedStep)", shots.path,
        "http://127.0.0.1:\(metricsPort)",
      ]
      let result = try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
          continuation.resume(with: Result { try Shell.run("/usr/bin/env", ["python3"] + arguments) })
        }
      }
      tilting.cancel()
      await bob.close()
      try #require(result.status == 0, "pages.py failed: \(String(result.error.suffix(3000)))")
      let seen = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.output)")

      #expect(seen["problems"] as? [String] == [])
      for check in [
        "menu", "csp", "game", "leave", "leftPageClosed", "homeLinksRun", "homeShowsPlayer", "daily", "runPlays",
        "seeked",
        "markerSeeks", "watching", "follows",
      ] {
        #expect(seen[check] as? Bool == true, "\(check)")
      }
      #expect(seen["errors"] as? [String] == [], "the browser's console: \(seen["errors"] ?? "")")
      let markers = try #require(seen["markers"] as? [String])
      #expect(markers.contains { $0.contains("score") || $0.contains("landed") || $0.contains("level") }, "\(markers)")

      // The run's page at the step equals the terminal's frame of the same replay at that step.
      let frame = try #require(seen["runFrame"] as? [String: Any])
      let rows = try #require(frame["rows"] as? [String])
      let styles = try #require(frame["styles"] as? [[Int]])
      let terminal = try Self.terminalFrame(of: replay, step: Self.comparedStep, size: Size(width: 80, height: 24))
      #expect(rows.count == 24)
      var differences: [String] = []
      for y in 0..<min(rows.count, 24) {
        let cells = Array(rows[y].unicodeScalars)
        for x in 0..<80 where x < cells.count {
          let page = Self.shown(cells[x], style: styles[y][x])
          let shown = terminal[x, y]
          let onTerminal = Self.shown(
            shown.text, foreground: shown.pen.foreground, background: shown.pen.background,
            attributes: shown.pen.attributes)
          if page != onTerminal { differences.append("(\(x),\(y)) page \(page) terminal \(onTerminal)") }
        }
      }
      #expect(differences.isEmpty, "\(differences.prefix(10))")
      #expect(rows.joined().contains("FUEL"))

      if ProcessInfo.processInfo.environment["ARCADE_RECORD_SCREENSHOTS"] != nil {
        let target = "\(TestServer.repository)/docs/images/web-play.png"
        _ = try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: shots.file("play.png"), toPath: target)
      }
      shots.remove()
    }

    /// What a cell shows: its character and colours, a half block as its top and bottom colours
    /// (a terminal's encoder may write `▀` in A over B as `▄` in B over A).
    struct Shown: Equatable, CustomStringConvertible {
      var text: Unicode.Scalar
      var foreground: Int
      var background: Int
      var attributes: UInt8

      var description: String { "'\(text)' \(foreground)/\(background)/\(attributes)" }
    }

    /// A page's cell: `style` is `fg + 257 × bg + 66049 × attributes`, 256 the default colour.
    static func shown(_ text: Unicode.Scalar, style: Int) -> Shown {
      shown(
        text, foreground: Int16(style % 257), background: Int16(style / 257 % 257),
        attributes: TextAttributes(rawValue: UInt8(style / 66049)))
    }

    static func shown(_ text: Unicode.Scalar, foreground: Int16?, background: Int16?, attributes: TextAttributes)
      -> Shown
    {
      let fore = foreground.map(Int.init) ?? 256
      let back = background.map(Int.init) ?? 256
      let fg = fore == 256 ? 256 : fore
      let bg = back == 256 ? 256 : back
      if text == "\u{2584}" {
        return Shown(text: "\u{2580}", foreground: bg, background: fg, attributes: attributes.rawValue)
      }
      if text == " " {
        return Shown(
          text: " ", foreground: 0, background: bg, attributes: attributes.rawValue & ~TextAttributes.bold.rawValue)
      }
      return Shown(text: text, foreground: fg, background: bg, attributes: attributes.rawValue)
    }

    /// The frame a terminal (xterm-256color) shows of `replay` at `step`, at `size`: the game
    /// drawn, written by the arcade's own terminal encoder, read back by a terminal model.
    static func terminalFrame(of replay: Replay, step: Int, size: Size) throws -> ANSIScreenModel {
      var player = try GameCatalog.registry(fileSystem: .live).player(for: replay)
      player.play(toStep: step)
      var canvas = Canvas(size: size)
      player.scene.render(into: &canvas)
      var wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: .dark)
      var bytes = wire.start()
      wire.present(canvas, into: &bytes)
      var terminal = ANSIScreenModel(width: size.width, height: size.height)
      terminal.feed(bytes)
      return terminal
    }

    /// This suite's browser script.
    static let browserScript = "\(TestServer.repository)/Server/Tests/Browser/pages.py"

    /// Says what to install when Chromium, its driver or selenium is missing (as .ci/run does).
    static func requireBrowser() throws {
      let missing = ["/usr/bin/chromium", "/usr/bin/chromedriver"].filter {
        !FileManager.default.isExecutableFile(atPath: $0)
      }
      let selenium = try Shell.run("/usr/bin/env", ["python3", "-c", "import selenium"]).status == 0
      guard missing.isEmpty, selenium else {
        throw BrowserMissing(
          what: (missing + (selenium ? [] : ["python3's selenium"])).joined(separator: ", ")
            + ": install Debian's chromium and chromium-driver and selenium from PyPI, as .ci/run does")
      }
    }

    struct BrowserMissing: Error, CustomStringConvertible {
      var what: String
      var description: String { "the browser tests cannot run without \(what)" }
    }
  }
}
