import Physics
import PropertyBased
import Testing

@Suite struct GridColliderTests {
  let cell = 8.0

  func ball(_ x: Double, _ y: Double, _ vx: Double, _ vy: Double, radius: Double = 2) -> CircleBody {
    CircleBody(position: Vector2(x: x, y: y), velocity: Vector2(x: vx, y: vy), radius: radius)
  }

  // MARK: - Rules

  @Test func ballInOpenSpaceMovesByHalfItsVelocity() throws {
    let grid = try mazeGrid(["#####", "#...#", "#...#", "#...#", "#####"])
    let result = GridCollider.move(
      ball(20, 20, 2, -1), through: grid, cellSize: cell, restitution: 0.5, scale: 0.5)
    #expect(result.body.position == Vector2(x: 21, y: 19.5))
    #expect(result.body.velocity == Vector2(x: 2, y: -1))
    #expect(result.hits.isEmpty)
  }

  @Test func wallHitHalvesTheNormalVelocityAndKeepsTheTangential() throws {
    let grid = try mazeGrid(["####", "#.##", "####"])
    // Cell (1,1) spans 8...16; the ball touches the right wall at x = 14 halfway through its move
    // of 4, bounces at half speed and travels the remaining 3/8 of the move back.
    let result = GridCollider.move(
      ball(12, 12, 4, 1), through: grid, cellSize: cell, restitution: 0.5)
    #expect(result.body.velocity == Vector2(x: -2, y: 1))
    #expect(result.body.position == Vector2(x: 13.25, y: 13))
    #expect(result.hits == .right)
  }

  @Test func ceilingHitReflectsTheVerticalVelocity() throws {
    let grid = try mazeGrid(["####", "#.##", "####"])
    let result = GridCollider.move(
      ball(12, 12, 0, -4), through: grid, cellSize: cell, restitution: 0.5)
    #expect(result.body.velocity == Vector2(x: 0, y: 2))
    #expect(result.body.position == Vector2(x: 12, y: 10.75))
    #expect(result.hits == .top)
  }

  @Test func gridBorderIsAWallEvenWithoutSolidCells() throws {
    let grid = try SolidGrid(width: 2, height: 1)
    let result = GridCollider.move(
      ball(4, 4, -8, 0), through: grid, cellSize: cell, restitution: 0.5)
    #expect(result.hits == .left)
    #expect(result.body.velocity.x == 4)
    #expect(result.body.position.x >= 2)
  }

  @Test func ballFasterThanAWholeCellStillBouncesInsideItsCell() throws {
    let grid = try mazeGrid(["#####", "#.#.#", "#####"])
    let result = GridCollider.move(
      ball(12, 12, 1000, 0), through: grid, cellSize: cell, restitution: 0.5)
    #expect(result.body.position.x >= 10 && result.body.position.x <= 14)
    #expect(result.body.position.y == 12)
    #expect(result.hits.contains(.right))
  }

  @Test func ballRollingAlongAFloorDoesNotCatchOnCellSeams() throws {
    let grid = try mazeGrid(["######", "#....#", "######"])
    var body = ball(12, 14, 2, 0)
    for _ in 0..<8 {
      let result = GridCollider.move(
        body, through: grid, cellSize: cell, restitution: 0.5, scale: 0.5)
      #expect(result.hits.isEmpty)
      body = result.body
    }
    #expect(body.position == Vector2(x: 20, y: 14))
    #expect(body.velocity == Vector2(x: 2, y: 0))
  }

  @Test func ballPressedIntoTheFloorBouncesAndKeepsRolling() throws {
    let grid = try mazeGrid(["######", "#....#", "######"])
    let result = GridCollider.move(
      ball(12, 14, 2, 4), through: grid, cellSize: cell, restitution: 0.5, scale: 0.5)
    #expect(result.hits == .bottom)
    #expect(result.body.velocity.x == 2)
    #expect(result.body.velocity.y == -2)
    #expect(result.body.position.y <= 14)
  }

  @Test func ballStartingInAWallIsNeverPushedDeeper() throws {
    let grid = try mazeGrid(["####", "#..#", "####"])
    // Overlapping the left wall (x < 8 + 2); moving into it bounces without going deeper.
    let result = GridCollider.move(
      ball(9, 12, -2, 0), through: grid, cellSize: cell, restitution: 0.5)
    #expect(result.hits == .left)
    #expect(result.body.position == Vector2(x: 9.75, y: 12))
    #expect(result.body.velocity == Vector2(x: 1, y: 0))
    // Moving away, it leaves freely.
    let away = GridCollider.move(ball(9, 12, 2, 0), through: grid, cellSize: cell, restitution: 0.5)
    #expect(away.hits.isEmpty)
    #expect(away.body.position == Vector2(x: 11, y: 12))
  }

