#!/usr/bin/env bash
# Builds a fuzz target with libFuzzer + AddressSanitizer and fuzzes it for a bounded time.
# Usage: Fuzz/run.sh [TARGET] [SECONDS] [extra libFuzzer flags...]
#   TARGET: level-parser (the default) or input-decoder; SECONDS defaults to 60.
#   The old form, Fuzz/run.sh [SECONDS] [flags...], still fuzzes the level parser.
# SwiftPM cannot build a fuzzer target, so this compiles the sources and the entry point
# directly with swiftc into Fuzz/build/ (git-ignored). Findings land in Fuzz/build/findings/.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build="$here/build"

target=level-parser
case "${1:-}" in
  level-parser|input-decoder) target=$1; shift ;;
  ''|[0-9]*) ;;
  *) echo "usage: $0 [level-parser|input-decoder] [SECONDS] [libFuzzer flags...]" >&2; exit 2 ;;
esac
seconds="${1:-60}"
shift || true

mkdir -p "$build/findings"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g)

case "$target" in
  level-parser)
    corpus="$build/corpus"
    mkdir -p "$corpus"
    swiftc "${flags[@]}" -module-name LevelsFuzz \
      "$root"/Sources/Levels/*.swift "$here/LevelParserFuzz.swift" \
      -o "$build/level-parser-fuzz"
    # Seed corpus: every shipped level (named by game and file, so names never collide).
    find "$root/Levels" -name '*.level' | while read -r file; do
      game=$(basename "$(dirname "$file")")
      cp "$file" "$corpus/seed-$game-$(basename "$file")"
    done
    extra=(-max_len=8192 -dict="$here/level.dict")
    ;;
  input-decoder)
    corpus="$build/input-decoder-corpus"
    mkdir -p "$corpus"
    # ArcadeKit and the two pure decoders as one module (their `import ArcadeKit` is then
    # ignored with a warning); KeyDecoder needs the ncurses headers and library for its
    # key-code constants.
    find "$root/Sources/ArcadeKit" -name '*.swift' -print0 \
      | xargs -0 swiftc "${flags[@]}" -module-name ArcadeKit -suppress-warnings \
        -I "$root/Sources/CNcursesw" \
        "$root/Sources/TerminalWire/CSIKeyDecoder.swift" "$root/Sources/TerminalWire/KeyDecoder.swift" \
        "$here/InputDecoderFuzz.swift" -lncursesw -ltinfo \
        -o "$build/input-decoder-fuzz"
    # Seed corpus: what terminals really send (kitty keys, arrows, function keys, query
    # replies, mouse reports, UTF-8 text) and the sequences that once crashed.
    printf '\033[97:-1;2u' >"$corpus/seed-shifted-negative"
    printf '\033[97:4294967296;2u' >"$corpus/seed-shifted-32-bits"
    printf '\033[119u\033[119;1:2u\033[119;1:3u' >"$corpus/seed-kitty-press-repeat-release"
    printf '\033[47:63;2u\033[115;5u\033[99;5u\033[122;5:3u' >"$corpus/seed-kitty-modifiers"
    printf '\033[A\033[1;1:3B\033[3~\033[15~\033[24;1:3~\033OP' >"$corpus/seed-arrows-and-functions"
    printf '\033[?15u\033[?62;22c' >"$corpus/seed-query-replies"
    printf '\033[<0;10;5M\033[<0;12;5m' >"$corpus/seed-mouse"
    printf 'héllo\tworld\r\177\001\033x' >"$corpus/seed-text"
    extra=(-max_len=256 -dict="$here/input.dict")
    ;;
esac

"$build/$target-fuzz" \
  -max_total_time="$seconds" \
  -timeout=10 \
  -rss_limit_mb=1024 \
  -artifact_prefix="$build/findings/" \
  -print_final_stats=1 \
  "${extra[@]}" \
  "$@" \
  "$corpus"
