"""What the OER and PER tests' dumps share: running one over lines
`Module.Type RULE HEX`, building the Python twin (a package generated for
the test modules, its extension built once, debug, in the target
directory tests/run builds the shipped wheels in, whose dependencies it
shares), and the twin's reading of those lines (`serve`)."""

import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def line_runner(*command, env=None):
    """Runs `command` (a dump) over lines `Module.Type RULE HEX`; returns
    its one result line each."""
    def run(lines):
        out = subprocess.run(list(command), input="".join(f"{line}\n" for line in lines), capture_output=True,
                             text=True, timeout=600, env=env)
        assert out.returncode == 0, out.stderr[-2000:]
        results = out.stdout.splitlines()
        assert len(results) == len(lines)
        return results

    return run


def python_twin(compiler, out, rule_flag, schemas, shipped, script):
    """The dump `script` (tests/support) over the package generated into
    `out` (its name is the folder's) with `rule_flag` (`--oer`, `--per`)
    for `schemas`, with its own codec; `shipped` names the generated/
    package whose lock pins the dependencies. Returns the package's `TYPES`
    names and its line runner."""
    package = out.name
    result = compiler("--lang", "python", rule_flag, "--package", package, "--runtime-path",
                      os.path.relpath(ROOT, out), "-o", out, *schemas)
    assert result.returncode == 0, result.stderr
    # The shipped package's lock pins the dependencies it was built with.
    shipped_native = (ROOT / "generated" / shipped / "Cargo.toml").read_text().split('name = "', 1)[1].split('"')[0]
    lock = (ROOT / "generated" / shipped / "Cargo.lock").read_text()
    native = package.replace("_", "-") + "-native"
    (out / "Cargo.lock").write_text(lock.replace(f'name = "{shipped_native}"', f'name = "{native}"'))
    target = ROOT / "target" / "python"
    env = dict(os.environ, CARGO_TARGET_DIR=str(target), PYO3_PYTHON=sys.executable, RUSTFLAGS="-D warnings")
    built = subprocess.run(["cargo", "build", "-q", "--lib"], cwd=out, env=env, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-4000:]
    shutil.copy(target / "debug" / f"lib{package}_native.so", out / "python" / package / "_native.so")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(out / "python"), str(ROOT / "tests" / "support")]))
    listed = subprocess.run([sys.executable, "-c", f"import {package}; print(*{package}.TYPES)"], env=env,
                            capture_output=True, text=True)
    assert listed.returncode == 0, listed.stderr
    return set(listed.stdout.split()), line_runner(sys.executable, ROOT / "tests" / "support" / script, package,
                                                   env=env)


def serve(line):
    """A dump's main loop: reads lines `Module.Type RULE HEX` from standard
    input and prints `line(name, rule, octets)` for each (`error not hex`
    for what is not)."""
    for text in sys.stdin:
        parts = text.split()
        if len(parts) < 2:
            continue
        name, rule, hex_text = parts[0], parts[1], parts[2] if len(parts) > 2 else ""
        try:
            data = bytes.fromhex(hex_text)
        except ValueError:
            print("error not hex")
            continue
        print(line(name, rule, data))
