import Physics
import PropertyBased
import Testing

@Suite struct SpatialGridTests {
  let field = WorldRect(width: 100, height: 100)

  @Test func findsOverlappingPairsButNotTouchingOnes() {
    var grid = SpatialGrid(bounds: field, cellSize: 8)
    grid.rebuild(circles: [
      Circle(center: Vector2(x: 10, y: 10), radius: 4),
      Circle(center: Vector2(x: 18, y: 10), radius: 4),  // touches 0: not a pair
      Circle(center: Vector2(x: 10, y: 17.5), radius: 4),  // overlaps 0
      Circle(center: Vector2(x: 90, y: 90), radius: 4),
    ])
    #expect(grid.overlappingPairs() == [CirclePair(0, 2)])
  }

  @Test func pairsAreOrderedSmallerIndexFirst() {
    #expect(CirclePair(5, 2) == CirclePair(2, 5))
    #expect(CirclePair(5, 2).first == 2)
  }

  @Test func queryFindsTheCirclesAnExplosionTouches() {
    var grid = SpatialGrid(bounds: field, cellSize: 8)
    grid.rebuild(circles: [
      Circle(center: Vector2(x: 50, y: 50), radius: 4),
      Circle(center: Vector2(x: 59.5, y: 50), radius: 4),
      Circle(center: Vector2(x: 60, y: 50), radius: 4),  // touches the explosion: not hit
    ])
    #expect(grid.circles(overlapping: Circle(center: Vector2(x: 50, y: 50), radius: 6)) == [0, 1])
  }

  @Test func rebuildingReplacesThePreviousCircles() {
    var grid = SpatialGrid(bounds: field, cellSize: 8)
    grid.rebuild(circles: [
      Circle(center: Vector2(x: 10, y: 10), radius: 4),
      Circle(center: Vector2(x: 12, y: 10), radius: 4),
      Circle(center: Vector2(x: 14, y: 10), radius: 4),
    ])
    #expect(grid.overlappingPairs().count == 3)
    grid.rebuild(count: 2) { Circle(center: Vector2(x: 40 * Double($0), y: 10), radius: 4) }
    #expect(grid.count == 2)
    #expect(grid.overlappingPairs().isEmpty)
  }

  @Test func circlesOutsideTheBoundsAreStillFound() {
    var grid = SpatialGrid(bounds: field, cellSize: 8)
    grid.rebuild(circles: [
      Circle(center: Vector2(x: -50, y: -50), radius: 4),
      Circle(center: Vector2(x: -47, y: -50), radius: 4),
      Circle(center: Vector2(x: 1000, y: 5), radius: 4),
    ])
    #expect(grid.overlappingPairs() == [CirclePair(0, 1)])
  }

  @Test func unusableCellSizeFallsBackToAWorkingGrid() {
    var grid = SpatialGrid(bounds: field, cellSize: 0)
    grid.rebuild(circles: [
      Circle(center: Vector2(x: 1, y: 1), radius: 1),
      Circle(center: Vector2(x: 2, y: 1), radius: 1),
    ])
    #expect(grid.overlappingPairs() == [CirclePair(0, 1)])
    #expect(
      SpatialGrid(bounds: field, cellSize: 1e-9).columns
        * SpatialGrid(bounds: field, cellSize: 1e-9).rows
        <= SpatialGrid.maxCells)
  }

  @Test func unboundedFieldStillFindsPairs() {
    var grid = SpatialGrid(
      bounds: WorldRect(minX: 0, minY: 0, maxX: .infinity, maxY: 10), cellSize: 1)
    grid.rebuild(circles: [
      Circle(center: Vector2(x: 5, y: 5), radius: 1),
      Circle(center: Vector2(x: 6, y: 5), radius: 1),
    ])
    #expect(grid.overlappingPairs() == [CirclePair(0, 1)])
  }

  // MARK: - Properties

  static let circles = zip(
    Gen.double(in: -20...120), Gen.double(in: -20...120), Gen.double(in: 0...12)
  )
  .map { Circle(center: Vector2(x: $0.0, y: $0.1), radius: $0.2) }
  .array(of: 0...150)

  @Test func broadphaseFindsExactlyTheBruteForcePairs() async {
    await propertyCheck(input: Self.circles, Gen.double(in: 0.5...40)) { circles, cellSize in
      var grid = SpatialGrid(bounds: field, cellSize: cellSize)
      grid.rebuild(circles: circles)
      let found = grid.overlappingPairs()
      #expect(Set(found).count == found.count, "a pair was reported twice")
      #expect(Set(found) == bruteForcePairs(circles))
    }
  }

  @Test func queryFindsExactlyTheBruteForceCircles() async {
    await propertyCheck(
      input: Self.circles, Gen.double(in: 0.5...40),
      zip(Gen.double(in: -20...120), Gen.double(in: -20...120), Gen.double(in: 0...40))
    ) { circles, cellSize, query in
      var grid = SpatialGrid(bounds: field, cellSize: cellSize)
      grid.rebuild(circles: circles)
      let probe = Circle(center: Vector2(x: query.0, y: query.1), radius: query.2)
      #expect(
        grid.circles(overlapping: probe) == circles.indices.filter { circles[$0].overlaps(probe) })
    }
  }
}

/// Every overlapping pair found by comparing all pairs.
private func bruteForcePairs(_ circles: [Circle]) -> Set<CirclePair> {
  var pairs: Set<CirclePair> = []
  for i in circles.indices {
    for j in circles.indices where j > i && circles[i].overlaps(circles[j]) {
      pairs.insert(CirclePair(i, j))
    }
  }
  return pairs
}
