#!/usr/bin/env bash
# make check-release: the release archive and the .deb installed and used as on a
# machine that never had Swift. In an empty folder, inside a private mount namespace
# where /opt/swift is an empty, unreadable tmpfs, each goes into its own fresh Debian 12
# root (mmdebstrap, cached in .build/release-check) with PATH=/usr/bin:/bin:
#   archive  install.sh as a user into ~/.local (first refused, naming the packages to
#            install, while the runtime libraries are missing), then smoke.sh, then an
#            upgrade over it and --uninstall with the user's files in place;
#   .deb     the Containerfile's COPY and RUN lines (apt-get install ./earshot_*.deb on
#            the bare root, so Depends: must be complete), then smoke.sh as a user, then
#            remove, purge, an older package upgraded to this one, remove and purge again,
#            with the user's files checked byte for byte after each.
# Needs root (mount namespaces, chroot) and the network for Debian's packages.
# Usage: scripts/release/check-release.sh   (make check-release builds dist/ first)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
if [ "$(id -u)" -ne 0 ]; then exec sudo -E "$0" "$@"; fi
if [ -z "${EARSHOT_RELEASE_NAMESPACE:-}" ]; then
  EARSHOT_RELEASE_NAMESPACE=1 exec unshare --mount --propagation private "$0" "$@"
fi
started=$(date +%s)
step() { printf '\n== %s (%ss)\n' "$*" "$(($(date +%s) - started))"; }
fail() { echo "check-release: $*" >&2; exit 1; }

version=$(cd "$repo" && scripts/version.sh)
release=$("$repo/.build/release/earshot" --version | cut -d' ' -f2-)
archive="$repo/dist/earshot-$version-linux-x86_64.tar.gz"
package="$repo/dist/earshot_${version}_amd64.deb"
for file in "$archive" "$archive.sha256" "$package" "$package.sha256"; do
  [ -f "$file" ] || fail "no $file: run make dist deb first"
done

# The Swift toolchain hidden for everything below.
if [ -d /opt/swift ]; then mount -t tmpfs -o mode=000,size=1M none /opt/swift; fi
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
command -v swift > /dev/null && fail "swift is still on the PATH"

cache="$repo/.build/release-check"
base="$cache/debian-12.tar"
mkdir -p "$cache/apt-archives"
if [ ! -f "$base" ]; then
  step "a Debian 12 root (mmdebstrap, once; cached in $base)"
  command -v mmdebstrap > /dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap > /dev/null
  mmdebstrap --variant=apt --quiet bookworm "$cache/debian-12.part.tar" \
    "deb http://deb.debian.org/debian bookworm main" "deb http://deb.debian.org/debian bookworm-updates main" \
    "deb http://deb.debian.org/debian-security bookworm-security main"
  mv "$cache/debian-12.part.tar" "$base"
fi

# The empty folder is a tmpfs of this namespace and every mount below it is too (no host
# folder is bound into a root), so cleaning up is unmounting it: nothing is ever deleted
# through a mount, and the mounts vanish with the namespace even if this script is killed.
work=$(mktemp -d /tmp/earshot-check-release.XXXXXX)
mount -t tmpfs -o size=4g,mode=755 earshot-check-release "$work"
trap 'cd /; umount -R -l "$work" && rmdir "$work"' EXIT
cd "$work"
cp "$archive" "$archive.sha256" "$package" "$package.sha256" .
sha256sum --quiet -c "$(basename "$archive").sha256" "$(basename "$package").sha256"
echo "checksums hold: $(basename "$archive") $(du -h "$(basename "$archive")" | cut -f1), $(basename "$package") $(du -h "$(basename "$package")" | cut -f1)"
fixture="$repo/Tests/Fixtures/import/checkout.uiautomator.xml"
tools=(sox tmux man-db bash-completion pulseaudio pulseaudio-utils)

