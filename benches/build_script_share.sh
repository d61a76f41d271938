#!/usr/bin/env bash
# The build script's share of a tools crate's clean build: `cargo xtask synth N` crates, their
# dependencies built first, then the tools crate alone from clean with `cargo build --timings`;
# cargo's own per-unit durations give the build script's compile and run beside the library's.
# Prints one markdown row per N (crates/toolschema/BENCHMARKS.md, "Ninth round").
#
# usage: benches/build_script_share.sh [N ...]      (default: 200 2000)
#   SCALE_DIR=DIR     where the crates go (default: target/scale-share)
#   BUILD_OVERRIDE=3  adds `[profile.dev.build-override] opt-level = 3` to the synthetic
#                     workspace, as docs/tools.md suggests for big catalogues
# Needs python3 (to read cargo's timings page). Run it on a quiet machine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${SCALE_DIR:-$root/target/scale-share}
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(200 2000)
export CARGO_INCREMENTAL=0
(cd "$root" && cargo build --quiet -p xtask)
xtask=${CARGO_TARGET_DIR:-$root/target}/debug/xtask
for n in "${sizes[@]}"; do
  ws=$dir/$n
  "$xtask" synth "$n" "$ws" >/dev/null
  if [ -n "${BUILD_OVERRIDE:-}" ]; then
    printf '\n[profile.dev.build-override]\nopt-level = %s\n' "$BUILD_OVERRIDE" >>"$ws/Cargo.toml"
  fi
  export CARGO_TARGET_DIR=$ws/target
  cargo build -q --manifest-path "$ws/Cargo.toml" -p synth-toolschema
  cargo clean -q --manifest-path "$ws/Cargo.toml" -p synth-toolschema
  start=$(date +%s.%N)
  cargo build -q --manifest-path "$ws/Cargo.toml" -p synth-toolschema --timings
  end=$(date +%s.%N)
  python3 - "$ws/target/cargo-timings/cargo-timing.html" "$n" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" <<'PY'
import json, re, sys
page = open(sys.argv[1]).read()
units = json.loads(re.search(r'const UNIT_DATA = (\[.*?\]);\n', page, re.S).group(1))
mine = {(u['target'].strip() or 'lib'): u['duration'] for u in units if u['name'] == 'synth-toolschema'}
wall, run, built = float(sys.argv[3]), mine.get('build-script (run)', 0.0), mine.get('build-script', 0.0)
print(f"| {sys.argv[2]} tools | {wall:.1f} s | {built:.2f} s | {run:.2f} s | {mine.get('lib', 0.0):.1f} s "
      f"| {100 * run / wall:.1f} % | {100 * (run + built) / wall:.1f} % |")
PY
  unset CARGO_TARGET_DIR
done
