"""How a budget is judged on the host it is measured on (issue 68's
decisions, bench/README.md):

- Host kinds. budgets.toml's `[hosts.KIND]` names the CPU families the
  budgets were measured on by a part of /proc/cpuinfo's model name. A
  budget's `max`/`min` is its target on the host kind it was set on; `on =
  { KIND = value }` gives another where a kind was measured to differ. A
  host of no known kind is judged against the strictest target, and a miss
  there is reported as a new host's.
- What decides. Where both sides run in one process, taking turns (the
  pairs binary; the C harness's interleaved rounds), the median of the
  repetitions; where they cannot (two criterion suites), the worst.
- The ratchet. Each full run leaves its medians in bench/history/, one
  small file a run; a run compares each ratio with the last full run on the
  same host kind and reports any more than RATCHET worse, so a regression
  shows where a budget still holds.
"""

import json
import math
import pathlib
import re
import statistics

# How much worse than the last full run on the host kind a ratio may get
# before the ratchet reports it.
RATCHET = 0.10

CPU_FIELDS = ("vendor_id", "cpu family", "model", "stepping", "model name")


def cpu_identity(cpuinfo):
    """The first CPU of /proc/cpuinfo's text: vendor, family, model,
    stepping and model name ("AMD EPYC" alone names several generations)."""
    cpu = {}
    for line in cpuinfo.splitlines():
        if not line.strip():
            if cpu:
                break
            continue
        key, _, value = line.partition(":")
        key = key.strip()
        if key in CPU_FIELDS and key not in cpu:
            cpu[key] = value.strip()
    return cpu


def describe(cpu):
    """The CPU in one line, with every field of its identity."""
    return (f"{cpu.get('model name', 'unknown CPU')} ({cpu.get('vendor_id', '?')} family "
            f"{cpu.get('cpu family', '?')} model {cpu.get('model', '?')} stepping {cpu.get('stepping', '?')})")


def host_kind(hosts, cpu):
    """The kind of budgets.toml's `hosts` whose `match` the model name
    holds, or None for a host of no known kind."""
    name = cpu.get("model name", "")
    return next((kind for kind, spec in hosts.items() if spec["match"] in name), None)


def history_label(kind, cpu):
    """The name runs on this host are kept under: its kind, or for a host
    of no known kind its model name (so that its runs compare only with
    runs on the same CPU)."""
    if kind is not None:
        return kind
    slug = re.sub(r"[^a-z0-9]+", "-", cpu.get("model name", "unknown").lower()).strip("-")
    return f"new-host-{slug}"


def target(budget, kind):
    """(bound, value, new_host) of a budget with a target on `kind`:
    `bound` is "max" or "min"; a host of no known kind (`kind` None) gets
    the strictest target of every kind."""
    bound = "max" if "max" in budget else "min"
    on = budget.get("on", {})
    if kind is not None:
        return bound, on.get(kind, budget[bound]), False
    values = [budget[bound], *on.values()]
    return bound, (min(values) if bound == "max" else max(values)), True


# The suites that run every side of their own in one process, in
# interleaved rounds: the C harness and the Python benchmark.
ONE_PROCESS_SUITES = {"c", "python"}


def one_process(budget, side_by_side):
    """Whether the budget's two sides run in one process taking turns: the
    pairs binary measures it, or both are one such suite's."""
    suites = {budget[s].partition(":")[0] for s in ("numerator", "denominator")}
    return side_by_side or (len(suites) == 1 and suites <= ONE_PROCESS_SUITES)


def judge(budget, ratios, kind, side_by_side):
    """(median, worst, target text, ok) of a budget whose repetitions gave
    `ratios`, on a host of `kind`."""
    median = statistics.median(ratios)
    bound = "max" if "max" in budget else ("min" if "min" in budget else None)
    if bound is None:
        return median, max(ratios), "reported", True
    bound, value, new_host = target(budget, kind)
    worst = max(ratios) if bound == "max" else min(ratios)
    by_median = one_process(budget, side_by_side)
    decided = median if by_median else worst
    ok = decided <= value if bound == "max" else decided >= value
    text = f"{'<=' if bound == 'max' else '>='}{value} ({'median' if by_median else 'worst'})"
    if budget.get("report"):
        return median, worst, f"reported, {text}", True
    if new_host:
        text += ", new host: the strictest kind's"
    return median, worst, text, ok


def last_run(history, label):
    """The last full run kept for the host `label` in `history`, or None."""
    runs = sorted(history.glob(f"*--{label}.json"))
    return json.loads(runs[-1].read_text()) if runs else None


def ratchet(medians, directions, previous):
    """The ratios more than RATCHET worse than in `previous` (a run of
    `last_run`): [(name, before, now, how much worse)], worse meaning up
    for a "max" direction and down for a "min" one."""
    worse = []
    if previous is None:
        return worse
    for name, now in medians.items():
        before = previous["ratios"].get(name)
        direction = directions.get(name)
        if before is None or direction is None or not (math.isfinite(now) and math.isfinite(before)):
            continue
        if before <= 0 or now <= 0:
            continue
        change = now / before if direction == "max" else before / now
        if change > 1 + RATCHET:
            worse.append((name, before, now, change - 1))
    return worse


def record(history, label, date, commit, cpu, medians):
    """Keeps a full run's medians in `history`, as DATE-COMMIT--LABEL.json."""
    history.mkdir(exist_ok=True)
    path = history / f"{date}-{commit}--{label}.json"
    run = {"date": date, "commit": commit, "host": label, "cpu": cpu,
           "ratios": {name: round(value, 4) for name, value in sorted(medians.items()) if math.isfinite(value)}}
    path.write_text(json.dumps(run, indent=1) + "\n")
    return path


def read_cpu():
    return cpu_identity(pathlib.Path("/proc/cpuinfo").read_text())
