"""The PER tests' Python dump (tests/rules/test_per.py), the twin of
per_dump.rs over a Python package generated with --per: reads lines
`Module.Type RULE HEX` from standard input, RULE `uper`, `aper`, `cuper`,
`caper`, or `der:uper` / `der:aper` (DER in, PER out), and prints one line
each: `ok PER DER JSON` (the value written again as CANONICAL-PER in the
rule's variant and as DER, hex, DER `-` when the value has none, and its
JER, `-` the same) or `error MESSAGE`. The package's name is the one
argument."""

import importlib
import sys

from line_dumps import serve

package = importlib.import_module(sys.argv[1])


def line(name, rule, data):
    cls = package.TYPES.get(name)
    if cls is None:
        return f"error no type {name}"
    try:
        if rule.startswith("der:"):
            rule = rule[4:]
            value = cls.decode(data)
            der = value.encode().hex()
        else:
            value = cls.decode(data, rules=rule)
            try:
                der = value.encode().hex()
            except package.Error:
                # Extension additions or alternatives the schema does not
                # know have no DER.
                der = "-"
        per = value.encode(rules=rule)
        try:
            jer = cls.decode(per, rules=rule).to_jer()
        except package.Error:
            # An ENUMERATED item of a later version has no JER (nor DER).
            jer = "-"
    except package.Error as e:
        return f"error {e}"
    return f"ok {per.hex()} {der} {jer}"


serve(line)
