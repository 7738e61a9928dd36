import TestSupport
import Testing

/// Record mode rewrites exactly the literal a snapshot check compares with.
@Suite struct SnapshotRecorderTests {
  static let source = """
    @Test func one() {
      let expected = \"\"\"
        old
        lines
        \"\"\"
      #expect(check(expected))
    }
    """

  @Test func theLiteralBeforeTheCheckGetsTheNewLinesAtItsIndentation() throws {
    let updated = try SnapshotRecorder.rewritten(Self.source, literalBefore: 6, with: ["new  ", "", "a\\\\b", ""])
    #expect(
      updated == """
        @Test func one() {
          let expected = \"\"\"
            new

            a\\\\\\\\b
            \"\"\"
          #expect(check(expected))
        }
        """)
  }

  @Test func noLiteralBeforeTheLineIsAFailureNotAnEdit() {
    #expect(throws: SnapshotRecorder.Failure.self) {
      try SnapshotRecorder.rewritten(Self.source, literalBefore: 2, with: ["x"])
    }
  }
}
