import Glibc
import TestSupport
import Testing

@testable import FileSystem

/// The one file layer: the live client and the in-memory fake give the same answers, and the
/// reader keeps reading after a short read.
struct FileSystemClientTests {
  // MARK: - Reading to the end

  @Test func theReaderKeepsReadingAfterShortReadsAndInterruptions() throws {
    let text = Array("a level file read three bytes at a time".utf8)
    var offset = 0
    var interrupted = false
    let result = try FileSystemCalls.readToEnd(limit: 1_000) { buffer in
      if !interrupted {
        interrupted = true
        errno = EINTR
        return -1
      }
      let count = min(3, text.count - offset, buffer.count)
      for index in 0..<count { buffer[index] = text[offset + index] }
      offset += count
      return count
    }
    #expect(result == .complete(text))
  }

  /// A pipe holding only the first half when the reader asks for 64 KiB gives a real short
  /// read; the second half arrives before the next call, and the end after it.
  @Test func aPipeWrittenInTwoChunksIsReadWhole() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let first = Array("first half, ".utf8)
    let second = Array("second half".utf8)
    #expect(write(ends[1], first, first.count) == first.count)
    var reads: [Int] = []
    let result = try FileSystemCalls.readToEnd(limit: 1_000) { buffer in
      let count = Glibc.read(ends[0], buffer.baseAddress, buffer.count)
      reads.append(count)
      if reads.count == 1 {
        _ = write(ends[1], second, second.count)
        close(ends[1])
      }
      return count
    }
    #expect(result == .complete(first + second))
    #expect(reads == [first.count, second.count, 0])
  }

  @Test func theReaderStopsOnceMoreThanTheLimitArrived() throws {
    let result = try FileSystemCalls.readToEnd(limit: 10, chunkSize: 4) { buffer in
      buffer.initializeMemory(as: UInt8.self, repeating: 1)
      return buffer.count
    }
    #expect(result == .overLimit(12))
  }

  // MARK: - Live and in memory agree

  @Test func theInMemoryClientAnswersAsTheLiveOneDoes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let root = directory.path
    try TestFiles.makeDirectory(root + "/a")
    try TestFiles.makeDirectory(root + "/a/sub")
    try TestFiles.write("hello", to: root + "/a/level.txt")
    try #require(mkfifo(root + "/a/fifo", 0o644) == 0)
    let memory = FileSystemClient.inMemory(
      files: [root + "/a/level.txt": "hello"], directories: [root + "/a/sub"], others: [root + "/a/fifo"])

    let live = Self.exercise(.live, root: root)
    #expect(live == Self.exercise(memory, root: root))
    #expect(
      live == [
        "read: hello", "read: tooLarge(size: 5)", "read: missing", "read: isDirectory",
        "read: notRegularFile", "read: failed(open: Not a directory)",
        "list: [\"fifo\", \"level.txt\", \"sub\"] complete", "list: 1 of more", "list: missing",
        "list: failed(opendir: Not a directory)",
        "kind: Optional(FileSystem.FileKind.regularFile) Optional(FileSystem.FileKind.directory) nil",
        "realPath: a/level.txt nil", "mkdir: ok", "mkdir: mkdir: Not a directory",
        "write: \(root)/new/deep/file new",
        "write: \(root)/a/sub is not a regular file (a directory?); remove it or choose another path",
      ])
  }

  /// One line per operation and case, with the error's text where one is thrown.
  private static func exercise(_ fs: FileSystemClient, root: String) -> [String] {
    func read(_ path: String, limit: Int = 100) -> String {
      do {
        return "read: " + String(decoding: try fs.readFile(root + path, limit), as: UTF8.self)
      } catch {
        if case .failed(let failure) = error { return "read: failed(\(failure.reason))" }
        return "read: \(error)"
      }
    }
    func list(_ path: String, limit: Int = 10) -> String {
      do {
        let entries = try fs.listDirectory(root + path, limit)
        if entries.stoppedEarly { return "list: \(entries.names.count) of more" }
        return "list: \(entries.names.sorted()) complete"
      } catch {
        if case .failed(let failure) = error { return "list: failed(\(failure.reason))" }
        return "list: \(error)"
      }
    }
    func makeDirectories(_ path: String) -> String {
      do {
        try fs.makeDirectories(root + path)
        return "mkdir: ok"
      } catch {
        return "mkdir: \(error.reason)"
      }
    }
    func write(_ path: String) -> String {
      do {
        let written = try fs.write("new", to: root + path)
        return "write: \(written) " + String(decoding: try fs.readFile(written, 100), as: UTF8.self)
      } catch {
        return "write: \(error)"
      }
    }
    let realRoot = fs.realPath(root) ?? "?"
    return [
      read("/a/level.txt"), read("/a/level.txt", limit: 3), read("/a/missing"), read("/a/sub"),
      read("/a/fifo"), read("/a/level.txt/x"),
      list("/a"), list("/a", limit: 1), list("/nope"), list("/a/level.txt"),
      "kind: \(String(describing: fs.kind(root + "/a/level.txt"))) \(String(describing: fs.kind(root + "/a")))"
        + " \(String(describing: fs.kind(root + "/nope")))",
      "realPath: \(fs.realPath(root + "/a/sub/../level.txt").map { String($0.dropFirst(realRoot.count + 1)) } ?? "nil")"
        + " \(fs.realPath(root + "/nope") ?? "nil")",
      makeDirectories("/made/deeper"), makeDirectories("/a/level.txt/x"),
      write("/new/deep/file"), write("/a/sub"),
    ]
  }
}
