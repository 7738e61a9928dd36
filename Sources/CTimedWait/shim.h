// A wait on descriptors with a timeout in nanoseconds (ppoll), for the local host's loop: poll's
// whole milliseconds put frames 34 ms apart instead of 33.3. Swift's Glibc module is built
// without _GNU_SOURCE and so does not declare ppoll; libc has it, and it is declared here.
#include <poll.h>
#include <time.h>

extern int ppoll(struct pollfd *fds, nfds_t count, const struct timespec *timeout, const void *mask);

/// Waits on `fds` until one is ready, a signal comes, or `nanoseconds` pass (negative: no limit).
static inline int arcade_wait(struct pollfd *fds, nfds_t count, long long nanoseconds) {
  if (nanoseconds < 0) return ppoll(fds, count, 0, 0);
  struct timespec timeout = {(time_t)(nanoseconds / 1000000000LL), (long)(nanoseconds % 1000000000LL)};
  return ppoll(fds, count, &timeout, 0);
}
