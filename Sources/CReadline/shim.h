#ifndef EARSHOT_CREADLINE_SHIM_H
#define EARSHOT_CREADLINE_SHIM_H
// readline.h uses FILE without including stdio.h itself.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <unistd.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 refuses direct access to readline's mutable globals; these setters and
// getters are the only way Earshot touches them.
static inline void earshot_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void earshot_rl_set_completer(rl_completion_func_t *completer) {
  rl_attempted_completion_function = completer;
}
static inline void earshot_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void earshot_rl_set_display_matches_hook(rl_compdisp_func_t *hook) {
  rl_completion_display_matches_hook = hook;
}
/// What Tab adds after a single match: a space, or nothing after a folder's slash.
static inline void earshot_rl_set_append_character(int character) { rl_completion_append_character = character; }
static inline const char *earshot_rl_line_buffer(void) { return rl_line_buffer; }
static inline int earshot_rl_point(void) { return rl_point; }
/// The most recent history line, or NULL (to skip adding a repeat).
static inline const char *earshot_history_last(void) {
  HIST_ENTRY *entry = history_get(history_base + history_length - 1);
  return entry ? entry->line : NULL;
}
static inline void earshot_rl_set_word_breaks(const char *breaks) {
  rl_completer_word_break_characters = (char *)breaks;
}

/// Earshot handles SIGINT itself (the callback interface leaves signals to the
/// application); readline still follows window-size changes.
static inline void earshot_rl_leave_signals_to_caller(void) {
  rl_catch_signals = 0;
  rl_catch_sigwinch = 1;
}

/// Unblocks the signals the REPL relies on (Ctrl-C, hang-up, termination,
/// window size). A parent may hand its children a mask that blocks them.
static inline void earshot_unblock_signals(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGHUP);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGQUIT);
  sigaddset(&set, SIGUSR1);
  sigaddset(&set, SIGUSR2);
  sigaddset(&set, SIGALRM);
  sigaddset(&set, SIGWINCH);
  sigaddset(&set, SIGTSTP);
  sigaddset(&set, SIGCONT);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

/// Installs `handler` for `signal` without SA_RESTART, so a blocking select() returns
/// EINTR and the read loop acts at once: Ctrl-C (SIGINT) and Ctrl-Z (SIGTSTP), whose
/// handlers only set a flag; the loop stops the process itself after Ctrl-Z, once the
/// terminal is handed back in the state the shell expects.
static inline int earshot_install_handler(int signal, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(signal, &action, NULL);
}

/// Ctrl-Z at the prompt: restores the terminal's own modes, stops the process as the
/// default action would (the shell reports it stopped), and once continued (`fg`) takes
/// the terminal back and redraws the prompt with what was typed.
static inline void earshot_rl_suspend(void (*handler)(int)) {
  rl_deprep_terminal();
  signal(SIGTSTP, SIG_DFL);
  kill(getpid(), SIGTSTP);
  // Continued here.
  earshot_install_handler(SIGTSTP, handler);
  rl_prep_terminal(0);
  rl_on_new_line();
  rl_forced_update_display();
}

/// Waits up to `milliseconds` for input on `fd`: 1 ready, 0 timed out, -1 error or signal.
static inline int earshot_wait_for_input(int fd, int milliseconds) {
  fd_set set;
  FD_ZERO(&set);
  FD_SET(fd, &set);
  struct timeval timeout;
  timeout.tv_sec = milliseconds / 1000;
  timeout.tv_usec = (milliseconds % 1000) * 1000;
  return select(fd + 1, &set, NULL, NULL, &timeout);
}

/// The terminal's width in columns, or 0 when `fd` is not a terminal.
static inline int earshot_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

/// After Ctrl-C: shows ^C after what was typed, drops the line, and starts a
/// fresh prompt on the next line (as shells do).
static inline void earshot_rl_abandon_line(void) {
  rl_callback_sigcleanup();
  rl_point = rl_end;
  rl_redisplay();
  rl_echo_signal_char(SIGINT);
  rl_replace_line("", 0);
  rl_point = rl_end = 0;
  rl_crlf();
  rl_on_new_line();
  rl_redisplay();
}

/// Prints `text` (whole lines) above the prompt while the user may be typing:
/// clears the prompt line, prints, then redraws the prompt and what was typed.
static inline void earshot_rl_print_above_prompt(const char *text) {
  rl_clear_visible_line();
  fputs(text, rl_outstream);
  fflush(rl_outstream);
  rl_on_new_line();
  rl_forced_update_display();
}

/// Prints Earshot's own completion list under the line, then redraws the prompt and line.
static inline void earshot_rl_show_list(const char *text) {
  fputs(text, rl_outstream);
  fflush(rl_outstream);
  rl_on_new_line();
  rl_forced_update_display();
}
#endif
