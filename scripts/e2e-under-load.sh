#!/usr/bin/env bash
# `pnpm e2e:loaded [runs]`: the e2e suite as CI's busy machine runs it. Builds once, keeps both
# cores busy with Debian's stress-ng (`apt-get install -y stress-ng`) and runs the whole suite `runs` times in a
# row (default 3), CI settings (2 workers, no retries): every run must pass. Prints each run's time.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
command -v stress-ng >/dev/null || { echo "stress-ng is missing: apt-get install -y stress-ng" >&2; exit 1; }

# The build with the developer pages goes to apps/web/dist-e2e/ (apps/web/buildFolders.ts), which the suite
# previews; apps/web/dist/ stays the shipped build. `pnpm e2e:build` is the same build `pnpm e2e` makes.
pnpm e2e:build --output-logs=errors-only
stress-ng --cpu "$(nproc)" --quiet &
stress=$!
trap 'kill "$stress" 2>/dev/null || true' EXIT

for run in $(seq 1 "$runs"); do
  started=$(date +%s)
  echo "::: loaded e2e run $run of $runs"
  CI=true pnpm --filter web e2e
  echo "::: run $run passed in $(( $(date +%s) - started )) s"
done
