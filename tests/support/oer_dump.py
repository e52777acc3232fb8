"""The OER tests' Python dump (tests/rules/test_oer.py), the twin of
oer_dump.rs over a Python package generated with --oer: reads lines
`Module.Type RULE HEX` from standard input, RULE `oer`, `coer` or `der`,
and prints one line each: `ok OER DER JSON` (the value written again as
CANONICAL-OER and as DER, hex, DER `-` when the value has none, and its
JER) or `error MESSAGE`. The package's name is the one argument."""

import importlib
import sys

from line_dumps import serve

package = importlib.import_module(sys.argv[1])


def line(name, rule, data):
    cls = package.TYPES.get(name)
    if cls is None:
        return f"error no type {name}"
    try:
        value = cls.decode(data, rules=None if rule == "der" else rule)
        oer = value.encode(rules="coer")
        try:
            der = value.encode().hex()
        except package.Error:
            # Extension additions or alternatives the schema does not know
            # have no DER.
            if rule == "der":
                raise
            der = "-"
        jer = cls.decode(oer, rules="coer").to_jer()
    except package.Error as e:
        return f"error {e}"
    return f"ok {oer.hex()} {der} {jer}"


serve(line)
