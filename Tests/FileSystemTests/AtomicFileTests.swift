import FileSystem
import Glibc
import TestSupport
import Testing

/// The one writer: planted links and names, read-only files, directories in the way, and the
/// dotfile manager's links it must keep.
struct AtomicFileTests {
  /// A user id that is not ours, for links "planted by a neighbour" (tests run as any user;
  /// only root may hand a link to someone else, so those tests need root).
  static let neighbour: uid_t = geteuid() == 65_534 ? 65_533 : 65_534
  static var canChown: Bool { geteuid() == 0 }

  @Test func writesANewFileAndItsMissingDirectories() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("config/arcade/settings")
    #expect(try AtomicFile.write("ascii = true\n", to: path) == path)
    #expect(try TestFiles.readText(path) == "ascii = true\n")
    #expect(TestFiles.mode(path) == 0o644 & ~(try TestFiles.umask()))
    #expect(directory.names() == ["config"])
  }

  @Test func replacingKeepsTheFileModeAndLeavesNoTemporary() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("settings")
    try TestFiles.write("old\n", to: path, mode: 0o600)
    try AtomicFile.write("new\n", to: path)
    #expect(try TestFiles.readText(path) == "new\n")
    #expect(TestFiles.mode(path) == 0o600)
    #expect(directory.names() == ["settings"])
  }

  @Test func aLinkOfTheUsersOwnIsWrittenThroughAndStaysALink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = directory.file("dotfiles/settings")
    try TestFiles.makeDirectory(directory.file("dotfiles"))
    try TestFiles.write("old\n", to: target)
    let link = directory.file("settings")
    try TestFiles.symlink(link, to: "dotfiles/settings")
    #expect(try AtomicFile.write("new\n", to: link) == target)
    #expect(TestFiles.isSymlink(link))
    #expect(try TestFiles.readText(target) == "new\n")
  }

  @Test func aLinkPlantedByAnotherUserIsRefusedAndItsTargetUntouched() throws {
    guard Self.canChown else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let victim = directory.file("victim")
    try TestFiles.write("precious\n", to: victim)
    let link = directory.file("scores.json")
    try TestFiles.symlink(link, to: victim)
    #expect(lchown(link, Self.neighbour, Self.neighbour) == 0)
    #expect {
      try AtomicFile.write("{}\n", to: link)
    } throws: { error in
      guard case .unsafeLink(let path, let reason)? = error as? FileWriteError else { return false }
      return path == link && reason.contains("belongs to another user (uid \(Self.neighbour))")
    }
    #expect(try TestFiles.readText(victim) == "precious\n")
    #expect(TestFiles.isSymlink(link))
  }

  @Test func aLinkToAnotherUsersFileIsRefused() throws {
    guard Self.canChown else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let theirs = directory.file("theirs")
    try TestFiles.write("theirs\n", to: theirs)
    #expect(chown(theirs, Self.neighbour, Self.neighbour) == 0)
    let link = directory.file("settings")
    try TestFiles.symlink(link, to: theirs)
    #expect(
      throws: FileWriteError.unsafeLink(
        path: link, reason: "it points to \(theirs), which belongs to another user (uid \(Self.neighbour))")
    ) {
      try AtomicFile.write("mine\n", to: link)
    }
    #expect(try TestFiles.readText(theirs) == "theirs\n")
  }

  @Test func aDanglingLinkIsRefusedAndNothingIsCreatedAtItsTarget() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let link = directory.file("settings")
    let elsewhere = directory.file("elsewhere")
    try TestFiles.symlink(link, to: elsewhere)
    #expect(
      throws: FileWriteError.unsafeLink(
        path: link, reason: "it points to \(elsewhere), which does not exist; remove the link or create its target")
    ) {
      try AtomicFile.write("x\n", to: link)
    }
    #expect(!TestFiles.exists(elsewhere))
  }

  @Test func aLoopOfLinksIsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try TestFiles.symlink(directory.file("a"), to: "b")
    try TestFiles.symlink(directory.file("b"), to: "a")
    #expect {
      try AtomicFile.write("x\n", to: directory.file("a"))
    } throws: { error in
      guard case .unsafeLink(_, let reason)? = error as? FileWriteError else { return false }
      return reason.contains("loop")
    }
  }

  /// The old writer used `<path>.tmp-<pid>` without O_EXCL: a link planted at that name made
  /// a save overwrite the link's target. The temporary is now random and created exclusively.
  @Test func aLinkPlantedAtTheOldTemporaryNameIsNeverWrittenThrough() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let victim = directory.file("victim")
    try TestFiles.write("precious\n", to: victim)
    let path = directory.file("maze.level")
    try TestFiles.symlink("\(path).tmp-\(getpid())", to: victim)
    try AtomicFile.write("maze\n", to: path)
    #expect(try TestFiles.readText(victim) == "precious\n")
    #expect(try TestFiles.readText(path) == "maze\n")
    #expect(!TestFiles.isSymlink(path))
  }

  @Test func anExclusiveCreateRefusesAnyExistingNameEvenADanglingLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let planted = directory.file("scores.json.tmp-1-abc")
    let elsewhere = directory.file("elsewhere")
    try TestFiles.symlink(planted, to: elsewhere)
    #expect(throws: FileSystemCalls.Failure.self) {
      try FileSystemCalls.writeNewFile(planted, Array("x".utf8), mode: nil)
    }
    #expect(!TestFiles.exists(elsewhere))
  }

  @Test func aReadOnlyFileIsNotReplaced() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("settings")
    try TestFiles.write("keep\n", to: path, mode: 0o444)
    #expect(throws: FileWriteError.readOnly(path: path)) {
      try AtomicFile.write("new\n", to: path)
    }
    #expect(try TestFiles.readText(path) == "keep\n")
    #expect(directory.names() == ["settings"])
  }

  @Test func aDirectoryInTheWayIsReportedNotIgnored() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("settings")
    try TestFiles.makeDirectory(path)
    #expect(throws: FileWriteError.notARegularFile(path: path)) {
      try AtomicFile.write("x\n", to: path)
    }
    #expect(FileWriteError.notARegularFile(path: path).description.contains("not a regular file"))
  }
}
