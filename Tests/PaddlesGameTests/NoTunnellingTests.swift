import ArcadeKit
import Levels
import Physics
import Testing

@testable import PaddlesGame

/// The puck never passes through a paddle or an obstacle, at any speed up to the cap.
@Suite struct NoTunnellingTests {
  @Test func fastPuckNeverCrossesAPaddleThatCoversItsPath() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<500 {
      var match = PaddlesMatch(arena: .classic, seed: random.next())
      let y = random.double(in: 60..<260)
      match.placePaddle(.one, at: y)
      match.serveDelay = 0
      match.puck.speed = PaddlesMatch.maxSpeed
      // Start anywhere in front of the paddle, aimed so the path reaches it within its length.
      let startX = random.double(in: 88..<140)
      let across = random.double(in: -0.2..<0.2)
      let steps = (startX - 88) / PaddlesMatch.maxSpeed
      match.puck.center = Vector2(x: startX, y: y - across * PaddlesMatch.maxSpeed * steps)
      match.puck.direction = Vector2(x: -1, y: across)
      var hit = false
      for _ in 0..<20 where !hit {
        let events = match.step()
        hit = events.contains(.paddle(.one))
        #expect(!events.contains(.point(.two)))
        #expect(match.puck.center.x >= 88 - 1e-9)
      }
      #expect(hit)
    }
  }

  @Test func fastPuckBouncesOffObstaclesAndNeverEntersThem() throws {
    let portrait = PaddlesArena(
      name: "Blocks",
      obstacles: [
        .init(x: 48, y: 144, width: 64, height: 16), .init(x: 208, y: 320, width: 64, height: 16),
      ])
    let arena = SidewaysArena(portrait)
    var random = SeededRandom(seed: 12)
    var bounces = 0
    for _ in 0..<300 {
      var match = PaddlesMatch(arena: arena, seed: random.next())
      match.serveDelay = 0
      match.puck.speed = PaddlesMatch.maxSpeed
      match.puck.direction = Vector2(x: random.sign(), y: random.double(in: -1..<1))
      for _ in 0..<200 {
        let events = match.step()
        if events.contains(.obstacle) { bounces += 1 }
        for rect in arena.obstacles {
          let inside = RectCollision.contact(match.puck.circle, rect.insetBy(0.001))
          #expect(inside == nil, "the puck overlapped an obstacle at \(match.puck.center)")
        }
        if match.winner != nil { break }
      }
    }
    #expect(bounces > 50)
  }

  @Test func obstacleFaceReflectsTheAlongComponent() {
    let arena = SidewaysArena(
      PaddlesArena(name: "One", obstacles: [.init(x: 48, y: 144, width: 64, height: 16)]))
    // Turned sideways the block spans x 144…160, y 208…272.
    #expect(arena.obstacles == [WorldRect(minX: 144, minY: 208, maxX: 160, maxY: 272)])
    var match = PaddlesMatch(arena: arena, seed: 1)
    match.serveDelay = 0
    match.puck.center = Vector2(x: 170, y: 240)
    match.puck.direction = Vector2(x: -1, y: 0)
    match.puck.speed = 4
    #expect(match.step() == [.obstacle])
    #expect(match.puck.direction == Vector2(x: 1, y: 0))
    #expect(match.puck.center == Vector2(x: 170, y: 240))
  }
}
