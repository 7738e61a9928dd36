#!/usr/bin/env bash
# Builds the level parser with libFuzzer + AddressSanitizer and fuzzes it for a bounded time.
# Usage: Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]   (default 60 seconds)
# SwiftPM cannot build a fuzzer target, so this compiles Sources/Levels and the entry point
# directly with swiftc into Fuzz/build/ (git-ignored). Findings land in Fuzz/build/findings/.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build="$here/build"
seconds="${1:-60}"
shift || true

mkdir -p "$build/corpus" "$build/findings"

swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
  -module-name LevelsFuzz \
  "$root"/Sources/Levels/*.swift "$here/LevelParserFuzz.swift" \
  -o "$build/level-parser-fuzz"

# Seed corpus: every shipped level (named by game and file, so names never collide).
find "$root/Levels" -name '*.level' | while read -r file; do
  game=$(basename "$(dirname "$file")")
  cp "$file" "$build/corpus/seed-$game-$(basename "$file")"
done

"$build/level-parser-fuzz" \
  -max_total_time="$seconds" \
  -max_len=8192 \
  -timeout=10 \
  -rss_limit_mb=1024 \
  -dict="$here/level.dict" \
  -artifact_prefix="$build/findings/" \
  -print_final_stats=1 \
  "$@" \
  "$build/corpus"
