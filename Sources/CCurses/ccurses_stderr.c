// Holds back what the process writes to a terminal stderr while curses owns the screen (a Swift
// fatalError message, a stray log line) and writes it out once the terminal is restored: written
// straight away, it would garble the screen and then vanish with the alternate screen.

#include "ccurses_internal.h"

#include <stdio.h>
#include <unistd.h>

static int saved_stderr = -1;   // the terminal stderr, while captured
static int capture_file = -1;   // an unlinked temporary file that fd 2 points to meanwhile
static FILE *capture_stream = NULL;

void ccurses_capture_stderr(void) {
  if (saved_stderr >= 0 || !isatty(STDERR_FILENO)) return;
  FILE *stream = tmpfile();
  if (stream == NULL) return;
  fflush(stderr);
  int saved = dup(STDERR_FILENO);
  if (saved < 0 || dup2(fileno(stream), STDERR_FILENO) < 0) {
    if (saved >= 0) close(saved);
    fclose(stream);
    return;
  }
  capture_stream = stream;
  capture_file = fileno(stream);
  saved_stderr = saved;
}

void ccurses_release_stderr(void) {
  // Async-signal-safe: only dup2, lseek, read, write and close.
  int saved = saved_stderr;
  if (saved < 0) return;
  saved_stderr = -1;
  dup2(saved, STDERR_FILENO);
  close(saved);
  char buffer[4096];
  if (lseek(capture_file, 0, SEEK_SET) == 0) {
    ssize_t count;
    while ((count = read(capture_file, buffer, sizeof buffer)) > 0) {
      for (ssize_t done = 0; done < count;) {
        ssize_t written = write(STDERR_FILENO, buffer + done, (size_t)(count - done));
        if (written <= 0) break;
        done += written;
      }
    }
  }
}

void ccurses_close_stderr_capture(void) {
  if (saved_stderr >= 0 || capture_stream == NULL) return;
  fclose(capture_stream);
  capture_stream = NULL;
  capture_file = -1;
}
