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

// MARK: - Attributes

static inline attr_t arcade_a_normal(void) { return A_NORMAL; }
static inline attr_t arcade_a_bold(void) { return A_BOLD; }
static inline attr_t arcade_a_dim(void) { return A_DIM; }
static inline attr_t arcade_a_reverse(void) { return A_REVERSE; }
static inline attr_t arcade_a_underline(void) { return A_UNDERLINE; }

// MARK: - Drawing

/// Writes one character cell (a single code point) with attributes and an extended colour pair.
static inline int arcade_put_cell(int y, int x, unsigned int codepoint, attr_t attributes, int pair) {
  wchar_t text[2] = { (wchar_t)codepoint, 0 };
  cchar_t cell;
  if (setcchar(&cell, text, attributes, 0, &pair) != OK) return ERR;
  return mvwadd_wch(stdscr, y, x, &cell);
}

// MARK: - Keys

static inline int arcade_key_f(int n) { return KEY_F(n); }

/// Reads one key: returns OK (a character in *out), KEY_CODE_YES (a key code in *out) or ERR.
static inline int arcade_get_wch(unsigned int *out) {
  wint_t value = 0;
  int result = wget_wch(stdscr, &value);
  *out = (unsigned int)value;
  return result;
}

#endif
