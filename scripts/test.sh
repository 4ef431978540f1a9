#!/usr/bin/env bash
# `pnpm test`: every check, phase by phase, each phase's time printed as it ends and all of them at the end,
# followed by the browser tests that passed only on retry (each one a failure to fix: docs/testing.md).
set -uo pipefail
cd "$(dirname "$0")/.."

summary=()
phase() {
  local name=$1
  shift
  local start
  start=$(date +%s)
  echo "== $name"
  "$@"
  local status=$?
  local seconds=$(($(date +%s) - start))
  summary+=("$(printf '%-10s %5d s%s' "$name" "$seconds" "$([ "$status" -eq 0 ] || echo "  (failed: $status)")")")
  echo "== $name: ${seconds} s, status $status"
  return "$status"
}

report() {
  echo
  echo "Phase times:"
  printf '  %s\n' "${summary[@]}"
  local flaky=visual-tests/test-results/flaky-tests.json
  if [ -f "$flaky" ]; then
    node -e '
      const flaky = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
      if (flaky.length === 0) console.log("No test passed only on retry.");
      else {
        console.log(`${flaky.length} test(s) passed only on retry:`);
        for (const test of flaky) console.log(`  ${test.title}\n    ${test.firstError}`);
      }' "$flaky"
  fi
}
rm -f visual-tests/test-results/flaky-tests.json
trap report EXIT

phase typecheck pnpm typecheck &&
  phase lint pnpm lint &&
  phase unit pnpm test:unit &&
  phase chromium bash scripts/ensure-chromium.sh &&
  phase build pnpm build &&
  phase browser pnpm --filter visual-tests test:only
