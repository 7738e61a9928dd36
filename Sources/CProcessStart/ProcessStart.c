// What a static executable needs at its start to run from an empty root (a chroot or a container
// with no /proc): the Swift runtime finds its arguments and its own path in /proc/self, so with
// no /proc it aborts ("Unable to obtain Swift runtime path", the backtracer looking for its
// helper) and would see no arguments at all. The C library hands every constructor the real
// argc and argv; this one, run before the runtime's own, gives them to the runtime, and with no
// /proc turns the backtracer off whatever SWIFT_BACKTRACE asked (it reads /proc/self to find its
// helper program and the crashed process's memory, so it cannot work there anyway).
#include <stdlib.h>
#include <unistd.h>

extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

__attribute__((constructor(101))) static void arcade_process_start(int argc, char **argv, char **envp) {
  (void)envp;
  char path[2];
  if (readlink("/proc/self/exe", path, sizeof path) >= 0) return;
  _swift_stdlib_overrideUnsafeArgvArgc(argv, argc);
  setenv("SWIFT_BACKTRACE", "enable=no,swift-backtrace=/nonexistent", 1);
}
