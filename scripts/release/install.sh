#!/bin/sh
# Installs Earshot from this unpacked archive into a prefix: PREFIX/bin/earshot, its
# voices, scenarios and courses in PREFIX/share/earshot (found from the executable's own
# place), the man page and the bash, zsh and fish completions. No root for a user prefix.
#
#   ./install.sh                     into ~/.local (as root: /usr/local)
#   ./install.sh --prefix DIR        or PREFIX=DIR ./install.sh
#   ./install.sh --uninstall         removes exactly what it installed
#
# Nothing a user wrote is overwritten or removed: a file in the way that an earlier
# install.sh did not put there stops the install (exit 2; --force replaces it), and
# an upgrade or --uninstall touches only the files listed in
# PREFIX/share/earshot/installed-files.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ "$(id -u)" -eq 0 ]; then prefix=${PREFIX:-/usr/local}; else prefix=${PREFIX:-$HOME/.local}; fi
action=install
force=no
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift ;;
    --prefix=*) prefix=${1#--prefix=} ;;
    --uninstall) action=uninstall ;;
    --force) force=yes ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
  esac
  shift
done
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac
manifest="$prefix/share/earshot/installed-files"

if [ "$action" = uninstall ]; then
  [ -f "$manifest" ] || { echo "install.sh: no Earshot installed by install.sh in $prefix ($manifest is missing)" >&2; exit 2; }
  installed=$(cat "$manifest")
  printf '%s\n' "$installed" | while IFS= read -r file; do rm -f "$prefix/$file"; done
  rm -f "$manifest"
  # Folders left empty go; a folder still holding a user's file stays.
  printf '%s\n' "$installed" | sort -r | while IFS= read -r file; do
    dir=$(dirname "$prefix/$file")
    while [ "$dir" != "$prefix" ] && rmdir "$dir" 2>/dev/null; do dir=$(dirname "$dir"); done
  done
  echo "removed Earshot from $prefix"
  exit 0
fi

# The libraries the binary links must be on this machine, else it cannot start.
missing=$(ldd "$here/bin/earshot" 2>/dev/null | awk '/not found/ {print $1}' | tr '\n' ' ')
if [ -n "$missing" ] && [ "$force" = no ]; then
  echo "install.sh: this machine lacks libraries earshot needs: $missing" >&2
  echo "install them first (as root): apt-get install $(cut -d' ' -f1 "$here/runtime-packages" | tr '\n' ' ')" >&2
  exit 2
fi

# Check every target before copying anything: whole or nothing.
previous=""
[ -f "$manifest" ] && previous=$(cat "$manifest")
while IFS= read -r file; do
  target="$prefix/$file"
  if [ -e "$target" ] && [ "$force" = no ] && ! printf '%s\n' "$previous" | grep -qxF "$file"; then
    echo "install.sh: $target is in the way and an earlier install.sh did not put it there; move it, or run again with --force to replace it" >&2
    exit 2
  fi
done < "$here/files"

while IFS= read -r file; do
  mkdir -p "$(dirname "$prefix/$file")"
  # Copy then rename, so a running earshot keeps its old file and nothing is half written.
  cp "$here/$file" "$prefix/$file.install-part"
  mv -f "$prefix/$file.install-part" "$prefix/$file"
done < "$here/files"
# Files an earlier version installed and this one does not have go (only those).
if [ -n "$previous" ]; then
  printf '%s\n' "$previous" | while IFS= read -r file; do
    grep -qxF "$file" "$here/files" || rm -f "$prefix/$file"
  done
fi
cp "$here/files" "$manifest"
echo "installed Earshot $(cat "$here/VERSION") in $prefix/bin (its data in $prefix/share/earshot)"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "add $prefix/bin to your PATH to run 'earshot' by name" ;; esac
