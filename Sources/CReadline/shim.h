#ifndef EARSHOT_CREADLINE_SHIM_H
#define EARSHOT_CREADLINE_SHIM_H
// readline.h uses FILE without including stdio.h itself.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 refuses direct access to readline's mutable globals; these setters and
// getters are the only way Earshot touches them.
static inline void earshot_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void earshot_rl_set_completer(rl_completion_func_t *completer) {
  rl_attempted_completion_function = completer;
}
static inline void earshot_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline const char *earshot_rl_line_buffer(void) { return rl_line_buffer; }
static inline int earshot_rl_point(void) { return rl_point; }
static inline void earshot_rl_set_signal_hook(rl_hook_func_t *hook) { rl_signal_event_hook = hook; }
static inline void earshot_rl_set_word_breaks(const char *breaks) {
  rl_completer_word_break_characters = (char *)breaks;
}
/// Abandons the line being typed and shows a fresh prompt (after Ctrl-C).
static inline void earshot_rl_abandon_line(void) {
  rl_replace_line("", 0);
  rl_crlf();
  rl_on_new_line();
  rl_redisplay();
}
#endif
