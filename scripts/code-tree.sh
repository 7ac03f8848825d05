#!/usr/bin/env bash
# The hash of HEAD's tree without content/: the same for two commits whose code (everything but the
# clinic's content) is the same. The CI workflow marks the code the whole suite passed on with it.
set -euo pipefail
git ls-tree HEAD | grep -v $'\tcontent$' | git mktree
