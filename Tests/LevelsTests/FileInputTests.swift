import BallsGame
import FileSystem
import HolesGame
import Levels
import MazeGame
import PaddlesGame
import Testing

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Scratch folder

/// A fresh folder under /tmp for one test, removed with its files afterwards.
final class ScratchFolder {
  let path: String

  init() {
    var template = Array("/tmp/levels-test-XXXXXX".utf8CString)
    path = template.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, mkdtemp(base) != nil else {
        return "/tmp/levels-test-failed"
      }
      return String(cString: base)
    }
  }

  deinit {
    removeTree(path)
  }

  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) -> String {
    let file = path + "/" + name
    let parent = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
    makeFolders(parent)
    let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if descriptor >= 0 {
      _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    return file
  }

  @discardableResult
  func write(_ name: String, _ text: String) -> String {
    write(name, Array(text.utf8))
  }

  func makeFolders(_ folder: String) {
    try? FileSystemCalls.makeDirectories(folder)
  }

  private func removeTree(_ folder: String) {
    guard let names = try? FileSystemCalls.listDirectory(folder) else {
      unlink(folder)
      return
    }
    for name in names {
      let child = folder + "/" + name
      var info = stat()
      if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        removeTree(child)
      } else {
        unlink(child)
      }
    }
    rmdir(folder)
  }
}

// MARK: - Files that are not level files

@Test func missingFileIsReportedWithoutPosition() throws {
  let scratch = ScratchFolder()
  let path = scratch.path + "/nope.level"
  let error = try #require(loadError(path))
  #expect(error.line == 0 && error.column == 0)
  #expect(error.description == "\(path): error: no such file or directory")
}

@Test func directoryIsRefused() throws {
  let scratch = ScratchFolder()
  let error = try #require(loadError(scratch.path))
  #expect(error.message.contains("is a directory"))
}

@Test func fifoIsRefusedWithoutBlocking() throws {
  let scratch = ScratchFolder()
  let path = scratch.path + "/pipe.level"
  try #require(mkfifo(path, 0o644) == 0)
  // No writer ever opens the FIFO: a blocking open or read would hang this test.
  let error = try #require(loadError(path))
  #expect(error.message.contains("not a regular file"))
}

@Test func devNullIsRefused() throws {
  #expect(loadError("/dev/null")?.message.contains("not a regular file") == true)
}

@Test(
  .disabled(if: geteuid() == 0, "root reads files whatever their mode, so chmod 000 cannot deny it")
)
func unreadableFileIsReported() throws {
  let scratch = ScratchFolder()
  let path = scratch.write("locked.level", "game: balls\nname: A\nballs: 4\ntarget: 1\n")
  try #require(chmod(path, 0) == 0)
  #expect(loadError(path)?.message.contains("permission denied") == true)
}

@Test func tenMegabyteFileIsRefusedFromItsSize() throws {
  let scratch = ScratchFolder()
  let path = scratch.path + "/huge.level"
  // A sparse file: 10 MB long without writing 10 MB, so the test shows the size is checked before reading.
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  try #require(descriptor >= 0)
  try #require(ftruncate(descriptor, 10 * 1024 * 1024) == 0)
  close(descriptor)
  let error = try #require(loadError(path))
  #expect(error.message == "file is 10485760 bytes; the limit is 65536 bytes (64 KiB)")
}

@Test func oneMegabyteSingleLineFileIsRefused() throws {
  let scratch = ScratchFolder()
  let path = scratch.write("line.level", [UInt8](repeating: UInt8(ascii: "x"), count: 1024 * 1024))
  #expect(loadError(path)?.message.contains("limit is 65536") == true)
}

@Test func fileOfExactlyTheLimitIsRead() throws {
  let scratch = ScratchFolder()
  let header = "game: balls\nname: A\nballs: 4\ntarget: 1\n"
  let padding =
    String(repeating: "#", count: LevelLimits.maxFileBytes - header.utf8.count - 1) + "\n"
  let path = scratch.write("full.level", header + padding)
  #expect(try allFormats.load(path: path, fileSystem: .live) == Level(BallsLevel(name: "A", balls: 4, target: 1)))
}

@Test func goodFileLoads() throws {
  let scratch = ScratchFolder()
  let path = scratch.write("01-a.level", "game: balls\nname: A\nballs: 4\ntarget: 1\n")
  #expect(try allFormats.load(path: path, fileSystem: .live).name == "A")
}

func loadError(_ path: String) -> LevelError? {
  do {
    _ = try allFormats.load(path: path, fileSystem: .live)
    return nil
  } catch {
    return error
  }
}
