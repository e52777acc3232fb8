#!/usr/bin/env bash
# The test wheels, which tests/run builds in the background: the Python
# packages of the shipped schemas (generated/python, and generated/python-v2x
# and generated/python-its on the same codec crate, whose build they share,
# and generated/python-lte on synta-lte), built as wheels into target/wheels
# for tests/python, with the venv's maturin and Python:
#
#   tests/support/wheels.sh VENV
#
# Unoptimized, which builds in half the time and tests the same code
# (bench/python builds it optimized), and without debug information (a
# quarter of the LTE wheel's build). Their target folder is target/python,
# not the workspace's, so they build beside the release build and `cargo
# test`, whose large crates keep one core busy while the other waits.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/support/stages.sh
venv=$1
wheel() {
    CARGO_TARGET_DIR=target/python CARGO_PROFILE_DEV_DEBUG=false stage "wheel$1" "$venv/bin/maturin" build \
        --quiet --locked -m "generated/python$1/Cargo.toml" -o target/wheels -i "$venv/bin/python"
}
rm -rf target/wheels
wheel ""
wheel -v2x
wheel -its
wheel -lte
