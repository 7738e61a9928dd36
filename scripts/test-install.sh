#!/usr/bin/env bash
# The install test (run by .ci/run after the tests): installs into a temporary prefix and checks
# that the installed binary is stripped, that it finds its levels from another folder, that the man page renders,
# that the completions load, that a re-install upgrades in place, and that --uninstall leaves
# the prefix exactly as it was. Exits non-zero on the first failure.
#
# ARCADE_SCRATCH_PATH is passed on to scripts/install.sh (the build folder, default .build).
set -euo pipefail
package="$(cd "$(dirname "$0")/.." && pwd)"
install="$package/scripts/install.sh"

work="$(mktemp -d "${TMPDIR:-/tmp}/arcade-install-test.XXXXXX")"
trap 'rm -rf -- "$work"' EXIT
prefix="$work/prefix"
elsewhere="$work/elsewhere"
mkdir -p "$elsewhere" "$work/home"

failures=0
pass() { echo "ok: $*"; }
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# Everything under a folder: paths, types, modes and file contents.
snapshot() {
  (cd "$1" && find . -printf '%p %y %m\n' | LC_ALL=C sort && find . -type f -exec md5sum {} + | LC_ALL=C sort)
}

# The arcade as a user would run it: from another folder, no level variables, a fresh home.
installed_arcade() {
  (cd "$elsewhere" && env -u ARCADE_LEVELS -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u ARCADE_SCORES \
    HOME="$work/home" "$prefix/bin/arcade" "$@")
}

# MARK: - A prefix that already holds someone else's files

mkdir -p "$prefix/bin" "$prefix/share/man/man1"
echo "another program" >"$prefix/bin/other"
echo ".TH OTHER 1" >"$prefix/share/man/man1/other.1"
before="$(snapshot "$prefix")"

# MARK: - Install

"$install" "$prefix"
[ -x "$prefix/bin/arcade" ] && pass "installed $prefix/bin/arcade" || fail "no executable $prefix/bin/arcade"

# MARK: - The installed binary is stripped (no symbol table)

if ! sections="$(readelf -S -W "$prefix/bin/arcade")"; then
  fail "readelf cannot read $prefix/bin/arcade"
elif grep -q '[.]symtab' <<<"$sections"; then
  fail "$prefix/bin/arcade is not stripped: it has a .symtab ($(du -h "$prefix/bin/arcade" | cut -f1))"
else
  pass "$prefix/bin/arcade is stripped ($(du -h "$prefix/bin/arcade" | cut -f1))"
fi

# MARK: - The server is installed beside the arcade, and `arcade serve` runs it

# Before the first start there is no key: the command says so, exits 1, and writes nothing.
mkdir -p "$work/server"
if message="$(installed_arcade serve --fingerprint --data "$work/server" 2>&1)"; then
  fail "arcade serve --fingerprint succeeded with no host key: $message"
elif [[ "$message" == *"no host key yet"* ]] && [ -z "$(ls -A "$work/server")" ]; then
  pass "arcade serve runs the installed arcade-server (--fingerprint: no key yet, nothing written)"
else
  fail "arcade serve --fingerprint gave: ${message:-nothing}"
fi

# MARK: - The server is one static file: it runs from an empty root

server="$prefix/bin/arcade-server"
if file -L "$server" | grep -q "statically linked" && ! ldd "$server" >/dev/null 2>&1; then
  pass "$server is statically linked ($(du -h "$server" | cut -f1) stripped)"
else
  fail "$server is not one static file: $(file -L "$server"; ldd "$server" 2>&1 | head -3)"
fi
# A root with nothing in it but the server: no loader, no libraries, no /etc, no /proc.
root="$work/empty-root"
mkdir -p "$root"
cp "$server" "$root/arcade-server"
if [ "$(id -u)" = 0 ]; then chroot_run=(chroot "$root"); else chroot_run=(unshare --user --map-root-user chroot "$root"); fi
if version="$("${chroot_run[@]}" /arcade-server --version 2>&1)" && [ "$version" = "$("$prefix/bin/arcade" --version)" ]; then
  pass "arcade-server --version runs in an empty chroot: $version"
