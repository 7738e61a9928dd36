import ArcadeKit
import Drawing
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// Rules 3's hazards as whole screens: one-way arrows, holes and doors open, about to shut and
/// shut, in Unicode and in ASCII monochrome, and the line that tells of a fall. Update with
/// `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter MazeHazardScreenTests`, then read the diff.
@Suite struct MazeHazardScreenTests {
  /// A small maze with one of each hazard.
  static let sampler = mazeFromRows(
    [
      "###########",
      "#S..>..O..#",
      "#.#######.#",
      "#...D...^.#",
      "#.#######.#",
      "#G.......v#",
      "###########",
    ], name: "Sampler")

  static func driver() -> SceneDriver<MazeScene> {
    MazeSceneTests.driver([sampler])
  }

  @Test func doorsOpenInUnicode() {
    var driver = Self.driver()
    // Tilted up against the top wall: the ball stays on the start while the clock runs.
    driver.press(.up)
    driver.step(30)
    let canvas = driver.render(Size(width: 60, height: 12), capabilities: .full)
    let canvasExpected = """
      1/1 Sampler                   Time 0.50 s  Par —   tilt 0,-1

                         ██████████████████████
                         ██⠸⠇    →→    ●●    ██
                         ██  ██████████████  ██
                         ██      ··      ↑↑  ██
                         ██  ██████████████  ██
                         ██▒▒              ↓↓██
                         ██████████████████████


      Space level • R restart • B practice • ? keys • Esc back • ░
      """
    #expect(TextSnapshot.difference(canvas, canvasExpected) == nil, "\(canvas.plainText)")
  }

  @Test func anOpenDoorInASCIIIsASlashNotTheStartsDot() {
    // The start is filled with `.` in ASCII; an open door was one too, told apart by colour
    // alone (the colour check found it). Now it is `/`, a door swung open.
    var driver = Self.driver()
    let open = driver.render(Size(width: 60, height: 12), capabilities: .minimal)
    #expect(open.lines()[5] == "                   ##      //      ^^  ##")
    #expect(open.lines()[3].contains("##.O"))
  }

  @Test func doorsAboutToShutThenShutInASCIIMonochrome() {
    var driver = Self.driver()
    // Tilted up against the top wall: the ball stays on the start while the clock runs.
    driver.press(.up)
    driver.step(95)
    let closing = driver.render(Size(width: 60, height: 12), capabilities: .minimal)
    let closingExpected = """
      1/1 Sampler                   Time 1.58 s  Par -   tilt 0,-1

                         ######################
                         ##.O    >>    @@    ##
                         ##  ##############  ##
                         ##      --      ^^  ##
                         ##  ##############  ##
                         ##::              vv##
                         ######################


      Space level * R restart * B practice * ? keys * Esc back * .
      """
    #expect(TextSnapshot.difference(closing, closingExpected) == nil, "\(closing.plainText)")
    driver.step(30)
    let shut = driver.render(Size(width: 60, height: 12), capabilities: .minimal)
    let shutExpected = """
      1/1 Sampler                   Time 2.08 s  Par -   tilt 0,-1

                         ######################
                         ##.O    >>    @@    ##
                         ##  ##############  ##
                         ##      ==      ^^  ##
                         ##  ##############  ##
                         ##::              vv##
                         ######################


      Space level * R restart * B practice * ? keys * Esc back * .
      """
    #expect(TextSnapshot.difference(shut, shutExpected) == nil, "\(shut.plainText)")
  }

  @Test func aFallIsToldOnTheHintLine() {
    var driver = Self.driver()
    driver.press(.right, .right, .right)
    for _ in 0..<600 where driver.scene.game.falls == 0 { driver.step() }
    #expect(driver.scene.game.falls == 1)
    let canvas = driver.render(Size(width: 80, height: 12), capabilities: .full)
    let canvasExpected = """
      1/1 Sampler                    Time 1.15 s  Par —   x ←[···●···]→  y ↑[···●···]↓

                                   ██████████████████████
                                   ██⠰⠆    →→    ●●    ██
                                   ██  ██████████████  ██
                                   ██      ··      ↑↑  ██
                                   ██  ██████████████  ██
                                   ██▒▒              ↓↓██
                                   ██████████████████████


      Into a hole: back to the start • tilt with arrows/hjkl/WASD • R restart • ? keys
      """
    #expect(TextSnapshot.difference(canvas, canvasExpected) == nil, "\(canvas.plainText)")
  }
}
