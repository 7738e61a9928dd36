// MARK: - LevelParserFuzz

// libFuzzer entry for the level parser. Built by run.sh together with Sources/Levels, Physics
// and the games' level formats (Sources/*Game/Level) as one module, so no import. Every input must either parse into a level that writes and reads
// back to itself, or throw a LevelError with a position inside the input; anything else
// (a trap, an ASan report, a hang, a broken round trip) is a finding.

/// Every game's level format, as the arcade registers them.
let formats: LevelFormats = [
  BallsLevel.format, PaddlesArena.format, MazeLevel.format, HolesTable.format, LanderLevel.format,
  PortalsLevel.format,
]

/// Checks one input; returns 0 as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func levelParserFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do throws(LevelError) {
    let level = try formats.parse(bytes: bytes, path: "fuzz.level")
    let text = level.canonicalText
    let again = try formats.parse(text: text, path: "canonical.level")
    if again != level || again.canonicalText != text {
      fatalError("round trip changed the level:\n\(text)")
    }
  } catch {
    let lines = bytes.count { $0 == 0x0A } + 1
    if error.line < 0 || error.line > lines || (error.line > 0 && error.column < 1)
      || error.message.isEmpty
    {
      fatalError("badly located error: \(error)")
    }
  }
  return 0
}
