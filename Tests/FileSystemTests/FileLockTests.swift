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
    // Another open file description holds it, as another arcade would.
    let holder = try FileLock.acquire(at: lock, timeout: 0)
    defer { holder.release() }
    var ran = false
    #expect {
      try FileLock.withExclusiveLock(at: lock, timeout: 0) { ran = true }
    } throws: { error in
      guard case .busy(let path, _)? = error as? FileLockError else { return false }
      return path == lock
    }
    #expect(!ran)
  }

  /// Before: a lock file an older arcade left 0644 was narrowed to 0600, but a neighbour who
  /// had opened it read-only kept it, held it, and every lock was busy.
  @Test func aLockFileOthersCouldOpenIsReplacedAndTheirHoldBlocksNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let lock = directory.file("settings.lock")
    try TestFiles.write("", to: lock, mode: 0o644)
    let neighbours = open(lock, O_RDONLY | O_CLOEXEC)
    #expect(neighbours >= 0)
    defer { close(neighbours) }
    #expect(flock(neighbours, LOCK_EX | LOCK_NB) == 0)
    var ran = false
    try FileLock.withExclusiveLock(at: lock, timeout: 0) { ran = true }
    #expect(ran)
    #expect(TestFiles.mode(lock) == 0o600)
    #expect(try TestFiles.read(lock) == FileLock.marker)
    #expect(directory.names() == ["settings.lock"])
    // The lock made now is this arcade's and is kept: a second holder waits for the first.
    let first = try FileLock.acquire(at: lock, timeout: 0)
    #expect(throws: FileLockError.self) { try FileLock.acquire(at: lock, timeout: 0) }
    first.release()
  }

  /// Two arcades of one player replacing the same old lock file at the same moment end up on
  /// one lock: never both inside at once. Each round plants an older arcade's lock file (a
  /// neighbour holding it) and lets four threads, each with its own descriptors as separate
  /// processes have, take the lock at once.
  @Test func arcadesReplacingOneOldLockAtOnceNeverHoldItTogether() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let lock = directory.file("scores.json.lock")
    let inside = Counter()
    for _ in 0..<100 {
      FileSystemCalls.remove(lock)
      try TestFiles.write("", to: lock, mode: 0o644)
      let neighbours = open(lock, O_RDONLY | O_CLOEXEC)
      #expect(flock(neighbours, LOCK_EX | LOCK_NB) == 0)
      let start = Counter()
      var threads: [pthread_t] = []
      for _ in 0..<4 {
        let box = Unmanaged.passRetained(Entrant(lock: lock, inside: inside, start: start))
        var thread = pthread_t()
        #expect(
          pthread_create(
            &thread, nil,
            { raw in
              let entrant = Unmanaged<Entrant>.fromOpaque(raw!).takeRetainedValue()
              entrant.run()
              return nil
            }, box.toOpaque()) == 0)
        threads.append(thread)
      }
      start.add(1)
      for thread in threads { pthread_join(thread, nil) }
      close(neighbours)
    }
    #expect(inside.most == 1)
    #expect(inside.entries == 400)
    #expect(inside.failures == [])
    #expect(directory.names() == ["scores.json.lock"])
  }
}

/// A count shared by threads, with the most it ever reached.
private final class Counter: @unchecked Sendable {
  /// Allocated: a pthread mutex must not move, and `&property` may pass a temporary copy.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var value = 0
  private(set) var most = 0
  private(set) var entries = 0
  private(set) var failures: [String] = []

  init() { pthread_mutex_init(mutex, nil) }
  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Adds `amount`, counting an entry when it is positive.
  func add(_ amount: Int) {
    pthread_mutex_lock(mutex)
    value += amount
    most = max(most, value)
    if amount > 0 { entries += 1 }
    pthread_mutex_unlock(mutex)
  }

  /// The value now.
  var current: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return value
  }

  /// Records a lock that could not be taken.
  func fail(_ reason: String) {
    pthread_mutex_lock(mutex)
    failures.append(reason)
    pthread_mutex_unlock(mutex)
  }
}

/// One arcade taking the lock once, when `start` says go, and staying inside a moment.
private final class Entrant: @unchecked Sendable {
  let lock: String
  let inside: Counter
  let start: Counter

  init(lock: String, inside: Counter, start: Counter) {
    self.lock = lock
    self.inside = inside
    self.start = start
  }

  func run() {
    while start.current == 0 { sched_yield() }
    do {
      let held = try FileLock.acquire(at: lock, timeout: 60)
      inside.add(1)
      sched_yield()
      inside.add(-1)
      held.release()
    } catch {
      inside.fail("\(error)")
    }
  }
}
