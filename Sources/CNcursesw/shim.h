// The arcade's window onto ncursesw. Swift cannot import C macros that expand to expressions
// (stdscr, COLS, A_BOLD, KEY_F(n)), so each gets a small static inline accessor.
#ifndef ARCADE_CNCURSESW_SHIM_H
#define ARCADE_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// MARK: - Screen

/// Starts curses on stdout/stdin without exiting on a bad TERM (NULL instead).
static inline SCREEN *arcade_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline WINDOW *arcade_stdscr(void) { return stdscr; }
static inline int arcade_cols(void) { return COLS; }
static inline int arcade_lines(void) { return LINES; }
static inline int arcade_colors(void) { return COLORS; }
static inline int arcade_color_pairs(void) { return COLOR_PAIRS; }

/// The terminal capability string `name`, or NULL when absent or not a string capability.
static inline const char *arcade_tigetstr(const char *name) {
  char *value = tigetstr((char *)name);
  if (value == NULL || value == (char *)-1) return NULL;
  return value;
}

// MARK: - Terminfo

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

// MARK: - Keys

static inline int arcade_key_f(int n) { return KEY_F(n); }

/// Reads one key from `window` (stdscr when NULL): returns OK (a character in *out),
/// KEY_CODE_YES (a key code in *out) or ERR.
static inline int arcade_get_wch(WINDOW *window, unsigned int *out) {
  wint_t value = 0;
  int result = wget_wch(window != NULL ? window : stdscr, &value);
  *out = (unsigned int)value;
  return result;
}

#endif
