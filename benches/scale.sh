#!/usr/bin/env bash
# How the build of a big tools crate scales: `cargo xtask synth` crates of N tools, each
# built from clean (build script included, no incremental compilation) beside the same tools
# written the serde + schemars-derive way and with serde's derive alone, then rebuilt after
# one file is touched; and `gen-schemas` on them as a whole process, spread over files and in
# one file. Prints markdown tables (crates/toolschema/BENCHMARKS.md, "Big catalogues").
#
# usage: benches/scale.sh [N ...]          (default: 200 2000)
#   SCALE_DIR=DIR  where the crates and their target dir go (default: target/scale)
#   RUNS=K         gen-schemas runs per case, the median is shown (default: 7)
#   BUILD=0        skip the builds, time gen-schemas only
#   SPLIT=1        the hand-written crates with one function per tool (`synth --split`), not
#                  every tool in one `dispatch` and one `tools()`
#
# Needs GNU time (`/usr/bin/time`). The builds of 2,000 tools take minutes and up to ~9 GB
# of memory each; run it on a quiet machine, since wall-clock times move with the load.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
dir=${SCALE_DIR:-$root/target/scale}
runs=${RUNS:-7}
build=${BUILD:-1}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(200 2000)
export CARGO_INCREMENTAL=0

command -v /usr/bin/time >/dev/null || { echo "scale.sh: needs GNU time at /usr/bin/time" >&2; exit 2; }
(cd "$root" && cargo build --quiet -p xtask)
xtask=$root/target/debug/xtask
mkdir -p "$dir"

# `measure OUT CMD...`: runs CMD quietly; OUT gets "seconds peak-KiB cpu-seconds" (the peak
# of any one process of the tree: GNU time reports the children's largest resident set; the
# CPU time is user + system of the whole tree).
measure() {
  local out=$1; shift
  local start end
  start=$(date +%s%N)
  if ! /usr/bin/time -f '%M %U %S' -o "$out.peak" "$@" >"$out.log" 2>&1; then
    cat "$out.log" >&2; echo "scale.sh: failed: $*" >&2; exit 1
  fi
  end=$(date +%s%N)
  echo "$(awk -v ns=$((end - start)) 'BEGIN { printf "%.3f", ns / 1e9 }') $(tail -1 "$out.peak" | awk '{ printf "%s %.2f", $1, $2 + $3 }')" >"$out"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
mb() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

for n in "${sizes[@]}"; do
  ws=$dir/$n
  split=()
  [ "${SPLIT:-0}" = 1 ] && split=(--split)
  "$xtask" synth "$n" "$ws" "${split[@]}" >/dev/null
  "$xtask" synth "$n" "$dir/$n-one-file" --one-file "${split[@]}" >/dev/null
  if [ "$build" = 1 ]; then
    # The dependencies once, so that each timed build is the tools crate alone: each crate
    # on its own, since a build of the whole workspace unifies the crates' features
    # (schemars's serde_json features) and `-p` alone would then rebuild serde_json & co.
    for flavour in toolschema schemars serde; do
      cargo build --quiet --manifest-path "$ws/Cargo.toml" -p "synth-$flavour"
    done
    declare -A secs=() peak=() touch_secs=() touch_peak=()
    for flavour in toolschema schemars serde; do
      cargo clean --quiet --manifest-path "$ws/Cargo.toml" -p "synth-$flavour"
      measure "$ws/clean-$flavour" cargo build --manifest-path "$ws/Cargo.toml" -p "synth-$flavour"
      read -r secs[$flavour] peak[$flavour] <"$ws/clean-$flavour"
      touch "$ws/$flavour/src/group_000.rs"
      measure "$ws/touch-$flavour" cargo build --manifest-path "$ws/Cargo.toml" -p "synth-$flavour"
      read -r touch_secs[$flavour] touch_peak[$flavour] <"$ws/touch-$flavour"
    done
    generated=$(ls -t "$ws"/target/debug/build/synth-toolschema-*/out/toolschema.rs | head -1)
    bytes=$(wc -c <"$generated")
    echo
    echo "### $n tools: build of the tools crate ($(nproc) CPUs, $(date -u +%F))"
    echo
    echo "| $n tools | toolschema | serde + schemars derive | serde derive alone | toolschema / schemars |"
    echo "|---|---|---|---|---|"
    echo "| clean build (s) | ${secs[toolschema]} | ${secs[schemars]} | ${secs[serde]} | $(ratio "${secs[toolschema]}" "${secs[schemars]}") |"
    echo "| its peak memory (MB) | $(mb "${peak[toolschema]}") | $(mb "${peak[schemars]}") | $(mb "${peak[serde]}") | $(ratio "${peak[toolschema]}" "${peak[schemars]}") |"
    echo "| rebuild after touching one file (s) | ${touch_secs[toolschema]} | ${touch_secs[schemars]} | ${touch_secs[serde]} | $(ratio "${touch_secs[toolschema]}" "${touch_secs[schemars]}") |"
    echo "| its peak memory (MB) | $(mb "${touch_peak[toolschema]}") | $(mb "${touch_peak[schemars]}") | $(mb "${touch_peak[serde]}") | $(ratio "${touch_peak[toolschema]}" "${touch_peak[schemars]}") |"
    echo
    echo "Generated Rust: $bytes bytes, $(awk -v b="$bytes" -v n="$n" 'BEGIN { printf "%.2f", b / n / 1024 }') KB per tool."
  fi
  echo
  echo "### $n tools: \`gen-schemas\` as a whole process (median of $runs runs)"
  echo
  echo "Into an empty folder (every file created), again with nothing changed (every file read"
  echo "and compared, none written), and \`--check\`. CPU is user + system time."
  echo
  echo "| layout | run | wall (ms) | per tool (µs) | CPU (ms) | peak memory (MB) |"
  echo "|---|---|---|---|---|---|"
  for layout in files one-file; do
    crate=$ws/toolschema
    [ "$layout" = one-file ] && crate=$dir/$n-one-file/toolschema
    out=$dir/$n-$layout-schemas
    label="$(( n / 50 > 0 ? (n + 49) / 50 : 1 )) files"
    [ "$layout" = one-file ] && label="one file"
    for run in empty unchanged check; do
      : >"$dir/gen-$layout.times"
      for _ in $(seq "$runs"); do
        args=(gen-schemas --tools-dir "$crate" --out "$out")
        case $run in
          empty) rm -rf "$out" ;;
          check) args+=(--check) ;;
        esac
        measure "$dir/gen-$layout.one" "$xtask" "${args[@]}"
        cat "$dir/gen-$layout.one" >>"$dir/gen-$layout.times"
      done
      wall=$(cut -d' ' -f1 <"$dir/gen-$layout.times" | median)
      kib=$(cut -d' ' -f2 <"$dir/gen-$layout.times" | median)
      cpu=$(cut -d' ' -f3 <"$dir/gen-$layout.times" | median)
      case $run in
        empty) what="into an empty folder" ;;
        unchanged) what="again, nothing changed" ;;
        check) what="\`--check\`" ;;
      esac
      echo "| $label | $what | $(awk -v s="$wall" 'BEGIN { printf "%.0f", s * 1000 }') | $(awk -v s="$wall" -v n="$n" 'BEGIN { printf "%.1f", s * 1e6 / n }') | $(awk -v s="$cpu" 'BEGIN { printf "%.0f", s * 1000 }') | $(mb "$kib") |"
    done
  done
done
