// A small, plain C API over ncurses for Swift: no macros, no variadic functions, no curses types.
// ccurses.c is the only file of the package that includes <ncurses.h>.
//
// Every function must be called from one thread (the Swift side keeps them on the main actor).

#ifndef CCURSES_H
#define CCURSES_H

#include <stddef.h>
#include <stdint.h>

/// What ccurses_start returns.
typedef enum {
  CCURSES_STARTED = 0,
  /// TERM is not set or empty.
  CCURSES_ERROR_TERM_UNSET = 1,
  /// TERM is "dumb".
  CCURSES_ERROR_TERM_DUMB = 2,
  /// Standard input or output is not a terminal, and /dev/tty cannot be opened.
  CCURSES_ERROR_NO_TTY = 3,
  /// newterm failed (usually: no terminfo entry for TERM).
  CCURSES_ERROR_NEWTERM = 4,
  /// A screen is already running.
  CCURSES_ERROR_ALREADY_STARTED = 5,
} ccurses_start_result;

/// What ccurses_read_key read.
typedef enum {
  /// Nothing before the timeout (or the wait was interrupted by a signal).
  CCURSES_INPUT_NONE = 0,
  /// A character: the value is a Unicode scalar (control characters included).
  CCURSES_INPUT_CHARACTER = 1,
  /// A curses key code (KEY_*): the value is one of CCURSES_KEY_* or another KEY_* code.
  CCURSES_INPUT_KEY_CODE = 2,
} ccurses_input_kind;

/// The curses key codes the backend understands (the values of ncurses' KEY_* constants;
/// ccurses.c checks that they match at compile time).
typedef enum {
  CCURSES_KEY_DOWN = 0402,
  CCURSES_KEY_UP = 0403,
  CCURSES_KEY_LEFT = 0404,
  CCURSES_KEY_RIGHT = 0405,
  CCURSES_KEY_HOME = 0406,
  CCURSES_KEY_BACKSPACE = 0407,
  /// F(n) is CCURSES_KEY_F0 + n.
  CCURSES_KEY_F0 = 0410,
  CCURSES_KEY_DC = 0512,
  CCURSES_KEY_NPAGE = 0522,
  CCURSES_KEY_PPAGE = 0523,
  CCURSES_KEY_ENTER = 0527,
  CCURSES_KEY_BTAB = 0541,
  CCURSES_KEY_END = 0550,
  CCURSES_KEY_MOUSE = 0631,
  CCURSES_KEY_RESIZE = 0632,
} ccurses_key_code;

/// Cell attributes for ccurses_put_cell (a bit set).
typedef enum {
  CCURSES_ATTR_BOLD = 1,
  CCURSES_ATTR_UNDERLINE = 2,
  CCURSES_ATTR_REVERSE = 4,
  CCURSES_ATTR_DIM = 8,
} ccurses_attribute;

/// What a mouse event did (a bit set; ccurses_read_mouse).
typedef enum {
  CCURSES_MOUSE_PRESS = 1,
  CCURSES_MOUSE_RELEASE = 2,
  CCURSES_MOUSE_WHEEL_UP = 4,
  CCURSES_MOUSE_WHEEL_DOWN = 8,
} ccurses_mouse_action;

/// Starts curses: setlocale, then newterm on stdin/stdout, or on /dev/tty when either is not a
/// terminal; cbreak, noecho, nonl, keypad, hidden cursor, an Esc delay of 25 ms (unless ESCDELAY
/// is set), colors with default colors when `want_colors` and the terminal has them, mouse when
/// `want_mouse`. Installs the signal handlers (see ccurses_signals.c) and, when stderr is a
/// terminal, holds back what is written to it until the terminal is restored (ccurses_stderr.c);
/// the terminal is also restored when the process exits without ccurses_stop.
/// Never exits the process: returns CCURSES_STARTED or an error code, and touches nothing when
/// TERM is unset or "dumb".
int ccurses_start(int want_colors, int want_mouse);

/// Restores the terminal (endwin), writes out what was held back from stderr, frees the screen,
/// closes /dev/tty and puts the previous signal handlers back. Does nothing when not started.
void ccurses_stop(void);

/// 1 while started.
int ccurses_is_started(void);

/// 1 when colors are in use (wanted and available).
int ccurses_colors_enabled(void);

/// How many color pairs the terminal has (COLOR_PAIRS; pair 0 is the default one), 0 without colors.
int ccurses_color_pair_count(void);

/// Defines color pair `pair` (1 ...) as `foreground` on `background` (0-7, or -1 for the terminal's
/// default). Returns 0 on success, -1 on failure.
int ccurses_init_pair(int pair, int foreground, int background);

/// The screen size in rows and columns.
void ccurses_size(int *rows, int *columns);

/// Clears the whole screen buffer (werase; nothing reaches the terminal before ccurses_present).
void ccurses_erase(void);

/// Makes the next ccurses_present repaint the whole terminal, not only what changed.
void ccurses_invalidate(void);

/// Draws one cell at row `y`, column `x`: a spacing character followed by up to 4 combining ones
/// (`count` Unicode scalars), with CCURSES_ATTR_* `attributes` in color pair `pair` (0 = default).
/// Returns 0 on success, -1 when curses refused the character (a '?' is drawn instead).
int ccurses_put_cell(int y, int x, const uint32_t *scalars, int count, unsigned attributes, int pair);

/// Shows the cursor at row `y`, column `x`, or hides it when `visible` is 0.
void ccurses_place_cursor(int visible, int y, int x);

/// Sends what was drawn to the terminal (wnoutrefresh + doupdate).
void ccurses_present(void);

/// Waits up to `timeout_ms` milliseconds (negative: forever) for input. Returns a
/// ccurses_input_kind and stores the character or key code in `value`.
int ccurses_read_key(int timeout_ms, int32_t *value);

/// Returns 1 once after SIGINT arrived while started (the handler only sets a flag), else 0.
int ccurses_take_interrupt(void);

/// Turns mouse reporting (button 1 press and release, wheel) on or off. Returns 1 when the
/// terminal reports the mouse as asked, 0 otherwise.
int ccurses_set_mouse(int enabled);

/// 1 while mouse reporting is on (asked for, and the terminal supports it).
int ccurses_mouse_enabled(void);

/// Reads the mouse event behind a CCURSES_KEY_MOUSE. Returns 1 and fills column `x`, row `y` and
/// the CCURSES_MOUSE_* bits in `actions`, or 0 when there is no event.
int ccurses_read_mouse(int *x, int *y, unsigned *actions);

/// Writes `length` bytes to the terminal directly, after flushing curses output (for escape
/// sequences curses does not know, such as OSC 52). Returns 0 on success, -1 on failure.
int ccurses_write_raw(const char *bytes, size_t length);

#endif
