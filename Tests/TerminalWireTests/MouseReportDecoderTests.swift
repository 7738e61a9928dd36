import ArcadeKit
import Testing

@testable import TerminalWire

/// Mouse reports decoded by the arcade itself, in both formats terminals send.
@Suite struct MouseReportDecoderTests {
  typealias Report = MouseReportDecoder.Report

  @Test(arguments: [
    ("<0;5;13M", Report(kind: .press, column: 4, row: 12)),
    ("<0;5;13m", Report(kind: .release, column: 4, row: 12)),
    ("<32;7;2M", Report(kind: .drag, column: 6, row: 1)),
    ("<64;1;1M", Report(kind: .scrollUp, column: 0, row: 0)),
    ("<65;80;24M", Report(kind: .scrollDown, column: 79, row: 23)),
    // Shift, Alt or Ctrl held: still the left button.
    ("<4;3;3M", Report(kind: .press, column: 2, row: 2)),
    ("<16;3;3m", Report(kind: .release, column: 2, row: 2)),
    ("<0;1000;500M", Report(kind: .press, column: 999, row: 499)),
  ])
  func sgrReports(body: String, expected: Report) {
    #expect(CSIKeyDecoder.decode(body) == .mouse(expected))
  }

  @Test(arguments: [
    "<2;5;5M",  // right button
    "<1;5;5M",  // middle button
    "<35;5;5M",  // a move with no button held (any-event tracking)
    "<66;5;5M",  // sideways wheel
    "<128;5;5M",  // button 8
    "<0;0;5M",  // columns start at 1
    "<0;5;0M",
    "<0;10001;5M",  // beyond any screen
    "<0;-3;5M",
    "<0;5M",  // too few fields
    "<0;5;5;5M",
    "<;;M",
    "<0;99999999999999999999;1M",
    "<-1;5;5M",
  ])
  func reportsTheScenesDoNotUseAreIgnored(body: String) {
    #expect(CSIKeyDecoder.decode(body) == .ignored)
  }

  @Test func x10ReportsDecodeWithTheirThreeCharacters() {
    // Button 0 at column 5, row 13: each value is 32 more, coordinates 1-based.
    #expect(CSIKeyDecoder.decode("M %-") == .mouse(Report(kind: .press, column: 4, row: 12)))
    // Release: button number 3, whichever button went up.
    #expect(CSIKeyDecoder.decode("M#%-") == .mouse(Report(kind: .release, column: 4, row: 12)))
    #expect(CSIKeyDecoder.decode("M@%-") == .mouse(Report(kind: .drag, column: 4, row: 12)))
    #expect(CSIKeyDecoder.decode("M`!!") == .mouse(Report(kind: .scrollUp, column: 0, row: 0)))
    #expect(CSIKeyDecoder.decode("M  !") == .ignored)  // column 0 is not a cell
    #expect(CSIKeyDecoder.decode("M\"!!") == .ignored)  // right button
  }

  @Test func readBodyTakesTheThreeRawCharactersOfAnX10Report() {
    var input = Array("M#%-u".unicodeScalars.map(\.value))
    let body = CSIKeyDecoder.readBody { input.isEmpty ? nil : input.removeFirst() }
    #expect(body == "M#%-")
    #expect(input == [UInt32(("u" as Unicode.Scalar).value)])
  }

  @Test func anX10ReportCutShortIsDropped() {
    var input = Array("M#".unicodeScalars.map(\.value))
    #expect(CSIKeyDecoder.readBody { input.isEmpty ? nil : input.removeFirst() } == nil)
  }

  @Test func sgrBodiesEndAtTheirFinalByteSoAPressAndReleaseInOneReadAreTwoReports() {
    var input = Array("<0;5;13M\u{1B}[<0;5;13m".unicodeScalars.map(\.value))
    let next = { () -> UInt32? in input.isEmpty ? nil : input.removeFirst() }
    #expect(CSIKeyDecoder.readBody(next) == "<0;5;13M")
    #expect(next() == 27)
    #expect(next() == 91)
    #expect(CSIKeyDecoder.readBody(next) == "<0;5;13m")
  }
}
