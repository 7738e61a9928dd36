import FileSystem
import Testing

/// Path arithmetic as `dirname` and `basename` do it.
struct FilePathsTests {
  @Test func directoryAndFileNameSplitLikeDirname() {
    #expect(FilePaths.directory(of: "/a/b/scores.json") == "/a/b")
    #expect(FilePaths.directory(of: "scores.json") == ".")
    #expect(FilePaths.directory(of: "/scores.json") == "/")
    #expect(FilePaths.directory(of: "a//b.json") == "a")
    #expect(FilePaths.fileName(of: "/a/b/scores.json") == "scores.json")
    #expect(FilePaths.fileName(of: "scores.json") == "scores.json")
  }

  @Test func joinPutsExactlyOneSlashBetween() {
    #expect(FilePaths.join("/a", "b") == "/a/b")
    #expect(FilePaths.join("/a/", "b") == "/a/b")
    #expect(FilePaths.join("/", "b") == "/b")
  }
}
