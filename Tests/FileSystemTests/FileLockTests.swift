import FileSystem
import Glibc
import TestSupport
import Testing

/// The lock beside an edited file: private, never through a link, exclusive between processes'
/// descriptors.
struct FileLockTests {
  @Test func theLockFileIsCreatedPrivateAndTheBodyRuns() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let lock = directory.file("settings.lock")
    var ran = false
    try FileLock.withExclusiveLock(at: lock, timeout: 0) { ran = true }
    #expect(ran)
    #expect(TestFiles.mode(lock) == 0o600)
  }

  @Test func aLinkAtTheLocksNameIsRefusedAndItsTargetUntouched() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let victim = directory.file("victim")
    try TestFiles.write("precious\n", to: victim, mode: 0o644)
    let lock = directory.file("settings.lock")
    try TestFiles.symlink(lock, to: victim)
    #expect(throws: FileLockError.symbolicLink(lock: lock)) {
      try FileLock.withExclusiveLock(at: lock, timeout: 0) {}
    }
    #expect(try TestFiles.readText(victim) == "precious\n")
    #expect(TestFiles.mode(victim) == 0o644)
  }

  @Test func aLockHeldElsewhereIsBusyAndTheBodyDoesNotRun() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let lock = directory.file("settings.lock")
    try TestFiles.write("", to: lock, mode: 0o600)
    // Another open file description holds it, as another process would.
    let holder = open(lock, O_RDWR)
    #expect(holder >= 0)
    defer { close(holder) }
    #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
    var ran = false
    #expect {
      try FileLock.withExclusiveLock(at: lock, timeout: 0) { ran = true }
    } throws: { error in
      guard case .busy(let path, _)? = error as? FileLockError else { return false }
      return path == lock
    }
    #expect(!ran)
  }
}