# A fresh root from the cached base, with its own /proc and a /dev of its own (a tmpfs
# with the few nodes a user's programs open and a new devpts instance: never the host's
# /dev bound in), and name resolution. Downloaded packages are copied back to the cache.
new_root() {
  local root="$work/root-$1"
  mkdir -p "$root"
  tar -xf "$base" -C "$root"
  mount -t proc proc "$root/proc"
  mount -t tmpfs -o mode=755,size=16m dev "$root/dev"
  local name major minor
  while read -r name major minor; do mknod -m 666 "$root/dev/$name" c "$major" "$minor"; done <<< "null 1 3
zero 1 5
full 1 7
random 1 8
urandom 1 9
tty 5 0"
  mkdir "$root/dev/pts" "$root/dev/shm"
  mount -t devpts -o newinstance,ptmxmode=0666,mode=620 devpts "$root/dev/pts"
  ln -s pts/ptmx "$root/dev/ptmx"
  mount -t tmpfs -o mode=1777,size=64m shm "$root/dev/shm"
  ln -s /proc/self/fd "$root/dev/fd"
  cp "$cache"/apt-archives/*.deb "$root/var/cache/apt/archives/" 2> /dev/null || true
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  # The user (the bare root has no useradd): uid 1000, a home of their own.
  echo 'listener:x:1000:1000:a listener:/home/listener:/bin/bash' >> "$root/etc/passwd"
  echo 'listener:x:1000:' >> "$root/etc/group"
  install -d -o 1000 -g 1000 "$root/home/listener"
  [ ! -e "$root/opt/swift" ] || fail "the fresh root has /opt/swift"
  cp "$repo/scripts/release/smoke.sh" "$fixture" "$root/home/listener/"
  chown -R 1000:1000 "$root/home/listener"
  echo "$root"
}
as_root() { chroot "$1" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root DEBIAN_FRONTEND=noninteractive bash -c "$2"; }
as_user() {
  chroot --userspec=1000:1000 "$1" /usr/bin/env -i PATH=/home/listener/.local/bin:/usr/bin:/bin \
    HOME=/home/listener LANG=C.UTF-8 TERM=xterm-256color bash -c "cd && $2"
}
apt_install() {
  as_root "$1" "apt-get update -qq && apt-get install -y -qq --no-install-recommends ${*:2} > /dev/null"
  cp -n "$1"/var/cache/apt/archives/*.deb "$cache/apt-archives/" 2> /dev/null || true
}
runs_alone() {
  local missing
  missing=$(as_root "$1" "ldd $2 | grep 'not found' || true")
  [ -z "$missing" ] || fail "$2 lacks libraries: $missing"
}
# The user's own files, and their checksums, to compare after each step.
user_files() { as_root "$1" "sha256sum $2 2>&1"; }

step "archive: a fresh Debian 12 root, install.sh as a user into ~/.local"
root=$(new_root archive)
cp "$(basename "$archive")" "$root/home/listener/"
as_user "$root" "tar -xzf $(basename "$archive")"
folder="earshot-$version-linux-x86_64"
refused=$(as_user "$root" "$folder/install.sh" 2>&1) && fail "install.sh went ahead without the runtime libraries"
echo "$refused" | grep -q "apt-get install" || fail "install.sh refused without naming the packages: $refused"
echo "without the runtime libraries install.sh refuses and says: $(echo "$refused" | tail -1)"
packages=$(cut -d' ' -f1 "$root/home/listener/$folder/runtime-packages" | tr '\n' ' ')
apt_install "$root" "$packages"
as_user "$root" "$folder/install.sh"
runs_alone "$root" /home/listener/.local/bin/earshot
apt_install "$root" "${tools[*]}"
as_user "$root" "bash smoke.sh '$release' \$HOME/$(basename "$fixture")"
step "archive: an upgrade and --uninstall keep what the user wrote"
as_user "$root" "echo 'kind: mine' > .local/share/earshot/scenarios/mine.yaml"
mine="/home/listener/.local/share/earshot/scenarios/mine.yaml /home/listener/.local/state/earshot/history"
before=$(user_files "$root" "$mine")
as_user "$root" "$folder/install.sh"
[ "$(user_files "$root" "$mine")" = "$before" ] || fail "the upgrade changed the user's files"
as_user "$root" "$folder/install.sh --uninstall"
[ ! -e "$root/home/listener/.local/bin/earshot" ] || fail "--uninstall left bin/earshot"
[ "$(user_files "$root" "$mine")" = "$before" ] || fail "--uninstall changed the user's files"
as_user "$root" "mkdir -p other/bin && echo mine > other/bin/earshot"
as_user "$root" "$folder/install.sh --prefix other" > /dev/null 2>&1 && fail "install.sh replaced a file it did not put there"
[ "$(cat "$root/home/listener/other/bin/earshot")" = mine ] || fail "install.sh touched a file in its way"
echo "upgrade, --uninstall and a file in the way: the user's files are as they were"

step ".deb: a fresh Debian 12 root, the Containerfile's steps"
root=$(new_root deb)
python3 "$repo/scripts/release/containerfile.py" "$repo/Containerfile" "$work" "$root"
runs_alone "$root" /usr/bin/earshot
as_root "$root" "dpkg -s earshot | grep -E '^(Version|Depends):'"
apt_install "$root" "${tools[*]}"
as_user "$root" "bash smoke.sh '$release' \$HOME/$(basename "$fixture")"

step ".deb: remove, purge, an upgrade from an older package, remove and purge, with the user's files in place"
cp "$(basename "$package")" "$root/tmp/new.deb"
# The older package: this one's files as version 0.0.1, plus one this release no longer ships.
dpkg-deb -R "$(basename "$package")" old
sed -i 's/^Version: .*/Version: 0.0.1/' old/DEBIAN/control
echo 'kind: retired' > old/usr/share/earshot/scenarios/retired.yaml
(cd old && find usr -type f | LC_ALL=C sort | xargs md5sum) > old/DEBIAN/md5sums
dpkg-deb --root-owner-group -Znone --build old "$root/tmp/old.deb" > /dev/null
as_root "$root" "install -d /home/listener/voices && cp /usr/share/earshot/voices/talkback.voice /home/listener/voices/mine.voice && echo '# tuned by me' >> /home/listener/voices/mine.voice"
as_root "$root" "echo 'kind: mine' > /usr/share/earshot/scenarios/mine.yaml && install -d /usr/local/bin && printf '#!/bin/sh\necho my own build\n' > /usr/local/bin/earshot-mine"
mine="/home/listener/.local/state/earshot/history /home/listener/voices/mine.voice /usr/share/earshot/scenarios/mine.yaml /usr/local/bin/earshot-mine"
before=$(user_files "$root" "$mine")
echo "$before" | grep -q 'No such file' && fail "a user file is missing before the test: $before"
for action in "dpkg --remove earshot" "dpkg --purge earshot" "apt-get install -y -qq /tmp/old.deb" \
  "apt-get install -y -qq /tmp/new.deb" "apt-get remove -y -qq earshot" "apt-get install -y -qq /tmp/new.deb" \
  "apt-get purge -y -qq earshot"; do
  as_root "$root" "$action > /dev/null 2>&1" || fail "$action failed"
  [ "$(user_files "$root" "$mine")" = "$before" ] || fail "after '$action' the user's files changed"
  state=$(as_root "$root" "dpkg-query -W -f='\${Version} \${db:Status-Status}' earshot 2> /dev/null || echo 'not installed'")
  printf '  %-40s earshot %-28s user files unchanged\n' "$action" "$state"
  if [ "$action" = "apt-get install -y -qq /tmp/new.deb" ]; then
    [ ! -e "$root/usr/share/earshot/scenarios/retired.yaml" ] || fail "the upgrade left the older package's retired file"
    as_root "$root" "earshot --version" | grep -qF "$release" || fail "the upgraded earshot is not $release"
  fi
done
step "check-release: the archive and the .deb install and run without Swift; the user's files survive"