else
  fail "arcade-server --version in an empty chroot gave: ${version:-nothing}"
fi

# MARK: - Levels found beside the executable, from another folder

listing="$(installed_arcade levels)" || fail "'arcade levels' exited with $?"
if grep -qxF "Built-in levels: $prefix/share/arcade/levels" <<<"$listing"; then
  pass "built-in levels found in $prefix/share/arcade/levels"
else
  fail "'arcade levels' did not use $prefix/share/arcade/levels:"$'\n'"$listing"
fi
for folder in "$package"/Levels/*/; do
  game="$(basename "$folder")"
  count="$(find "$folder" -maxdepth 1 -name '*.level' | wc -l)"
  if grep -qxF "$game ($count levels)" <<<"$listing"; then
    pass "lists $count $game levels"
  else
    fail "'arcade levels' does not list $count $game levels:"$'\n'"$listing"
  fi
done
if installed_arcade levels check >/dev/null; then pass "'arcade levels check' passes"; else fail "'arcade levels check' failed"; fi

# MARK: - Man page

page="$prefix/share/man/man6/arcade.6"
if rendered="$(MANWIDTH=80 man -P cat -l "$page" 2>"$work/man.err")" \
  && grep -q "^NAME" <<<"$rendered" && grep -q "arcade" <<<"$rendered"; then
  pass "man -l $page renders ($(wc -l <<<"$rendered") lines)"
else
  fail "man -l $page did not render: $(cat "$work/man.err")"
fi

# MARK: - Completions

bash_script="$prefix/share/bash-completion/completions/arcade"
words="$(bash -c '
  source "$1" || exit 1
  COMP_WORDS=(arcade pl); COMP_CWORD=1; COMP_LINE="arcade pl"; COMP_POINT=${#COMP_LINE}
  _arcade arcade pl arcade
  printf "%s\n" "${COMPREPLY[@]}"' bash "$bash_script")" || fail "the bash completion did not load"
if grep -qx "play" <<<"$words"; then pass "bash completion loads and completes 'arcade pl' to 'play'"; else fail "bash completion of 'arcade pl' gave: $words"; fi
if command -v zsh >/dev/null; then
  zsh -n "$prefix/share/zsh/site-functions/_arcade" && pass "zsh completion parses" || fail "zsh completion does not parse"
fi
if command -v fish >/dev/null; then
  fish -n "$prefix/share/fish/vendor_completions.d/arcade.fish" && pass "fish completion parses" || fail "fish completion does not parse"
fi

# MARK: - Upgrade in place (a file the previous install had, and this one does not, goes)

stale="share/arcade/levels/balls/99-stale.level"
cp "$package/Levels/balls/01-first-spark.level" "$prefix/$stale"
echo "f $stale" >>"$prefix/share/arcade/install-manifest"
"$install" "$prefix" >/dev/null
if [ ! -e "$prefix/$stale" ] && [ -x "$prefix/bin/arcade" ]; then pass "re-install upgrades in place"; else fail "re-install left $stale"; fi

# MARK: - Uninstall

"$install" --uninstall "$prefix"
after="$(snapshot "$prefix")"
if [ "$before" = "$after" ]; then
  pass "--uninstall leaves the prefix as it was"
else
  fail "--uninstall left the prefix changed:"$'\n'"$(diff <(echo "$before") <(echo "$after") || true)"
fi

# MARK: - The default prefix is the XDG data home: the built-in levels must not show twice

home="$work/default-home"
mkdir -p "$home"
HOME="$home" "$install" >/dev/null
duplicates="$(cd "$elsewhere" && env -u ARCADE_LEVELS -u XDG_DATA_HOME HOME="$home" \
  "$home/.local/bin/arcade" levels | grep -c "(user)" || true)"
if [ "$duplicates" = 0 ]; then
  pass "default prefix ~/.local: each built-in level is listed once"
else
  fail "default prefix ~/.local: $duplicates built-in levels are listed again as the user's own"
fi
HOME="$home" "$install" --uninstall >/dev/null

if [ "$failures" -gt 0 ]; then
  echo "install test: $failures failure(s)" >&2
  exit 1
fi
echo "install test: all checks passed"
