import ArcadeKit
import Drawing

/// Where the menu's title and items sit for a screen size; shared by drawing and mouse hits.
struct MenuLayout: Hashable, Sendable {
  let titleRow: Int
  let firstItemRow: Int
  let spacing: Int
  let itemCount: Int

  /// Lays out `itemCount` items on a screen of `size`, spreading them out when there is room.
  init(size: Size, itemCount: Int) {
    self.itemCount = itemCount
    spacing = size.height >= itemCount * 2 + 10 ? 2 : 1
    let block = itemCount * spacing
    titleRow = max(0, min(2, (size.height - block - 6) / 2))
    let roomy = max(titleRow + 4, (size.height - block) / 2 + 1)
    // On a short screen the items move up under the title rather than under the key hint.
    firstItemRow = roomy + block <= size.height - 1 ? roomy : max(titleRow + 2, size.height - 1 - block)
  }

  /// The screen row of item `index`.
  func row(of index: Int) -> Int { firstItemRow + index * spacing }

  /// The item drawn on screen row `y`, if any.
  func item(atRow y: Int) -> Int? {
    guard y >= firstItemRow, (y - firstItemRow) % spacing == 0 else { return nil }
    let index = (y - firstItemRow) / spacing
    return index < itemCount ? index : nil
  }
}
