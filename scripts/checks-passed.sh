#!/usr/bin/env bash
# The CI workflow's «Comprobaciones» (.github/workflows/ci.yml, job "checks"): passes when the lane's
# checks passed. Full lane: the whole suite (TEST) passed and the production build (BUILD, made on
# pushes to main) did not fail. Content lane: the build job, which runs the content lane, passed.
set -euo pipefail
case "${LANE:-}" in
  full) [ "${TEST:-}" = success ] && [ "${BUILD:-}" != failure ] && [ "${BUILD:-}" != cancelled ] && exit 0 ;;
  content) [ "${BUILD:-}" = success ] && exit 0 ;;
esac
echo "The checks did not pass: lane ${LANE:-none}, whole suite ${TEST:-none}, build ${BUILD:-none}." >&2
exit 1
