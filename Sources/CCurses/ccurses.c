// The only file of the package that includes curses. See include/ccurses.h for the API.

#include "ccurses.h"
#include "ccurses_internal.h"

#include <ncurses.h>

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// The key codes of ccurses.h are ncurses' own.
_Static_assert(CCURSES_KEY_DOWN == KEY_DOWN, "KEY_DOWN");
_Static_assert(CCURSES_KEY_UP == KEY_UP, "KEY_UP");
_Static_assert(CCURSES_KEY_LEFT == KEY_LEFT, "KEY_LEFT");
_Static_assert(CCURSES_KEY_RIGHT == KEY_RIGHT, "KEY_RIGHT");
_Static_assert(CCURSES_KEY_HOME == KEY_HOME, "KEY_HOME");
_Static_assert(CCURSES_KEY_BACKSPACE == KEY_BACKSPACE, "KEY_BACKSPACE");
_Static_assert(CCURSES_KEY_F0 == KEY_F0, "KEY_F0");
_Static_assert(CCURSES_KEY_DC == KEY_DC, "KEY_DC");
_Static_assert(CCURSES_KEY_NPAGE == KEY_NPAGE, "KEY_NPAGE");
_Static_assert(CCURSES_KEY_PPAGE == KEY_PPAGE, "KEY_PPAGE");
_Static_assert(CCURSES_KEY_ENTER == KEY_ENTER, "KEY_ENTER");
_Static_assert(CCURSES_KEY_BTAB == KEY_BTAB, "KEY_BTAB");
_Static_assert(CCURSES_KEY_END == KEY_END, "KEY_END");
_Static_assert(CCURSES_KEY_MOUSE == KEY_MOUSE, "KEY_MOUSE");
_Static_assert(CCURSES_KEY_RESIZE == KEY_RESIZE, "KEY_RESIZE");

static SCREEN *screen = NULL;
static FILE *tty_file = NULL;  // /dev/tty, when stdin or stdout is not a terminal
static FILE *output_file = NULL;
static int colors_enabled = 0;
static int default_colors = 0;
static int mouse_enabled = 0;
static volatile sig_atomic_t restore_armed = 0;

void ccurses_emergency_restore(void) {
  if (!restore_armed) return;
  restore_armed = 0;
  endwin();
  ccurses_release_stderr();
}

/// setlocale(LC_ALL, ""), or C.UTF-8 for characters when the environment names no locale at all
/// (common in containers): without a UTF-8 locale, curses drops every non-ASCII character.
static void set_locale(void) {
  setlocale(LC_ALL, "");
  const char *codeset = nl_langinfo(CODESET);
  if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) return;
  const char *names[] = {"LC_ALL", "LC_CTYPE", "LANG"};
  for (int index = 0; index < 3; index++) {
    const char *value = getenv(names[index]);
    if (value != NULL && value[0] != '\0') return;
  }
  if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "en_US.UTF-8");
}

/// Sequences that terminals (and tmux, whatever TERM says) send for common keys, taught to curses
/// when the terminfo entry lacks them; otherwise Home in tmux arrives as Esc [ 1 ~.
static void define_common_keys(void) {
  static const struct {
    const char *sequence;
    int code;
  } keys[] = {
    {"\033[1~", KEY_HOME}, {"\033[7~", KEY_HOME}, {"\033[H", KEY_HOME},  {"\033OH", KEY_HOME},
    {"\033[4~", KEY_END},  {"\033[8~", KEY_END},  {"\033[F", KEY_END},   {"\033OF", KEY_END},
    {"\033[A", KEY_UP},    {"\033OA", KEY_UP},    {"\033[B", KEY_DOWN},  {"\033OB", KEY_DOWN},
    {"\033[C", KEY_RIGHT}, {"\033OC", KEY_RIGHT}, {"\033[D", KEY_LEFT},  {"\033OD", KEY_LEFT},
    {"\033[3~", KEY_DC},   {"\033[5~", KEY_PPAGE}, {"\033[6~", KEY_NPAGE}, {"\033[Z", KEY_BTAB},
  };
  for (size_t index = 0; index < sizeof keys / sizeof keys[0]; index++) {
    if (key_defined(keys[index].sequence) == 0) define_key(keys[index].sequence, keys[index].code);
  }
}

static void restore_at_exit(void) { ccurses_emergency_restore(); }

int ccurses_start(int want_colors, int want_mouse) {
  static int exit_handler_registered = 0;
  if (screen != NULL) return CCURSES_ERROR_ALREADY_STARTED;
  const char *term = getenv("TERM");
  if (term == NULL || term[0] == '\0') return CCURSES_ERROR_TERM_UNSET;
  if (strcmp(term, "dumb") == 0) return CCURSES_ERROR_TERM_DUMB;

  FILE *input = stdin;
  FILE *output = stdout;
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    tty_file = fopen("/dev/tty", "r+");
    if (tty_file == NULL) return CCURSES_ERROR_NO_TTY;
    input = tty_file;
    output = tty_file;
  }

  set_locale();
  ccurses_install_signal_handlers();
  screen = newterm(NULL, output, input);
  if (screen == NULL) {
    ccurses_remove_signal_handlers();
    if (tty_file != NULL) fclose(tty_file);
    tty_file = NULL;
    return CCURSES_ERROR_NEWTERM;
  }
  output_file = output;
  ccurses_capture_stderr();
  restore_armed = 1;
  if (!exit_handler_registered) exit_handler_registered = atexit(restore_at_exit) == 0;

  const char *escdelay = getenv("ESCDELAY");
  if (escdelay == NULL || escdelay[0] == '\0') set_escdelay(25);
  cbreak();
  noecho();
  nonl();
  intrflush(stdscr, FALSE);
  keypad(stdscr, TRUE);
  define_common_keys();
  leaveok(stdscr, FALSE);
  curs_set(0);

  colors_enabled = 0;
  default_colors = 0;
  if (want_colors && has_colors() && start_color() == OK) {
    colors_enabled = 1;
    default_colors = use_default_colors() == OK;
  }
  mouse_enabled = 0;
  if (want_mouse) ccurses_set_mouse(1);
  return CCURSES_STARTED;
}

