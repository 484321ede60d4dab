#ifndef EARSHOT_COPUSENC_SHIM_H
#define EARSHOT_COPUSENC_SHIM_H
// libopusenc (Debian's libopusenc-dev): Opus in an Ogg stream, the audio of the
// hand-off page. Its settings go through the variadic ope_encoder_ctl, which Swift
// cannot call, so each one used is a plain function here.
#include <opus/opusenc.h>

static inline int earshot_ope_set_bitrate(OggOpusEnc *encoder, opus_int32 bitsPerSecond) {
  return ope_encoder_ctl(encoder, OPUS_SET_BITRATE(bitsPerSecond));
}

static inline int earshot_ope_set_speech(OggOpusEnc *encoder) {
  return ope_encoder_ctl(encoder, OPUS_SET_SIGNAL(OPUS_SIGNAL_VOICE));
}

static inline int earshot_ope_set_complexity(OggOpusEnc *encoder, int complexity) {
  return ope_encoder_ctl(encoder, OPUS_SET_COMPLEXITY(complexity));
}
static inline int earshot_ope_set_max_bandwidth_wideband(OggOpusEnc *encoder) {
  return ope_encoder_ctl(encoder, OPUS_SET_MAX_BANDWIDTH(OPUS_BANDWIDTH_WIDEBAND));
}

// libopus itself, for speech encoded at 16 kHz with no resampling to 48 kHz (OggOpusWriter):
// the same settings, through opus_encoder_ctl.
static inline int earshot_opus_set_bitrate(OpusEncoder *encoder, opus_int32 bitsPerSecond) {
  return opus_encoder_ctl(encoder, OPUS_SET_BITRATE(bitsPerSecond));
}

static inline int earshot_opus_set_speech(OpusEncoder *encoder) {
  return opus_encoder_ctl(encoder, OPUS_SET_SIGNAL(OPUS_SIGNAL_VOICE));
}

static inline int earshot_opus_set_complexity(OpusEncoder *encoder, int complexity) {
  return opus_encoder_ctl(encoder, OPUS_SET_COMPLEXITY(complexity));
}

static inline int earshot_opus_set_max_bandwidth_wideband(OpusEncoder *encoder) {
  return opus_encoder_ctl(encoder, OPUS_SET_MAX_BANDWIDTH(OPUS_BANDWIDTH_WIDEBAND));
}

static inline opus_int32 earshot_opus_lookahead(OpusEncoder *encoder) {
  opus_int32 samples = 0;
  opus_encoder_ctl(encoder, OPUS_GET_LOOKAHEAD(&samples));
  return samples;
}
#endif
