#!/usr/bin/env bash
# make dist: the relocatable release archive, dist/earshot-VERSION-linux-x86_64.tar.gz,
# and its checksum file. Lays Earshot out with `make install` (one definition of what is
# installed where) into a folder that is itself a prefix, so the unpacked archive also
# runs in place; adds install.sh, the runtime packages and the file list install.sh reads.
# Expects the release build (make release-build). Usage: scripts/release/make-dist.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(scripts/version.sh)
name="earshot-$version-linux-x86_64"
stage=.build/dist-stage
rm -rf "$stage" && mkdir -p "$stage" dist
make --no-print-directory install DESTDIR="$PWD/$stage" PREFIX="/$name" > "$stage.log" 2>&1 \
  || { tail -20 "$stage.log"; exit 1; }
root="$stage/$name"
(cd "$root" && find . -type f -printf '%P\n' | LC_ALL=C sort) > "$stage/files"
mv "$stage/files" "$root/files"
scripts/release/runtime-packages.sh "$root/bin/earshot" > "$root/runtime-packages"
echo "$version" > "$root/VERSION"
install -m 755 scripts/release/install.sh "$root/install.sh"
cat > "$root/README" <<README
Earshot $version ($(.build/release/earshot --version)), for Linux x86_64 (Debian 12 or newer).

Hear how mobile UI reads to VoiceOver and TalkBack. The binary carries the Swift
runtime; it needs these Debian packages (runtime-packages):

$(sed 's/^/  /' "$root/runtime-packages")

  ./install.sh                 installs into ~/.local (as root: /usr/local)
  ./install.sh --prefix DIR    anywhere else; ./install.sh --uninstall removes it
  bin/earshot --help           or run it in place, from this folder

The manual: man earshot (after installing), or earshot --help.
README
# Reproducible bytes: names sorted, owner root, every time the commit's.
stamp=$(git log -1 --format=%ct 2>/dev/null || date +%s)
archive="dist/$name.tar.gz"
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -cf - "$name" \
  | gzip -9n > "$archive"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "dist: $archive ($(du -h "$archive" | cut -f1); unpacked $(du -sh "$root" | cut -f1)), checksum in $archive.sha256"