  @Test func nonFiniteVelocityStopsTheBallInPlace() throws {
    let grid = try SolidGrid(width: 3, height: 3)
    let result = GridCollider.move(
      ball(12, 12, .nan, 1), through: grid, cellSize: cell, restitution: 0.5)
    #expect(result.body.position == Vector2(x: 12, y: 12))
    #expect(result.body.velocity == .zero)
  }

  @Test func invalidCellSizeLeavesTheBallAlone() throws {
    let grid = try SolidGrid(width: 3, height: 3)
    let body = ball(12, 12, 1, 1)
    #expect(GridCollider.move(body, through: grid, cellSize: 0, restitution: 0.5).body == body)
  }

  // MARK: - Properties

  /// A random maze: a border, random inner blocks, and a free start cell.
  static let mazes = zip(Gen.bool(0.3).array(of: 64), Gen.int(in: 0...63))

  @Test func ballNeverEntersOrCrossesASolidCell() async throws {
    await propertyCheck(
      count: 200,
      input: Self.mazes,
      zip(Gen.double(in: -16...16), Gen.double(in: -16...16)),
      zip(Gen.double(in: -3...3), Gen.double(in: -3...3)),
      Gen.double(in: 0.75...3.75),
      Gen.double(in: 0...1)
    ) { maze, velocity, tilt, radius, restitution in
      var cells = maze.0
      cells[maze.1] = false
      guard let grid = try? SolidGrid(width: 8, height: 8, cells: cells) else {
        Issue.record("could not build an 8×8 grid")
        return
      }
      let start = (x: maze.1 % 8, y: maze.1 / 8)
      let reachable = freeComponent(of: grid, from: start)
      var body = CircleBody(
        position: Vector2(x: (Double(start.x) + 0.5) * cell, y: (Double(start.y) + 0.5) * cell),
        velocity: Vector2(x: velocity.0, y: velocity.1),
        radius: radius
      )
      for _ in 0..<200 {
        body = body.accelerated(by: Vector2(x: tilt.0, y: tilt.1), scale: 0.2)
        // Cap at 2 cells per update (after the 0.5 scale), far faster than the game allows.
        if body.velocity.length > 32 { body.velocity = body.velocity.normalized * 32 }
        body =
          GridCollider.move(
            body, through: grid, cellSize: cell, restitution: restitution, scale: 0.5
          ).body
        guard let here = grid.cell(containing: body.position, cellSize: cell) else {
          Issue.record("position became non-finite")
          return
        }
        #expect(reachable.contains(here.y * 8 + here.x), "the ball crossed a wall to cell \(here)")
        let deepest = deepestPenetration(of: body, in: grid)
        #expect(deepest <= 1e-9, "the ball is \(deepest) inside a solid cell")
        if deepest > 1e-9 || !reachable.contains(here.y * 8 + here.x) { return }
      }
    }
  }

  @Test func speedNeverGrowsOnABounceWithRestitutionUpToOne() async {
    await propertyCheck(
      input: Self.mazes,
      zip(Gen.double(in: -32...32), Gen.double(in: -32...32)),
      Gen.double(in: 0.75...3.75),
      Gen.double(in: 0...1)
    ) { maze, velocity, radius, restitution in
      var cells = maze.0
      cells[maze.1] = false
      guard let grid = try? SolidGrid(width: 8, height: 8, cells: cells) else { return }
      var body = CircleBody(
        position: Vector2(
          x: (Double(maze.1 % 8) + 0.5) * cell, y: (Double(maze.1 / 8) + 0.5) * cell),
        velocity: Vector2(x: velocity.0, y: velocity.1),
        radius: radius
      )
      for _ in 0..<50 {
        let next = GridCollider.move(body, through: grid, cellSize: cell, restitution: restitution)
          .body
        #expect(next.velocity.lengthSquared <= body.velocity.lengthSquared)
        body = next
      }
    }
  }
}

// MARK: - Helpers

/// The free cells 4-connected to `start`: where a ball of positive radius can ever be.
private func freeComponent(of grid: SolidGrid, from start: (x: Int, y: Int)) -> Set<Int> {
  var seen: Set<Int> = [start.y * grid.width + start.x]
  var queue = [start]
  while let (x, y) = queue.popLast() {
    for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
    where !grid.isSolid(x: nx, y: ny) {
      if seen.insert(ny * grid.width + nx).inserted { queue.append((nx, ny)) }
    }
  }
  return seen
}

/// How far the ball reaches into the nearest solid cell (≤ 0 when clear of all of them).
private func deepestPenetration(of body: CircleBody, in grid: SolidGrid) -> Double {
  var deepest = -Double.infinity
  for y in -1...grid.height {
    for x in -1...grid.width where grid.isSolid(x: x, y: y) {
      let rect = grid.rect(x: x, y: y, cellSize: 8)
      let gap = (body.position - rect.closestPoint(to: body.position)).length
      let inside = rect.contains(body.position)
      deepest = Swift.max(deepest, inside ? body.radius + 8 : body.radius - gap)
    }
  }
  return deepest
}
