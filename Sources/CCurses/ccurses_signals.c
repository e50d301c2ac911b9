// Signal handlers that give the terminal back before the process dies.
//
// - Crash signals (SIGILL and SIGTRAP, which Swift traps raise, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
//   SIGQUIT): restore the terminal, put back the previous handler (the default one, or the Swift
//   runtime's backtracer) and let the signal come again (a repeated fault, or re-raised), so the
//   process still dies the way it would have, with the backtrace readable on the normal screen.
// - SIGTERM and SIGHUP: the same (the process ends by that signal: status 143 / 129).
// - SIGINT (Ctrl-C): the first one only sets a flag that the key reader reports as Ctrl-C, so the
//   app can quit cleanly; a second one before the flag was read restores the terminal and ends
//   the process by SIGINT (status 130), so a busy app can still be stopped.
// - SIGINT, SIGTERM and SIGHUP stay ignored when they were ignored at start (nohup, background).
// This file does not include curses: the terminal is restored by ccurses.c.

#include "ccurses_internal.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

enum { CRASH, TERMINATION, INTERRUPT };

typedef struct {
  int signal;
  int role;
  int installed;
  struct sigaction previous;
} handled_signal;

static handled_signal handled[] = {
  {SIGILL, CRASH, 0, {0}},       {SIGTRAP, CRASH, 0, {0}}, {SIGABRT, CRASH, 0, {0}},
  {SIGSEGV, CRASH, 0, {0}},      {SIGBUS, CRASH, 0, {0}},  {SIGFPE, CRASH, 0, {0}},
  {SIGQUIT, CRASH, 0, {0}},      {SIGTERM, TERMINATION, 0, {0}},
  {SIGHUP, TERMINATION, 0, {0}}, {SIGINT, INTERRUPT, 0, {0}},
};

enum { HANDLED_COUNT = sizeof(handled) / sizeof(handled[0]) };

static volatile sig_atomic_t interrupt_pending = 0;

static handled_signal *entry_for(int signal_number) {
  for (int index = 0; index < HANDLED_COUNT; index++) {
    if (handled[index].signal == signal_number) return &handled[index];
  }
  return NULL;
}

/// Whether returning from the handler runs the faulting instruction again, so that it faults
/// once more, now with the previous handler and the original fault details (which a backtracer
/// reports). A SIGTRAP may come from an instruction that does not repeat: it is raised instead.
static int fault_repeats(int signal_number, const siginfo_t *info) {
  if (info == NULL || info->si_code <= 0) return 0;  // sent by kill, raise or abort
  return signal_number == SIGILL || signal_number == SIGSEGV || signal_number == SIGBUS ||
         signal_number == SIGFPE;
}

/// Restores the terminal and puts the previous handler back; then the signal comes again, either
/// from the repeated fault or raised here (delivered when this handler returns).
static void on_signal(int signal_number, siginfo_t *info, void *context) {
  (void)context;
  if (signal_number == SIGINT && !interrupt_pending) {
    interrupt_pending = 1;
    return;
  }
  ccurses_emergency_restore();
  handled_signal *entry = entry_for(signal_number);
  if (entry != NULL && entry->installed) {
    sigaction(signal_number, &entry->previous, NULL);
    entry->installed = 0;
  } else {
    signal(signal_number, SIG_DFL);
  }
  if (!fault_repeats(signal_number, info)) raise(signal_number);
}

static void ensure_alternate_stack(void) {
  // Lets the handler run after a stack overflow. Never freed: a handler may be running on it.
  stack_t current;
  if (sigaltstack(NULL, &current) != 0 || !(current.ss_flags & SS_DISABLE)) return;
  static void *memory = NULL;
  const size_t size = 64 * 1024;
  if (memory == NULL) memory = malloc(size);
  if (memory == NULL) return;
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = memory;
  stack.ss_size = size;
  sigaltstack(&stack, NULL);
}

void ccurses_install_signal_handlers(void) {
  ensure_alternate_stack();
  interrupt_pending = 0;
  for (int index = 0; index < HANDLED_COUNT; index++) {
    handled_signal *entry = &handled[index];
    if (entry->installed) continue;
    struct sigaction previous;
    if (sigaction(entry->signal, NULL, &previous) != 0) continue;
    int ignored = !(previous.sa_flags & SA_SIGINFO) && previous.sa_handler == SIG_IGN;
    if (ignored && entry->role != CRASH) continue;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_signal;
    sigemptyset(&action.sa_mask);
    // No SA_RESTART: a SIGINT must interrupt the wait for input so the key reader sees it.
    action.sa_flags = SA_SIGINFO | (entry->role == CRASH ? SA_ONSTACK : 0);
    entry->previous = previous;
    if (sigaction(entry->signal, &action, NULL) == 0) entry->installed = 1;
  }
}

void ccurses_remove_signal_handlers(void) {
  for (int index = 0; index < HANDLED_COUNT; index++) {
    handled_signal *entry = &handled[index];
    if (!entry->installed) continue;
    sigaction(entry->signal, &entry->previous, NULL);
    entry->installed = 0;
  }
  interrupt_pending = 0;
}

int ccurses_signals_take_interrupt(void) {
  if (!interrupt_pending) return 0;
  interrupt_pending = 0;
  return 1;
}
