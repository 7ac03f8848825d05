#!/usr/bin/env bash
# The CI workflow's choice of lane (.github/workflows/ci.yml, job "lane") for the change from $BASE
# to HEAD: "content" when it touches nothing outside content/ and the whole suite has already passed
# on this same code ($VERIFIED is "true": a marker saved under the hash of every tree but content/),
# else "full". Writes lane=… to $GITHUB_OUTPUT. Tested by deploy/workflow.test.ts.
set -euo pipefail
lane=full
if [ "${VERIFIED:-}" = "true" ] && [ -n "${BASE:-}" ] && git cat-file -e "${BASE}^{commit}" 2>/dev/null; then
  changed=$(git diff --name-only --no-renames "$BASE" HEAD)
  if [ -n "$changed" ] && ! grep -qv '^content/' <<<"$changed"; then lane=content; fi
fi
echo "lane=$lane" >> "${GITHUB_OUTPUT:-/dev/stdout}"
echo "Lane: $lane (change from ${BASE:-nothing} to $(git rev-parse --short HEAD); whole suite passed on this code: ${VERIFIED:-false})"
