#!/usr/bin/env bash
# make deb: dist/earshot_VERSION_amd64.deb, built with dpkg-deb. `make install` lays it
# out under /usr (Debian's places: /usr/bin, /usr/share/earshot, the man page gzipped in
# /usr/share/man/man1, completions in bash-completion's, zsh's vendor and fish's vendor
# folders); Depends: is dpkg-shlibdeps' list of the libraries the binary links.
# No conffiles and no maintainer scripts: Earshot ships nothing a user edits in place (a
# user's voices go in EARSHOT_VOICES, history and recovered files in ~/.local/state), and
# dpkg itself never removes a file it did not install, so install, upgrade and removal
# touch only the package's own files. Expects the release build (make release-build).
# Usage: scripts/release/make-deb.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(scripts/version.sh)
root=.build/deb-root
rm -rf "$root" && mkdir -p "$root/DEBIAN" dist
make --no-print-directory install DESTDIR="$PWD/$root" PREFIX=/usr > "$root.log" 2>&1 \
  || { tail -20 "$root.log"; exit 1; }
gzip -9n "$root/usr/share/man/man1/earshot.1"
docs="$root/usr/share/doc/earshot"
install -d "$docs"
cat > "$docs/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: earshot
Comment: Earshot $(.build/release/earshot --version | cut -d' ' -f2-), built from its repository.
 The binary carries the Swift runtime and Foundation (Apache-2.0 with Runtime Library
 Exception) and swift-argument-parser (Apache-2.0).
COPYRIGHT
printf 'earshot (%s) unstable; urgency=low\n\n  * Release %s.\n\n -- Earshot developers <earshot@invalid>  %s\n' \
  "$version" "$(.build/release/earshot --version | cut -d' ' -f2-)" "$(date -R -d "@$(git log -1 --format=%ct 2>/dev/null || date +%s)")" \
  | gzip -9n > "$docs/changelog.Debian.gz"
depends=$(scripts/release/runtime-packages.sh "$root/usr/bin/earshot" | paste -sd, | sed 's/,/, /g')
cat > "$root/DEBIAN/control" <<CONTROL
Package: earshot
Version: $version
Architecture: amd64
Maintainer: Earshot developers <earshot@invalid>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Description: hear how mobile UI reads to VoiceOver and TalkBack
 Earshot loads a YAML scenario of mobile components; type the gestures a
 screen reader user makes and hear, through eSpeak NG, what VoiceOver (iOS)
 or TalkBack (Android) would say. A REPL, a quiz for trainers, importers of
 real screen dumps, checks against success criteria and golden transcripts
 for CI.
CONTROL
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$root/DEBIAN/md5sums"
package="dist/earshot_${version}_amd64.deb"
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || date +%s) dpkg-deb --root-owner-group -Zxz --build "$root" "$package" > /dev/null
(cd dist && sha256sum "$(basename "$package")" > "$(basename "$package").sha256")
echo "deb: $package ($(du -h "$package" | cut -f1); installed $(du -sh --exclude=DEBIAN "$root" | cut -f1)); Depends: $depends"
