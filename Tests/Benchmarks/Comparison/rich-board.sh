#!/usr/bin/env bash
# Runs rich_board.py (beside this script) with Rich in a virtual environment of its own, made on
# first use under the package's .build/ (so it is never committed and `swift package clean`
# removes it). Rich's version is pinned, so every run compares against the same Rich.
#   Tests/Benchmarks/Comparison/rich-board.sh BOARD.json [SAMPLES]
# Exit status 3: no python3, or the environment could not be made (PyPI unreachable); the
# benchmark then prints that the comparison was skipped and why.
set -euo pipefail

rich_version="15.0.0"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$(cd "$here/../../.." && pwd)"
venv="$package/.build/rich-comparison-venv"

if ! command -v python3 >/dev/null; then
    echo "no python3 on PATH" >&2
    exit 3
fi
if ! "$venv/bin/python" -c "import sys; from importlib.metadata import version; sys.exit(version('rich') != '$rich_version')" 2>/dev/null; then
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >&2 || ! "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "rich==$rich_version" >&2; then
        rm -rf "$venv"
        echo "could not make a virtual environment with rich==$rich_version in $venv" >&2
        exit 3
    fi
fi
exec "$venv/bin/python" "$here/rich_board.py" "$@"
