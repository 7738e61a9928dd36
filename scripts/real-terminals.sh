#!/usr/bin/env bash
# Plays the arcade in real terminal windows on a private Xvfb display and saves a PNG
# screenshot of every step, for a developer to look at: xterm (light, its default black on
# white), xterm (dark), kitty, tmux inside xterm and GNU screen inside xterm. In each one it
# shows the menu and its help, clicks the Holes row with the mouse, fires Balls with a click,
# holds W in Paddles, opens Maze and quits. Scores and settings go to a temporary HOME.
#
# Usage: scripts/real-terminals.sh [ARCADE_BINARY] [OUTPUT_DIR]
#   ARCADE_BINARY  default .build/release/arcade (of the repository)
#   OUTPUT_DIR     default /tmp/arcade-real-terminals; files are <terminal>-<NN-step>.png
# Needs Xvfb, xterm, xdotool and ImageMagick; kitty, tmux and screen are used when installed.
# A run takes under three minutes and is stopped after five whatever happens.
set -euo pipefail

caller_dir=$PWD
cd "$(dirname "${BASH_SOURCE[0]}")/.."
repo_root=$PWD
me=real-terminals.sh

absolute() { # $1 path, $2 directory it is relative to
  case $1 in /*) printf '%s\n' "$1" ;; *) printf '%s/%s\n' "$2" "$1" ;; esac
}
if [[ $# -ge 1 ]]; then bin=$(absolute "$1" "$caller_dir"); else bin=$repo_root/.build/release/arcade; fi
if [[ $# -ge 2 ]]; then out=$(absolute "$2" "$caller_dir"); else out=/tmp/arcade-real-terminals; fi
[[ $# -le 2 ]] || { echo "usage: scripts/$me [ARCADE_BINARY] [OUTPUT_DIR]" >&2; exit 2; }
[[ -x $bin && -f $bin ]] || { echo "$me: no arcade binary at $bin (build it: swift build -c release)" >&2; exit 1; }
bin=$(readlink -f "$bin")

need() { # $1 command, $2 Debian package
  command -v "$1" >/dev/null || { echo "$me: $1 not found; install it (as root) with: apt-get install $2" >&2; exit 1; }
}
need Xvfb xvfb
need xterm xterm
need xdotool xdotool
need import imagemagick
need convert imagemagick
need timeout coreutils
need md5sum coreutils

cols=100 rows=30 # every terminal gets this grid

# ---------------------------------------------------------------------------------------
# Bookkeeping: everything started here is remembered and stopped on exit, even on failure.

tmp=$(mktemp -d /tmp/arcade-real-terminals.XXXXXX)
xvfb_pid='' term_pid='' watchdog_pid=''
tmux_sock=arcade-rt-$$
screen_name=arcade-rt-$$

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  [[ -n $term_pid ]] && kill "$term_pid" 2>/dev/null || true
  if command -v tmux >/dev/null; then
    TMUX_TMPDIR=$tmp tmux -L "$tmux_sock" kill-server 2>/dev/null || true
    TMUX_TMPDIR=$tmp tmux -L "$tmux_sock-probe" kill-server 2>/dev/null || true
  fi
  if command -v screen >/dev/null && [[ -d $tmp/screens ]]; then
    SCREENDIR=$tmp/screens screen -S "$screen_name" -X quit >/dev/null 2>&1 || true
  fi
  [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
  [[ -n $watchdog_pid ]] && kill "$watchdog_pid" 2>/dev/null || true
  [[ -n $xvfb_pid ]] && wait "$xvfb_pid" 2>/dev/null || true
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'echo "$me: interrupted" >&2; exit 130' INT TERM

# A watchdog: the whole run never takes more than five minutes.
(
  trap 'kill $sleeper 2>/dev/null; exit 0' TERM
  sleep 300 & sleeper=$!
  wait $sleeper
  echo "$me: timed out after 300 s, stopping" >&2
  kill -TERM $$
) &
watchdog_pid=$!

# Isolated files: the arcade keeps scores in $XDG_DATA_HOME/arcade and settings in
# $XDG_CONFIG_HOME/arcade (README, "Files and paths"); ARCADE_SCORES would override them.
export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config XDG_DATA_HOME=$tmp/home/.local/share
export XDG_CACHE_HOME=$tmp/home/.cache XDG_STATE_HOME=$tmp/home/.local/state
export TMUX_TMPDIR=$tmp SCREENDIR=$tmp/screens
unset ARCADE_SCORES NO_COLOR TMUX STY WAYLAND_DISPLAY 2>/dev/null || true
export LANG=C.UTF-8 LC_ALL=C.UTF-8
mkdir -p "$HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME"
mkdir -p -m 700 "$SCREENDIR" "$tmp/runtime"
export XDG_RUNTIME_DIR=$tmp/runtime

mkdir -p "$out"
rm -f "$out"/{xterm-light,xterm-dark,kitty,tmux,screen}-*.png

# ---------------------------------------------------------------------------------------
# Xvfb on the first free display of :91..:99 (GLX for kitty's OpenGL, in software).

for n in 91 92 93 94 95 96 97 98 99; do
  [[ -e /tmp/.X11-unix/X$n || -e /tmp/.X$n-lock ]] && continue
  Xvfb ":$n" -screen 0 1280x800x24 +extension GLX +render -nolisten tcp -noreset \
    >"$tmp/xvfb.log" 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 50); do
    [[ -e /tmp/.X11-unix/X$n ]] && DISPLAY=:$n xdotool getdisplaygeometry >/dev/null 2>&1 && break
    kill -0 "$xvfb_pid" 2>/dev/null || break
    sleep 0.1
  done
  if DISPLAY=:$n xdotool getdisplaygeometry >/dev/null 2>&1; then export DISPLAY=:$n; break; fi
  kill "$xvfb_pid" 2>/dev/null || true
  wait "$xvfb_pid" 2>/dev/null || true
  xvfb_pid=''
done
[[ -n $xvfb_pid ]] || { echo "$me: could not start Xvfb on :91..:99 ($(tail -1 "$tmp/xvfb.log" 2>/dev/null))" >&2; exit 1; }
echo "Xvfb on $DISPLAY (1280x800x24); screenshots in $out"

cat >"$tmp/tmux.conf" <<'EOF'
set -g default-terminal tmux-256color
# Off: tmux asks the outer xterm for the application's own mouse mode and passes the
# reports through untouched (checked with a byte dump: on passes a click in the pane too).
set -g mouse off
set -g escape-time 10
# No clock: the screen must stay the same while nothing moves (frames are compared).
set -g status-right "arcade test"
EOF
cat >"$tmp/screenrc" <<'EOF'
startup_message off
term screen-256color
altscreen on
vbell off
EOF

# ---------------------------------------------------------------------------------------
# Screens: every look saves the window as $tmp/now.ppm (raw pixels: a PNG file would carry a
# timestamp); a frame's hash is the md5 of that file. The hash tells whether anything changed;
# the menu is recognised by a tolerant comparison with recorded menu frames (see is_menu).

term='' win='' geometry_x=0 geometry_y=0 cell_w=0 cell_h=0 border_x=0 border_y=0
declare -A summary=()
terminals=()
menu_refs=()   # menu_refs[i]: a recorded menu frame (PPM file) with the highlight on row i
menu_tol=0     # most pixels a frame may differ from a recorded one and still be that menu
menu_sel=0 menu_hash=''

note() { summary[$term]+="$1"$'\n'; }

frame_hash() {
  if timeout 5 import -silent -window "$win" "ppm:$tmp/now.ppm" 2>/dev/null; then
    md5sum <"$tmp/now.ppm" | cut -c1-32
  else
    rm -f "$tmp/now.ppm"
    echo none
  fi
}

# How many pixels two frames differ in (a huge number when they cannot be compared).
pixels_apart() { # $1 $2 PPM files
  local out status=0
  out=$(compare -metric AE "$1" "$2" null: 2>&1) || status=$?
  if ((status > 1)); then echo 999999999; else awk '{ printf "%d\n", $1 + 0 }' <<<"$out"; fi
}

# Colours in the frame: a blank terminal has one or two, a drawn menu many more.
frame_colours() {
  timeout 5 import -silent -window "$win" png:- 2>/dev/null | convert png:- -format %k info: 2>/dev/null || echo 0
}

window_alive() { timeout 3 xdotool getwindowname "$win" >/dev/null 2>&1; }

capture() { # $1 step name: saves the window as <terminal>-<step>.png
  local file=$out/$term-$1.png
  if timeout 5 import -silent -window "$win" "$file" 2>/dev/null; then
    echo "  saved $file"
  else
    echo "  could not capture $1 (window gone?)"
    note "  $1: NOT captured (window gone)"
    return 1
  fi
}

shot() { # $1 step name, $2 what it shows (for the summary)
  capture "$1" && note "  $1: $2"
  return 0
}

# Frames are looked at every 0.2 s; the waits below take a number of such looks.

# Waits until two looks in a row see the same frame (at most $1 looks); prints its hash.
wait_stable() {
  local looks=$1 previous='' current
  while ((looks-- > 0)); do
    current=$(frame_hash)
    [[ -n $previous && $current == "$previous" ]] && break
    previous=$current
    sleep 0.2
  done
  printf '%s\n' "$current"
}

# Waits (at most $2 looks) for a frame other than $1 that then holds still (or, when the
# screen is animated, for the looks to run out); prints its hash, nothing when nothing changed.
wait_new_frame() {
  local previous=$1 looks=$2 current changed=''
  while ((looks-- > 0)); do
    current=$(frame_hash)
    if [[ $current != "$previous" ]]; then
      changed=1
    elif [[ -n $changed ]]; then
      break
    fi
    previous=$current
    sleep 0.2
  done
  [[ -n $changed ]] && printf '%s\n' "$current"
  return 0
}

# Which recorded menu frame the last look ($tmp/now.ppm) is, by pixels: sets menu_sel and
# returns 0 when the nearest one differs by at most menu_tol pixels. An exact hash is not
# enough: GNU screen redraws the same menu with a few dozen pixels different (bold and colour
# attributes carried over from what was on the screen before), while two highlight positions
# differ by thousands and a game screen by a hundred thousand or more.
match_menu() {
  local i d best=-1 best_d=999999999
  [[ -f $tmp/now.ppm ]] || return 1
  for i in "${!menu_refs[@]}"; do
    d=$(pixels_apart "${menu_refs[$i]}" "$tmp/now.ppm")
    ((d < best_d)) && best=$i best_d=$d
  done
  ((best >= 0 && best_d <= menu_tol)) || return 1
  menu_sel=$best
}

# True when the window shows the menu within $1 more looks (0: look once); sets menu_sel to
# the highlighted row and menu_hash to the frame's hash.
is_menu() {
  local looks=$1 h
  while :; do
    h=$(frame_hash)
    if match_menu; then menu_hash=$h; return 0; fi
    ((looks-- > 0)) || return 1
    sleep 0.2
  done
}

# Records the last look as the menu with the highlight on row $1.
record_menu() {
  cp "$tmp/now.ppm" "$tmp/menu-$term-$1.ppm"
  menu_refs[$1]=$tmp/menu-$term-$1.ppm
}

# The tolerance: a quarter of the smallest difference between two recorded highlight positions.
set_menu_tolerance() {
  local i j d least=999999999
  for i in "${!menu_refs[@]}"; do
    for j in "${!menu_refs[@]}"; do
      ((i < j)) || continue
      d=$(pixels_apart "${menu_refs[$i]}" "${menu_refs[$j]}")
      ((d < least)) && least=$d
    done
  done
  menu_tol=$((least / 4))
  echo "  menu frames recorded: ${#menu_refs[@]}; a frame within $menu_tol pixels of one is the menu"
}

keys() { timeout 5 xdotool key --delay 60 "$@" 2>/dev/null || true; }

# Where to click: the window's geometry and the grid give the cell size (width / columns,
# height / rows, rounded down); what is left over is the terminal's border, split evenly
# (xterm: 2 px each side; kitty centres its grid).
# The window can be found before the terminal has given it its size (xterm once measured
# 10x17 px), so the geometry is read until it is at least 4x8 px a cell and holds still.
measure() {
  local WINDOW X Y WIDTH HEIGHT SCREEN last='' now
  for _ in $(seq 25); do
    eval "$(timeout 3 xdotool getwindowgeometry --shell "$win")"
    now="$WIDTH $HEIGHT $X $Y"
    ((WIDTH >= cols * 4 && HEIGHT >= rows * 8)) && [[ $now == "$last" ]] && break
    last=$now
    sleep 0.2
  done
  geometry_x=$X geometry_y=$Y
  cell_w=$((WIDTH / cols)) cell_h=$((HEIGHT / rows))
  border_x=$(((WIDTH - cols * cell_w) / 2)) border_y=$(((HEIGHT - rows * cell_h) / 2))
  echo "  window ${WIDTH}x${HEIGHT} px at $X,$Y: cell ${cell_w}x${cell_h} px, border $border_x,$border_y px"
}
# A click like a hand's: the button is held 0.1 s. (`xdotool click` sends press and release
# back to back, which the arcade misses about half the time even in xterm.)
click_cell() { # $1 column, $2 row (0-based)
  local x=$((geometry_x + border_x + $1 * cell_w + cell_w / 2))
  local y=$((geometry_y + border_y + $2 * cell_h + cell_h / 2))
  timeout 3 xdotool mousemove --sync "$x" "$y" 2>/dev/null || true
  sleep 0.1
  timeout 3 xdotool mousedown 1 2>/dev/null || true
  sleep 0.1
  timeout 3 xdotool mouseup 1 2>/dev/null || true
}

# The menu row of "Holes", found by text: the same binary runs once, detached, in a tmux of
# the same size, and the row and column are read from `tmux capture-pane`. Without tmux the
# row comes from the layout rule of Sources/Launcher/MenuLayout.swift (8 items, spread out
# when the screen has room). Sets holes_col/holes_row; $1 is the number of rows the arcade gets.
declare -A probed=()
find_holes_row() {
  local height=$1 text line=''
  if [[ -n ${probed[$height]:-} ]]; then read -r holes_col holes_row <<<"${probed[$height]}"; return; fi
  holes_row='' holes_col=''
  if command -v tmux >/dev/null; then
    tmux -L "$tmux_sock-probe" -f "$tmp/tmux.conf" new-session -d -x "$cols" -y "$height" "$bin" 2>/dev/null || true
    for _ in $(seq 30); do
      text=$(tmux -L "$tmux_sock-probe" capture-pane -p 2>/dev/null || true)
      line=$(grep -n -m1 '^ *Holes ' <<<"$text" || true)
      [[ -n $line ]] && break
      sleep 0.1
    done
    tmux -L "$tmux_sock-probe" kill-server 2>/dev/null || true
    if [[ -n $line ]]; then
      holes_row=$((${line%%:*} - 1))
      line=${line#*:}
      local indent=${line%%Holes*}
      holes_col=$((${#indent} + 2))
    fi
  fi
  if [[ -z $holes_row ]]; then # MenuLayout: spacing, then the first item's row; Holes is item 3
    local spacing=1 first
    ((height >= 8 * 2 + 10)) && spacing=2
    first=$(((height - 8 * spacing) / 2 + 1))
    holes_row=$((first + 3 * spacing)) holes_col=$((cols / 2 - 20))
    echo "  (Holes row from the MenuLayout rule)"
  fi
  probed[$height]="$holes_col $holes_row"
}

# Back to the menu with the keys that lead there from the screen the step left (the arcade
# is deterministic; tried by hand in a tmux pane): help: q. Holes: q asks "Leave this game?",
# y. Balls while the level runs: q asks "Leave Balls?", y. Paddles while playing: q asks, y.
# A Maze level before any tilt: q to the level list, q to the menu.
# After each key the screen is left to change and settle, and the keys stop as soon as it is
# the menu: no key is ever sent while the menu shows (q or Esc there would quit). Should the
# expected keys not get there, Esc and y are tried, still looking before each one (Esc says no
# to a Confirm, skips a high-score name or closes a notice, and leaves or asks in a game;
# y answers a Confirm and is ignored elsewhere). Sets back_keys to the keys it sent.
back_keys=''
back_to_menu() { # $@ the expected keys
  local k before
  back_keys=''
  is_menu 0 && return 0
  for k in "$@" Escape y Escape y Escape y; do
    before=$(frame_hash)
    keys "$k"
    back_keys+=" $k"
    wait_new_frame "$before" 15 >/dev/null
    if is_menu 0; then echo "  back in the menu after:$back_keys"; return 0; fi
    window_alive || break
  done
  echo "  NOT back in the menu after:$back_keys"
  return 1
}

# Moves the highlight to menu row $1 with j/k and checks that the menu shows it there.
goto_item() {
  local try n
  for try in 1 2; do
    n=$(($1 - menu_sel))
    ((n == 0)) && return 0
    while ((n > 0)); do keys j; n=$((n - 1)); done
    while ((n < 0)); do keys k; n=$((n + 1)); done
    sleep 0.2
    is_menu 10 && ((menu_sel == $1)) && return 0
  done
  note "  warning: could not move the menu's highlight to row $1 (it is on row $menu_sel)"
}

# After Enter on the menu: " (NOT opened: still the menu)" when the menu still shows.
still_menu() { if match_menu; then echo " (NOT opened: still the menu)"; fi; }

# Presses keys and waits for the screen to change and settle (at most 2 s).
press() {
  local before
  before=$(frame_hash)
  keys "$@"
  wait_new_frame "$before" 10 >/dev/null
}

# ---------------------------------------------------------------------------------------
# One terminal: $1 name, $2 rows the arcade gets, then the command that opens the window.

play_in() {
  term=$1
  local arcade_rows=$2 title=arcade-rt-$1-$$ log=$tmp/$1.log h colours started=$SECONDS
  shift 2
  terminals+=("$term")
  summary[$term]=''
  menu_refs=()
  echo "== $term: $*"
  "$@" >"$log" 2>&1 &
  term_pid=$!
  win=''
  for _ in $(seq 75); do # the window, within 15 s, unless the terminal exits first
    win=$(timeout 3 xdotool search --limit 1 --name "^$title\$" 2>/dev/null | head -1 || true)
    [[ -n $win ]] && break
    kill -0 "$term_pid" 2>/dev/null || break
    sleep 0.2
  done
  if [[ -z $win ]]; then
    local why
    why=$(grep -v '^$' "$log" | tail -2 | tr '\n' ' ')
    kill -0 "$term_pid" 2>/dev/null && why="no window after 15 s. $why" || why="exited at once. $why"
    echo "  $term did not start: $why"
    note "  skipped: $term did not start: $why"
    kill "$term_pid" 2>/dev/null || true
    wait "$term_pid" 2>/dev/null || true
    term_pid=''
    return 0
  fi
  measure
  # Keys go to the window under the pointer (there is no window manager): park it inside.
  timeout 3 xdotool mousemove --sync $((geometry_x + cols * cell_w / 2)) $((geometry_y + rows * cell_h - 5)) 2>/dev/null || true
  timeout 3 xdotool windowfocus "$win" 2>/dev/null || true

  # 01 menu: wait (at most 8 s) for the screen to change from its first frame and hold
  # still; if it never changes the first frame already was the menu, or nothing came.
  h=$(frame_hash)
  h=$(wait_new_frame "$h" 40)
  [[ -n $h ]] || h=$(wait_stable 5)
  colours=$(frame_colours)
  if ((colours < 3)); then # a blank terminal shows its background and a cursor
    shot 01-menu "NO menu: a blank or plain-text screen ($colours colours)"
    note "  stopped: the menu never appeared"
    finish_terminal "$started"
    return 0
  fi
  shot 01-menu "menu"
  # The menu's frames with the highlight on rows 0..3 (j moves it down), to recognise the
  # menu later.
  record_menu 0
  local i
  for i in 1 2 3; do
    keys j
    h=$(wait_new_frame "$h" 15)
    if [[ -z $h ]]; then
      note "  stopped: j did not move the menu's highlight"
      finish_terminal "$started"
      return 0
    fi
    record_menu "$i"
  done
  set_menu_tolerance
  keys k k k
  if ! is_menu 10 || ((menu_sel != 0)); then
    note "  warning: k did not move the highlight back to Balls"
  fi

  # 02 help
  keys question
  h=$(wait_new_frame "$menu_hash" 10)
  if [[ -z $h ]]; then
    shot 02-help "? did NOT open help"
  else
    shot 02-help "help after ?"
  fi
  back_to_menu q || { stuck 02; return 0; }

  # 03 a click on the Holes row: does the click alone open Holes?
  find_holes_row "$arcade_rows"
  click_cell "$holes_col" "$holes_row"
  h=$(wait_new_frame "$menu_hash" 8)
  local where="click on the Holes row (cell $holes_col,$holes_row)"
  if [[ -z $h ]]; then
    shot 03-click-holes "$where: menu unchanged, Holes did NOT open"
  elif match_menu; then
    shot 03-click-holes "$where: menu highlight moved to row $menu_sel, Holes did NOT open"
  else
    # Not any menu frame: a game opened. Which one the menu tells once back: its highlight
    # follows the click, so it is on Holes (row 3) exactly when the click chose Holes.
    capture 03-click-holes
    if back_to_menu q y; then
      if ((menu_sel == 3)); then
        note "  03-click-holes: $where: Holes opened (the screen left the menu; after q y the menu is back with Holes highlighted)"
      else
        note "  03-click-holes: $where: a game opened but NOT Holes (back in the menu the highlight is on row $menu_sel)"
      fi
    else
      note "  03-click-holes: $where: the screen left the menu (Holes opened?)"
      stuck 03
      return 0
    fi
  fi
  back_to_menu || { stuck 03; return 0; }

  # 04-05 Balls with keys; Space starts the level, a click fires
  goto_item 0
  press Return
  shot 04-balls "Balls opened with Enter$(still_menu)"
  press space
  click_cell $((cols / 3)) $((rows / 3))
  sleep 0.3
  shot 05-balls-click "Balls after Space and a click at cell $((cols / 3)),$((rows / 3)) (an explosion there if the click worked)"
  # At once, while the level still runs (it lasts seconds after the explosion).
  back_to_menu q y || { stuck 05; return 0; }

  # 06-08 Paddles: options, the Ready panel, then W held for half a second
  goto_item 1
  press Return
  shot 06-paddles-options "Paddles options (Enter from the menu)$(still_menu)"
  press Return
  shot 07-paddles-ready "Paddles Ready panel"
  keys space
  sleep 0.3
  timeout 3 xdotool keydown w 2>/dev/null || true
  sleep 0.5
  timeout 3 xdotool keyup w 2>/dev/null || true
  shot 08-paddles-hold-w "Paddles after Space and W held 0.5 s (the left paddle should have gone up)"
  back_to_menu q y || { stuck 08; return 0; }

  # 09-10 Maze: the level list, then level 1
  goto_item 2
  press Return
  shot 09-maze-levels "Maze level list$(still_menu)"
  press Return
  shot 10-maze "Maze level 1 (Enter in the list)"
  back_to_menu q q || { stuck 10; return 0; }

  # 11 q quits from the menu; the window is kept open (-hold) to show what is left.
  press q
  if ! window_alive; then
    note "  11-after-quit: window closed"
    echo "  window closed after q"
  elif is_menu 0; then
    shot 11-after-quit "after q: the menu is STILL shown"
  else
    shot 11-after-quit "after q: what the terminal shows once the arcade quit"
  fi
  finish_terminal "$started"
}

stuck() { # $1 the last step
  shot "$1-stuck" "could not get back to the menu after step $1 (keys sent:$back_keys)"
  note "  stopped: could not get back to the menu"
  finish_terminal "$started"
}

finish_terminal() { # $1 when the terminal was started ($SECONDS)
  # Is the arcade still running under the terminal (or, for tmux, in its server)?
  local p left=''
  for p in $(ps -e -o pid=,ppid= 2>/dev/null | awk -v root="$term_pid" '
      { parent[$1] = $2 }
      END { for (p in parent) { q = p; for (i = 0; i < 10 && q != ""; i++) { if (q == root) { print p; break } q = parent[q] } } }'); do
    [[ $(readlink "/proc/$p/exe" 2>/dev/null) == "$bin" ]] && left+=" $p"
  done
  if [[ $term == tmux ]] && tmux -L "$tmux_sock" has-session 2>/dev/null; then left+=" (tmux session still open)"; fi
  [[ -n $left ]] && note "  the arcade was still running at the end:$left"
  kill "$term_pid" 2>/dev/null || true
  wait "$term_pid" 2>/dev/null || true
  term_pid=''
  [[ $term == tmux ]] && { tmux -L "$tmux_sock" kill-server 2>/dev/null || true; }
  [[ $term == screen ]] && { screen -S "$screen_name" -X quit >/dev/null 2>&1 || true; }
  note "  ($((SECONDS - $1)) s)"
}

# ---------------------------------------------------------------------------------------

xterm_args=(-hold -geometry "${cols}x${rows}+0+0" -tn xterm-256color)

play_in xterm-light "$rows" xterm "${xterm_args[@]}" -title "arcade-rt-xterm-light-$$" -e "$bin"
play_in xterm-dark "$rows" xterm "${xterm_args[@]}" -bg black -fg white -title "arcade-rt-xterm-dark-$$" -e "$bin"

if command -v kitty >/dev/null; then
  # kitty needs OpenGL 3.3: Mesa's software renderer on Xvfb's GLX. TERM is its own xterm-kitty.
  play_in kitty "$rows" env LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE \
    -o linux_display_server=x11 -o "initial_window_width=${cols}c" -o "initial_window_height=${rows}c" \
    -o remember_window_size=no -o update_check_interval=0 -o enable_audio_bell=no \
    --hold --title "arcade-rt-kitty-$$" "$bin"
else
  terminals+=(kitty); term=kitty; note "  skipped: kitty not installed (apt-get install kitty kitty-terminfo)"
fi

if command -v tmux >/dev/null; then
  # tmux's status line takes the last row, so the arcade gets one row fewer.
  play_in tmux $((rows - 1)) xterm "${xterm_args[@]}" -title "arcade-rt-tmux-$$" \
    -e tmux -L "$tmux_sock" -f "$tmp/tmux.conf" new-session -s rt "$bin"
else
  terminals+=(tmux); term=tmux; note "  skipped: tmux not installed (apt-get install tmux)"
fi

if command -v screen >/dev/null; then
  play_in screen "$rows" xterm "${xterm_args[@]}" -title "arcade-rt-screen-$$" \
    -e screen -c "$tmp/screenrc" -S "$screen_name" "$bin"
else
  terminals+=(screen); term=screen; note "  skipped: GNU screen not installed (apt-get install screen)"
fi

echo
echo "Summary ($SECONDS s, screenshots in $out):"
for t in "${terminals[@]}"; do
  echo "$t:"
  printf '%s' "${summary[$t]}"
done
