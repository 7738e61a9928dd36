import Physics

/// Builds a `SolidGrid` from rows of text (`#` solid, anything else empty) for readable tests.
func mazeGrid(_ rows: [String]) throws -> SolidGrid {
  let width = rows.first?.count ?? 0
  return try SolidGrid(
    width: width, height: rows.count, cells: rows.flatMap { $0.map { $0 == "#" } })
}
