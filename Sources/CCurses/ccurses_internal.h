// Shared between ccurses.c and ccurses_signals.c; not part of the public API.

#ifndef CCURSES_INTERNAL_H
#define CCURSES_INTERNAL_H

/// Installs the signal handlers (before newterm, so that ncurses keeps its hands off SIGINT and
/// SIGTERM) and an alternate signal stack when the thread has none.
void ccurses_install_signal_handlers(void);

/// Puts back the handlers that were there before ccurses_install_signal_handlers.
void ccurses_remove_signal_handlers(void);

/// Restores the terminal (endwin) and stderr once, if curses runs: from a signal handler, or at
/// exit when the process ends without ccurses_stop.
void ccurses_emergency_restore(void);

/// Returns 1 once after SIGINT arrived, else 0 (ccurses_take_interrupt).
int ccurses_signals_take_interrupt(void);

/// Points stderr at a temporary file while curses runs, when stderr is a terminal.
void ccurses_capture_stderr(void);

/// Points stderr back at the terminal and writes out what was held back. Async-signal-safe.
void ccurses_release_stderr(void);

/// Closes the temporary file after ccurses_release_stderr (not from a signal handler).
void ccurses_close_stderr_capture(void);

#endif
