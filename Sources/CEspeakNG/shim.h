#ifndef EARSHOT_CESPEAKNG_SHIM_H
#define EARSHOT_CESPEAKNG_SHIM_H
#include <espeak-ng/speak_lib.h>
// espeak_ng.h gives espeak_ng_InitializePath, used to find the data folder
// before initialising, so a missing folder becomes a clear Swift error.
#include <espeak-ng/espeak_ng.h>
#endif
