# Sourced by .ci/run and tests/run: `stage NAME COMMAND...` runs COMMAND and
# prints `stage NAME 123 s` (its wall time), so that every log says where
# the time went; `stage_summary` prints the stages run so far as a table.
stage_names=()
stage_seconds=()

stage() {
    local name=$1 start=$SECONDS status=0
    shift
    "$@" || status=$?
    local took=$((SECONDS - start))
    stage_names+=("$name")
    stage_seconds+=("$took")
    if [ "$status" -ne 0 ]; then
        echo "stage $name $took s: failed (exit $status)"
        stage_summary
        exit "$status"
    fi
    echo "stage $name $took s"
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
