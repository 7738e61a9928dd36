// The arcade's window onto ncursesw's terminfo: the capability strings, `tiparm` (variadic, which
// Swift cannot call) and the few `term.h` declarations the profile reader needs. No curses screen
// is ever started.
#ifndef ARCADE_CNCURSESW_SHIM_H
#define ARCADE_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <stdio.h>
#include <ncursesw/curses.h>

// MARK: - Capability strings

/// The terminal capability string `name`, or NULL when absent or not a string capability.
static inline const char *arcade_tigetstr(const char *name) {
  char *value = tigetstr((char *)name);
  if (value == NULL || value == (char *)-1) return NULL;
  return value;
}

// MARK: - Terminal entries

// term.h would bring hundreds of macros named like capabilities (lines, columns, bell): only
// the few declarations the profile reader needs are repeated here.
typedef struct term TERMINAL;
extern TERMINAL *cur_term;
extern TERMINAL *set_curterm(TERMINAL *);
extern int del_curterm(TERMINAL *);
extern int setupterm(const char *, int, int *);

/// The terminal that is current now (curses', when a screen is started), or NULL.
static inline TERMINAL *arcade_current_terminal(void) { return cur_term; }

/// `format` with one or two integer parameters (tiparm is variadic, which Swift cannot call).
static inline const char *arcade_tiparm1(const char *format, int a) { return tiparm(format, a); }
static inline const char *arcade_tiparm2(const char *format, int a, int b) { return tiparm(format, a, b); }

#endif
