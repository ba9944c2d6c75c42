#!/bin/sh
# The computer opponents' benchmark: every target pairing of issues 4 (Beasty Bar) and 5 (Cubirds) over
# 1,000 games, seats rotated, one process each (--jobs 1), so move times are those of a single core.
# Output: one table per run, with wall times, in the order below.
#
#   scripts/bench_arena.sh              all eight runs, one after the other
#   scripts/bench_arena.sh 2p-hard      one run: 2p-easy | 2p-normal | 2p-hard | 3p-hard | 4p-hard |
#                                       cubirds-easy | cubirds-normal | cubirds-hard
#   GAMES=200 JOBS=2 SEED=1 LANG_UI=cs scripts/bench_arena.sh    fewer games, more processes, Czech table
#
# Beasty Bar targets: 2 players hard beats normal >= 65 %, normal beats easy >= 70 %, easy beats random
# >= 55 %; 4 players, 1 hard against 3 normal: hard wins >= 40 %; 3 players: no target (33 % is even).
# Cubirds, 2 players: hard beats normal >= 60 %, normal beats easy >= 65 %. Hard <= 1 s per move (median
# <= 0.3 s), normal and easy <= 20 ms. On one core the 2-player Beasty Bar hard run takes about 20 minutes,
# the 3-player one about 24, the 4-player one about 38, the Cubirds hard run about 24; the others take
# seconds (JOBS=2 halves the long ones).
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/ensure-venv" >/dev/null
arena="$here/.venv/bin/beastybar"
games=${GAMES:-1000}
jobs=${JOBS:-1}
seed=${SEED:-1}

run() {
    name=$1
    shift
    echo "== $name: beastybar arena $* --games $games --seed $seed --jobs $jobs"
    start=$(date +%s)
    "$arena" --lang "${LANG_UI:-en}" arena "$@" --games "$games" --seed "$seed" --jobs "$jobs"
    echo "wall time: $(( $(date +%s) - start )) s; load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo ?)"
    echo
}

which=${1:-all}
case $which in
    all|2p-easy) run 2p-easy --players 2 --seats easy,random ;;
esac
case $which in
    all|2p-normal) run 2p-normal --players 2 --seats normal,easy ;;
esac
case $which in
    all|2p-hard) run 2p-hard --players 2 --seats hard,normal ;;
esac
case $which in
    all|3p-hard) run 3p-hard --players 3 --seats hard,normal,normal ;;
esac
case $which in
    all|4p-hard) run 4p-hard --players 4 --seats hard,normal,normal,normal ;;
esac
case $which in
    all|cubirds-easy) run cubirds-easy --game cubirds --players 2 --seats easy,random ;;
esac
case $which in
    all|cubirds-normal) run cubirds-normal --game cubirds --players 2 --seats normal,easy ;;
esac
case $which in
    all|cubirds-hard) run cubirds-hard --game cubirds --players 2 --seats hard,normal ;;
esac
case $which in
    all|2p-easy|2p-normal|2p-hard|3p-hard|4p-hard|cubirds-easy|cubirds-normal|cubirds-hard) ;;
    *) echo "error: unknown run $which; choose all, 2p-easy, 2p-normal, 2p-hard, 3p-hard, 4p-hard," \
            "cubirds-easy, cubirds-normal or cubirds-hard" >&2; exit 2 ;;
esac
