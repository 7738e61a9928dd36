import ArcadeKit
import Catalog
import Drawing
import Foundation
import Replays
import Testing

@testable import Server

/// The pure parts of the web pages: the frames a page is sent, the messages it sends, a run
/// moved about, and the pages' escaping.
@Suite struct WebFramesTests {
  /// The page's grid as the script builds it from `messages`: a row's cells, a cell's style.
  private func page(from messages: [[UInt8]]) throws -> (cells: [[Unicode.Scalar]], styles: [[Int]]) {
    var cells: [[Unicode.Scalar]] = []
    var styles: [[Int]] = []
    var table: [Int: Int] = [:]
    for message in messages {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any])
      for case let entry as [Int] in object["s"] as? [Any] ?? [] { table[entry[0]] = entry[1] }
      if let width = object["w"] as? Int, let height = object["h"] as? Int {
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
        styles = Array(repeating: Array(repeating: 0, count: width), count: height)
      }
      for case let row as [Any] in try #require(object["f"] as? [Any]) {
        let y = try #require(row[0] as? Int)
        let from = try #require(row[1] as? Int)
        let changed = Array(try #require(row[2] as? String).unicodeScalars)
        cells[y].replaceSubrange(from..<from + changed.count, with: changed)
        var x = from
        let runs = try #require(row[3] as? [Int])
        for index in stride(from: 0, to: runs.count, by: 2) {
          for _ in 0..<runs[index] {
            styles[y][x] = try #require(table[runs[index + 1]])
            x += 1
          }
        }
        #expect(x == from + changed.count)
      }
    }
    return (cells, styles)
  }

  /// A canvas of random text, colours, wide characters and awkward characters.
  private func randomCanvas(_ random: inout SeededRandom, size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let pieces = ["a", "\"", "\\", "▀", "▄", "漢", "🙂", "é", "\u{7F}", "─", " ", "<", "&"]
    for _ in 0..<40 {
      let piece = pieces[Int(random.next() % UInt64(pieces.count))]
      let colors = Color.allCases
      let style = Style(
        foreground: colors[Int(random.next() % UInt64(colors.count))],
        background: colors[Int(random.next() % UInt64(colors.count))],
        attributes: TextAttributes(rawValue: UInt8(Int(random.next() % 16))))
      canvas.text(
        String(repeating: piece, count: 1 + Int(random.next() % 5)), x: Int(random.next() % UInt64(size.width)),
        y: Int(random.next() % UInt64(size.height)), style: style)
    }
    return canvas
  }

  @Test func thePageBuiltFromTheMessagesShowsEveryCanvasCellForCell() throws {
    var random = SeededRandom(seed: 50)
    var encoder = WebFrameEncoder()
    var messages: [[UInt8]] = []
    for round in 0..<30 {
      let size = round < 20 ? Size(width: 40, height: 12) : Size(width: 33, height: 9)
      let canvas = randomCanvas(&random, size: size)
      if let message = encoder.message(for: canvas) { messages.append(message) }
      let shown = try page(from: messages)
      for y in 0..<size.height {
        for x in 0..<size.width {
          #expect(shown.cells[y][x] == canvas[x, y].scalar, "(\(x),\(y)) round \(round)")
          #expect(shown.styles[y][x] == WebFrameEncoder.number(of: canvas[x, y].style))
        }
      }
    }
  }

  @Test func onlyTheRowsThatChangedAreSentAndNothingWhenNothingDid() throws {
    var encoder = WebFrameEncoder()
    var canvas = Canvas(size: Size(width: 20, height: 5))
    canvas.text("hello", x: 0, y: 1)
    let first = try #require(Self.text(encoder.message(for: canvas)))
    #expect(first.hasPrefix(#"{"w":20,"h":5,"f":[[0,0,""#))
    let unchanged = encoder.message(for: canvas)
    #expect(unchanged == nil)
    canvas.text("x", x: 3, y: 3, style: .bold)
    let second = Self.text(encoder.message(for: canvas))
    #expect(second == #"{"f":[[3,3,"x",[1,1]]],"s":[[1,132097]]}"#)
    encoder.redrawWhole()
    let whole = Self.text(encoder.message(for: canvas))
    #expect(whole?.contains(#"[4,0,""#) == true)
  }

  private static func text(_ message: [UInt8]?) -> String? {
    message.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aPageSaysKeysTheMouseItsSizeAndTheRunsControlsAndNothingElse() {
    let screen = Size(width: 80, height: 24)
    func parse(_ text: String) -> PageMessage? { PageMessage.parse(Array(text.utf8), screen: screen) }
    #expect(parse(#"{"t":"k","k":"ArrowUp"}"#) == .input(.key(.up)))
    #expect(parse(#"{"t":"u","k":"ArrowUp"}"#) == .input(.keyRelease(.up)))
    #expect(parse(#"{"t":"k","k":"Tab","s":1}"#) == .input(.key(.backTab)))
    #expect(parse(#"{"t":"k","k":"s","c":1}"#) == .input(.key(.control("s"))))
    #expect(parse(#"{"t":"k","k":"S"}"#) == .input(.key(.character("S"))))
    #expect(parse(#"{"t":"k","k":"é"}"#) == .input(.key(.character("é"))))
    #expect(parse(#"{"t":"k","k":"F12"}"#) == .input(.key(.function(12))))
    #expect(parse(#"{"t":"k","k":"Shift"}"#) == nil)
    #expect(parse(#"{"t":"k","k":"\u0007"}"#) == nil)
    #expect(
      parse(#"{"t":"m","a":"press","x":3,"y":4}"#) == .input(.mouse(MouseEvent(.press, x: 3, y: 4, screen: screen))))
    #expect(parse(#"{"t":"m","a":"press","x":80,"y":4}"#) == nil)
    #expect(parse(#"{"t":"m","a":"press","x":-1,"y":4}"#) == nil)
    #expect(parse(#"{"t":"s","w":100000,"h":0}"#) == .resize(Size(width: Canvas.maximumSize.width, height: 1)))
    #expect(parse(#"{"t":"seek","n":-5}"#) == .seek(0))
    #expect(parse(#"{"t":"speed","x":2.5}"#) == .speed(2.5))
    #expect(parse(#"{"t":"speed","x":4}"#) == .speed(4))
    for junk in [
      "", "{}", "[]", "null", #"{"t":1}"#, #"{"t":"submit"}"#,
      "{\"t\":\"k\",\"k\":\"" + String(repeating: "a", count: 300) + "\"}",
    ] {
      #expect(parse(junk) == nil, "\(junk.prefix(40))")
    }
  }

  @Test func aRunMovedBackShowsWhatItShowedThereGoingForward() throws {
    let text = try TestServer.goldenReplay("lander-landing.replay")
    let replay = try ReplayText.decode(text: text, source: "test")
    let registry = GameCatalog.registry(fileSystem: .live)
    var viewer = try RunViewer(replay: replay, registry: registry)
    let size = Size(width: 80, height: 24)
    viewer.seek(to: 200)
    let forward = viewer.render(size: size)
    viewer.seek(to: 900)
    #expect(viewer.step == 900)
    viewer.seek(to: 200)
    #expect(viewer.step == 200)
    #expect(viewer.render(size: size).cells == forward.cells)
    // A second of play at twice the pace is two seconds of the game.
    viewer.setSpeed(2.2)
    #expect(viewer.speed == 2)
    viewer.advance(by: 1)
    #expect(viewer.step == 200 + Int(viewer.stepsPerSecond * 2))
    viewer.pause()
    viewer.advance(by: 5)
    #expect(viewer.step == 200 + Int(viewer.stepsPerSecond * 2))
    viewer.seek(to: 10_000_000)
    #expect(viewer.step == replay.steps)
    let tooSmall = Size(width: viewer.minimumSize.width - 1, height: viewer.minimumSize.height)
    let small = viewer.render(size: tooSmall)
    let shown = (0..<small.height).map { y in
      String(String.UnicodeScalarView((0..<small.width).map { small[$0, y].scalar }))
    }
    #expect(shown.joined().contains("This game needs \(viewer.minimumSize.width)×"), "\(shown)")
  }

  @Test func aLandingIsMarkedWhereTheShipLanded() throws {
    let replay = try ReplayText.decode(text: try TestServer.goldenReplay("lander-landing.replay"), source: "test")
    let markers = try RunMarker.markers(of: replay, registry: GameCatalog.registry(fileSystem: .live))
    let landing = try #require(markers.first { $0.label.contains("landing on the times") })
    #expect(markers.contains { $0.step == landing.step && $0.label.hasPrefix("score ") })
  }

  @Test func aRunsMarkersAreTheEventsItsGameAnnounced() throws {
    let text = try TestServer.goldenReplay("portals-drags.replay")
    let replay = try ReplayText.decode(text: text, source: "test")
    let markers = try RunMarker.markers(of: replay, registry: GameCatalog.registry(fileSystem: .live))
    #expect(!markers.isEmpty)
    #expect(markers.map(\.step) == markers.map(\.step).sorted())
    #expect(markers.contains { $0.label.hasPrefix("score ") })
    #expect(markers.allSatisfy { $0.step > 0 && $0.step <= replay.steps })
  }

  @Test func thePagesTakeOnlyTheirShareOfTheirThread() {
    let share = WebPoolShare()
    for _ in 0..<WebPoolShare.maximum { #expect(share.take()) }
    #expect(!share.take())
    share.give()
    #expect(share.take())
    #expect(!share.take())
  }

  @Test func playersWordsAreEscapedWhereverAPageShowsThem() {
    #expect(
      WebPages.escape(#"<script>"x"&'y'</script>"#) == "&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;&lt;/script&gt;")
    for name in ["Alice", "Zoë", "a b/c?d", "漢字", "%41"] {
      #expect(WebPages.percentDecoded(Substring(WebPages.percentEncoded(name))) == name)
    }
    #expect(WebPages.percentDecoded("%G1") == nil)
    #expect(WebPages.percentDecoded("%ff") == nil)  // not UTF-8
    let page = WebPages.home(
      boards: [
        WebPages.Board(title: "<u>", places: [WebPages.Place(place: 1, name: "<img src=x>", score: "1", run: nil)])
      ],
      online: [WebPages.Online(name: "\"><script>", activity: "playing <i>", watchable: true)], sshHint: "ssh")
    #expect(!page.contains("<img") && !page.contains("<script>") && !page.contains("<i>") && !page.contains("<u>"))
  }
}
