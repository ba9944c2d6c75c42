#!/bin/sh
# The compiled kernel's tests: copies this tree (its tracked files) to a temporary folder, compiles the kernel
# modules there with mypyc (setup.py, BEASTYBAR_MYPYC=1) and runs the rules, engine, bots, golden, secrecy
# and game-digest tests against that compiled copy, and tests/test_compiled.py, which checks that the copy
# really is compiled and that it plays the same games and makes the same computer moves as the pure-Python
# source. Needs a C compiler and the test extra (mypy). About a minute to compile on two cores.
#
#   scripts/test_compiled.sh                  the tests above
#   scripts/test_compiled.sh tests/test_x.py  other tests against the compiled copy
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/ensure-venv" test >/dev/null
python="$here/.venv/bin/python"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$here"
git ls-files -z | xargs -0 tar -cf - | tar -xf - -C "$work"
cd "$work"
BEASTYBAR_MYPYC=1 "$python" setup.py -q build_ext --inplace >build.log 2>&1 || { cat build.log; exit 1; }
if [ $# -eq 0 ]; then
    set -- tests/test_compiled.py tests/test_kernel_digests.py tests/test_rules.py tests/test_engine.py \
        tests/test_bots.py tests/test_cubirds_rules.py tests/test_cubirds_engine.py tests/test_cubirds_bots.py \
        tests/test_golden.py tests/test_secrecy.py tests/test_scenarios.py tests/test_cubirds_scenarios.py
fi
BEASTYBAR_EXPECT_COMPILED=1 BEASTYBAR_PURE_SOURCE="$here" PYTHONPATH="$work" \
    "$python" -m pytest -p no:cacheprovider -q "$@"
