#ifndef EARSHOT_CPCAUDIO_SHIM_H
#define EARSHOT_CPCAUDIO_SHIM_H
#include <stddef.h>
#include <dlfcn.h>
#include <pcaudiolib/audio.h>

// ALSA prints "ALSA lib ..." lines to stderr when no card exists. libpcaudio
// loads libasound, so its error handler can be replaced without linking ALSA
// ourselves. The handler has ALSA's variadic signature and does nothing.
static void earshot_alsa_quiet_handler(const char *file, int line, const char *function,
                                       int err, const char *fmt, ...) {
  (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

/// Silences ALSA's stderr messages for this process; returns 1 if ALSA was found.
static inline int earshot_silence_alsa(void) {
  void *alsa = dlopen("libasound.so.2", RTLD_LAZY);
  if (alsa == NULL) return 0;
  typedef void (*handler_t)(const char *, int, const char *, int, const char *, ...);
  typedef int (*setter_t)(handler_t);
  setter_t set_handler = (setter_t)dlsym(alsa, "snd_lib_error_set_handler");
  if (set_handler == NULL) return 0;
  set_handler(earshot_alsa_quiet_handler);
  return 1;  // the handle stays open on purpose: the handler must outlive any ALSA use
}
#endif
