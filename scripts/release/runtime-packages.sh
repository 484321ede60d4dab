#!/usr/bin/env bash
# The Debian packages a built earshot needs at run time, one a line with its lowest
# version ("libespeak-ng1 (>= 1.51)"), found by Debian's own dpkg-shlibdeps from the
# libraries the binary links (the Swift runtime is inside it). The .deb's Depends: and the
# archive's runtime-packages both come from here. Usage: runtime-packages.sh BINARY
set -euo pipefail
binary=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debian"
printf 'Source: earshot\n\nPackage: earshot\nArchitecture: any\n' > "$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e"$binary" 2> "$work/warnings") \
  || { cat "$work/warnings" >&2; exit 1; }
echo "${depends#shlibs:Depends=}" | tr ',' '\n' | sed 's/^ *//' | grep -v '^$'
