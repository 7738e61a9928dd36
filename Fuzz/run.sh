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
    # The grammar (with the file layer it reads through), Physics (the playability checks'
    # geometry) and each game's level format, as one module: copies without their imports of
    # one another.
    sources="$build/level-parser-sources"
    rm -rf "$sources" && mkdir -p "$sources"
    for file in "$root"/Sources/{Levels,FileSystem,Physics}/*.swift "$root"/Sources/*Game/Level/*.swift; do
      relative=${file#"$root/Sources/"}
      grep -v -E '^import (Levels|Physics|FileSystem)$' "$file" >"$sources/${relative//\//-}"
    done
    swiftc "${flags[@]}" -module-name LevelsFuzz \
      "$sources"/*.swift "$here/LevelParserFuzz.swift" \
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
    # ArcadeKit and all of TerminalWire (the pure decoder, no ncurses) as one module: their
    # `import ArcadeKit` is then ignored with a warning.
    find "$root/Sources/ArcadeKit" "$root/Sources/TerminalWire" -name '*.swift' -print0 \
      | xargs -0 swiftc "${flags[@]}" -module-name ArcadeKit -suppress-warnings \
        "$here/InputDecoderFuzz.swift" \
        -o "$build/input-decoder-fuzz"
    # Seed corpus: what terminals really send (kitty keys, arrows, function keys with
    # modifiers in xterm, rxvt, Linux console and SS3 forms, query replies, SGR and X10 mouse
    # reports, pastes, UTF-8 text) and the sequences that once crashed. The first byte of each
    # chooses how the rest is cut into reads (see InputDecoderFuzz.swift).
    seed() { printf '%b' "$2" >"$corpus/seed-$1"; }
    seed shifted-negative '\001\033[97:-1;2u'
    seed shifted-32-bits '\002\033[97:4294967296;2u'
    seed kitty-press-repeat-release '\003\033[119u\033[119;1:2u\033[119;1:3u'
    seed kitty-modifiers '\004\033[47:63;2u\033[115;5u\033[99;5u\033[122;5:3u'
    seed arrows-and-functions '\005\033[A\033[1;1:3B\033[3~\033[15~\033[24;1:3~\033OP'
    seed modified-functions '\006\033[1;2P\033[1;5Q\033[1;3R\033[15;2~\033[24;6~\033O2P\033O5A'
    seed rxvt '\207\033[11~\033[7~\033[8~\033[a\033[2$\033[11^\033[23@\033Oa\033[25~'
    seed linux-and-screen '\010\033[[A\033[[E\033[1~\033[4~\033[2~\033[>83;40900;0c'
    seed query-replies '\011\033[?15u\033[?62;22c\033]11;rgb:ffff/ffff/ffff\007'
    seed mouse '\012\033[<0;10;5M\033[<0;12;5m\033[M #$\033[M`!!\033[M\377\377\377'
    seed paste '\013\033[200~q\033x\033[A\033[20\r\n\303\251\033[201~q'
    seed paste-unterminated '\214\033[200~abc\033[201'
    seed text '\015héllo\tworld\r\177\001\033x'
    seed terminfo '\216\033OP\033[Y\033[Y1\033[Y\010'
    extra=(-max_len=1024 -dict="$here/input.dict")
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
