#ifndef C_PSEUDO_TERMINAL_H
#define C_PSEUDO_TERMINAL_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` on a new pseudo-terminal of `columns` x `rows`, as its
/// controlling terminal and its standard input, output and error. Returns the child's pid and
/// stores the terminal's master side in `master`, or returns -1 with errno set.
pid_t pty_spawn(const char *path, char *const argv[], char *const envp[],
                unsigned short columns, unsigned short rows, int *master);

#endif
