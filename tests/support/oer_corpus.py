"""The encodings asn1tools' own OER and PER tests assert (its
tests/test_oer.py, test_per.py and test_uper.py, in the source
distribution the tests and benchmarks download, read here, not copied),
for the OER and PER tests, their fuzz seeds (tests/rules/test_fuzz.py) and
the PER benchmarks' CAMs (bench/prepare_data.py, bench/python/its.py)."""

import ast


def asserted_encodings(source):
    """(type, encoding) for each `assert_encode_decode(spec, TYPE, decoded,
    ENCODED)` of asn1tools' test_oer.py in the tests named, the encodings
    given as a literal or a name bound to one (and, for the overview, the
    `datas` list of (type, decoded, encoded))."""
    wanted = {"test_x691_a1", "test_ieee1609_2", "test_overview_of_oer"}
    found = []
    for _, names, call in _encode_decode_calls(source, wanted):
        if call is None:
            found += [(ty, encoded) for ty, _, encoded in names.get("datas", [])]
            continue
        ty, encoded = call.args[1], call.args[3]
        if isinstance(ty, ast.Constant) and isinstance(encoded, ast.Name):
            found.append((ty.value, names[encoded.id]))
    return found


def _encode_decode_calls(source, tests):
    """(test, names, call) for each `assert_encode_decode` call of the tests
    named in one of asn1tools' test files, with the names bound to literals
    before it (rebound from one message to the next); then (test, names,
    None) at the end of each test."""
    for fn in ast.walk(ast.parse(source.read_text())):
        if not isinstance(fn, ast.FunctionDef) or fn.name not in tests:
            continue
        names = {}
        for statement in fn.body:
            if isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name):
                try:
                    names[statement.targets[0].id] = evaluated(statement.value)
                except ValueError:
                    names.pop(statement.targets[0].id, None)
            call = statement.value if isinstance(statement, ast.Expr) else None
            if isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "assert_encode_decode":
                yield fn.name, names, call
        yield fn.name, names, None


def evaluated(node):
    """A literal, with the products and sums of bytes asn1tools' tests write
    (`32 * b'\\x14'`)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mult, ast.Add)):
        a, b = evaluated(node.left), evaluated(node.right)
        return a * b if isinstance(node.op, ast.Mult) else a + b
    if isinstance(node, (ast.Tuple, ast.List)):
        items = [evaluated(e) for e in node.elts]
        return tuple(items) if isinstance(node, ast.Tuple) else items
    if isinstance(node, ast.Dict):
        return {evaluated(k): evaluated(v) for k, v in zip(node.keys, node.values)}
    return ast.literal_eval(node)


def asserted_values(source, tests):
    """(test, type, decoded, encoded) for each `assert_encode_decode(spec,
    TYPE, DECODED, ENCODED)` in the tests named of one of asn1tools' test
    files (its PER and UPER ones too), the arguments being names bound to
    literals earlier in the test."""
    found = []
    for test, names, call in _encode_decode_calls(source, tests):
        if call is None:
            continue
        ty, decoded, encoded = call.args[1:4]
        if isinstance(ty, ast.Constant) and all(isinstance(a, ast.Name) and a.id in names for a in (decoded, encoded)):
            found.append((test, ty.value, names[decoded.id], names[encoded.id]))
    return found


def etsi_cams(tests):
    """The ETSI CAMs (EN 302 637-2 v1.3.2) in UNALIGNED PER that asn1tools'
    UPER tests assert, in their order; `tests` is asn1tools' tests folder."""
    return [enc for _, _, _, enc in asserted_values(tests / "test_uper.py", {"test_etsi_cam_pdu_descriptions_1_3_2"})]
