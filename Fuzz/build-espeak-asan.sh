#!/bin/sh
# Builds libespeak-ng 1.51 from source with AddressSanitizer and libFuzzer's coverage
# hooks, as libespeak-ng.so.1, so the VoiceSynthesisFuzzer (run with LD_LIBRARY_PATH=OUT)
# catches an overrun inside eSpeak NG itself, not only a crash, and is guided by
# eSpeak NG's own branches. It uses the system's eSpeak NG 1.51 data.
#
#   git clone --depth 1 --branch 1.51 https://github.com/espeak-ng/espeak-ng /tmp/espeak-ng-1.51
#   Fuzz/build-espeak-asan.sh /tmp/espeak-ng-1.51 Fuzz/.espeak-asan
#
# The compiler is the Swift toolchain's clang, so the library shares the fuzzer's
# AddressSanitizer runtime (gcc's libasan would be a second, incompatible one).
set -eu
source=${1:?usage: build-espeak-asan.sh ESPEAK_NG_1.51_SOURCE OUT_FOLDER}
out=${2:?usage: build-espeak-asan.sh ESPEAK_NG_1.51_SOURCE OUT_FOLDER}
clang=${CLANG:-$(dirname "$(command -v swift)")/clang}
data=${ESPEAK_DATA:-$(dirname "$(find /usr/lib /usr/share -name phontab -path '*espeak-ng-data*' 2>/dev/null | head -1)")}
mkdir -p "$out"
cat > "$out/config.h" <<CONFIG
#define PACKAGE_VERSION "1.51"
#define USE_KLATT 1
#define HAVE_MKSTEMP 1
#define PATH_ESPEAK_DATA "$data"
CONFIG
# Without mbrola (Earshot refuses 'mbrola' voices; synth_mbrola.c then has stubs),
# the speechPlayer (C++) and the asynchronous mode (Earshot synthesises synchronously).
files=$(ls "$source"/src/libespeak-ng/*.c "$source"/src/ucd-tools/src/*.c | grep -v -e mbrowrap -e compilembrola -e sPlayer)
"$clang" -O1 -g -fsanitize=address -fno-omit-frame-pointer -fPIC -shared -w \
  -include "$out/config.h" -I"$out" -I"$source/src/include" -I"$source/src/include/espeak-ng" \
  -I"$source/src/ucd-tools/src/include" -Wl,-soname,libespeak-ng.so.1 -o "$out/libespeak-ng.so.1" $files
echo "built $out/libespeak-ng.so.1 (data: $data)"
