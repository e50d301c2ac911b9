#include "CPseudoTerminal.h"

#include <unistd.h>
#if defined(__APPLE__)
#include <util.h>
#else
#include <pty.h>
#endif

pid_t pty_spawn(const char *path, char *const argv[], char *const envp[],
                unsigned short columns, unsigned short rows, int *master) {
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  pid_t pid = forkpty(master, NULL, NULL, &size);
  if (pid == 0) {
    execve(path, argv, envp);
    _exit(127);
  }
  return pid;
}
