#!/bin/sh
# Install the one-file executable for the current user, with its menu entry and icon.
#     packaging/linux/install.sh [EXECUTABLE]   (default: ./uno beside this script, else dist/uno)
#     packaging/linux/install.sh --uninstall
# Honours PREFIX (default ~/.local): the program goes to $PREFIX/bin, the icon to
# $PREFIX/share/icons/hicolor/256x256/apps, the menu entry to $PREFIX/share/applications.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
prefix=${PREFIX:-${HOME:?set HOME or PREFIX}/.local}
bin="$prefix/bin/uno"
icon="$prefix/share/icons/hicolor/256x256/apps/uno.png"
desktop="$prefix/share/applications/uno.desktop"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$prefix/share/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$bin" "$icon" "$desktop"
    refresh
    echo "removed $bin, $icon and $desktop (your settings and statistics stay in ~/.local/share/uno-table)"
    exit 0
fi

default="$root/dist/uno"
[ -f "$here/uno" ] && default="$here/uno"
exe=${1:-"$default"}
[ -f "$exe" ] || { echo "install.sh: no executable at $exe: build it first (see docs/packaging.md)" >&2; exit 1; }
[ -f "$here/uno.desktop" ] || { echo "install.sh: $here/uno.desktop is missing" >&2; exit 1; }
png="$here/uno.png"
[ -f "$png" ] || png="$root/assets/icons/uno.png"
[ -f "$png" ] || { echo "install.sh: no icon (uno.png) beside this script or in assets/icons" >&2; exit 1; }

install -D -m 755 "$exe" "$bin"
install -D -m 644 "$png" "$icon"
mkdir -p "$(dirname "$desktop")"
# The menu may not have $prefix/bin on its PATH: point Exec at the installed file.
sed "s|^Exec=uno\$|Exec=$bin|" "$here/uno.desktop" > "$desktop"
chmod 644 "$desktop"
refresh
echo "installed $bin, $icon and $desktop"