void ccurses_stop(void) {
  if (screen == NULL) return;
  if (mouse_enabled) ccurses_set_mouse(0);
  restore_armed = 0;
  endwin();
  ccurses_release_stderr();
  ccurses_close_stderr_capture();
  delscreen(screen);
  screen = NULL;
  output_file = NULL;
  if (tty_file != NULL) fclose(tty_file);
  tty_file = NULL;
  ccurses_remove_signal_handlers();
}

int ccurses_is_started(void) { return screen != NULL; }

int ccurses_colors_enabled(void) { return colors_enabled; }

int ccurses_color_pair_count(void) { return colors_enabled ? COLOR_PAIRS : 0; }

int ccurses_init_pair(int pair, int foreground, int background) {
  if (!colors_enabled || pair <= 0 || pair >= COLOR_PAIRS) return -1;
  if (!default_colors) {
    if (foreground < 0) foreground = COLOR_WHITE;
    if (background < 0) background = COLOR_BLACK;
  }
  return init_pair((short)pair, (short)foreground, (short)background) == OK ? 0 : -1;
}

void ccurses_size(int *rows, int *columns) {
  int height = 0, width = 0;
  if (screen != NULL) getmaxyx(stdscr, height, width);
  *rows = height;
  *columns = width;
}

void ccurses_erase(void) { werase(stdscr); }

void ccurses_invalidate(void) { clearok(curscr, TRUE); }

static attr_t curses_attributes(unsigned attributes) {
  attr_t result = A_NORMAL;
  if (attributes & CCURSES_ATTR_BOLD) result |= A_BOLD;
  if (attributes & CCURSES_ATTR_UNDERLINE) result |= A_UNDERLINE;
  if (attributes & CCURSES_ATTR_REVERSE) result |= A_REVERSE;
  if (attributes & CCURSES_ATTR_DIM) result |= A_DIM;
  return result;
}

int ccurses_put_cell(int y, int x, const uint32_t *scalars, int count, unsigned attributes, int pair) {
  wchar_t text[CCHARW_MAX + 1];
  int length = count < CCHARW_MAX ? count : CCHARW_MAX;
  for (int index = 0; index < length; index++) text[index] = (wchar_t)scalars[index];
  text[length < 0 ? 0 : length] = L'\0';
  attr_t attrs = curses_attributes(attributes);
  short color_pair = (short)(colors_enabled ? pair : 0);
  cchar_t cell;
  int result = 0;
  if (length <= 0 || setcchar(&cell, text, attrs, color_pair, NULL) == ERR) {
    result = -1;
    setcchar(&cell, L"?", attrs, color_pair, NULL);
  }
  // Writing the bottom-right cell returns ERR (the cursor cannot move past it) but draws it.
  mvwadd_wch(stdscr, y, x, &cell);
  return result;
}

void ccurses_place_cursor(int visible, int y, int x) {
  if (visible) {
    wmove(stdscr, y, x);
    curs_set(1);
  } else {
    curs_set(0);
  }
}

void ccurses_present(void) {
  wnoutrefresh(stdscr);
  doupdate();
}

int ccurses_read_key(int timeout_ms, int32_t *value) {
  wtimeout(stdscr, timeout_ms < 0 ? -1 : timeout_ms);
  wint_t character = 0;
  int result = wget_wch(stdscr, &character);
  *value = (int32_t)character;
  if (result == KEY_CODE_YES) return CCURSES_INPUT_KEY_CODE;
  if (result == OK) return CCURSES_INPUT_CHARACTER;
  return CCURSES_INPUT_NONE;
}

int ccurses_take_interrupt(void) { return ccurses_signals_take_interrupt(); }

int ccurses_set_mouse(int enabled) {
  mmask_t wanted = 0;
  if (enabled) {
    wanted = BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED;
#ifdef BUTTON5_PRESSED
    wanted |= BUTTON5_PRESSED;
#endif
  }
  mouseinterval(0);  // report presses and releases at once, no click detection delay
  mmask_t granted = mousemask(wanted, NULL);
  mouse_enabled = enabled && granted != 0;
  return enabled ? (granted == wanted) : 1;
}

int ccurses_mouse_enabled(void) { return mouse_enabled; }

int ccurses_read_mouse(int *x, int *y, unsigned *actions) {
  MEVENT event;
  if (getmouse(&event) != OK) return 0;
  unsigned result = 0;
  if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) result |= CCURSES_MOUSE_PRESS;
  if (event.bstate & BUTTON1_RELEASED) result |= CCURSES_MOUSE_RELEASE;
  if (event.bstate & BUTTON4_PRESSED) result |= CCURSES_MOUSE_WHEEL_UP;
#ifdef BUTTON5_PRESSED
  if (event.bstate & BUTTON5_PRESSED) result |= CCURSES_MOUSE_WHEEL_DOWN;
#endif
  *x = event.x;
  *y = event.y;
  *actions = result;
  return 1;
}

int ccurses_write_raw(const char *bytes, size_t length) {
  if (output_file == NULL) return -1;
  fflush(output_file);
  int descriptor = fileno(output_file);
  while (length > 0) {
    ssize_t written = write(descriptor, bytes, length);
    if (written < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    bytes += written;
    length -= (size_t)written;
  }
  return 0;
}
