# Sourced by .ci/run and tests/run: `stage NAME COMMAND...` runs COMMAND and
# prints `stage NAME 123 s` (its wall time), so that every log says where
# the time went; `stage_summary` prints the stages run so far as a table.
# COMMAND runs as any line of the script would, under its `set -e` (a
# function's failing step stops it there); a stage that fails is named,
# with its time, as the script exits.
stage_names=()
stage_seconds=()
stage_running=
stage_started=0

stage() {
    stage_running=$1
    stage_started=$SECONDS
    shift
    "$@"
    local took=$((SECONDS - stage_started))
    stage_names+=("$stage_running")
    stage_seconds+=("$took")
    echo "stage $stage_running $took s"
    stage_running=
}

stage_summary() {
    local i total=0
    echo "stages:"
    for i in "${!stage_names[@]}"; do
        printf '  %-28s %5d s\n' "${stage_names[$i]}" "${stage_seconds[$i]}"
        total=$((total + stage_seconds[i]))
    done
    printf '  %-28s %5d s\n' total "$total"
}

# A script that starts work in the background defines `stage_cleanup` to
# stop it as the script exits.
stage_failed() {
    local status=$?
    if declare -F stage_cleanup >/dev/null; then
        stage_cleanup
    fi
    if [ -n "$stage_running" ]; then
        echo "stage $stage_running $((SECONDS - stage_started)) s: failed (exit $status)"
        stage_summary
    fi
}
trap stage_failed EXIT
