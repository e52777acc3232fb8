"""A value of each type of a generated Python package, built from what its
stubs (`.pyi`) say each constructor takes: for a SEQUENCE or SET its
mandatory fields (a field typed `... | None` is OPTIONAL or DEFAULT and
left out), for a CHOICE the first alternative that can be built, for a
newtype its value. A field's value is the first of a few plain candidates
of its first Python type (`1`, `"a"`, `b"\\x05\\x00"`, ...) or a value of
the class named, built the same way; the next candidate is tried where the
package refuses one (a range, a SIZE, an alphabet). A type that cannot be
built so (every candidate refused, or a recursion with no way out) has no
value."""

import ast
import datetime
import enum
import importlib
import pathlib
import re

import synta_schemas

# Plain candidates for each Python type a stub names, the most common
# first: an OCTET STRING or ANY takes `05 00` (NULL's DER) alike; an
# INTEGER 5 fits `pvno INTEGER (5)`, 10 a `msg-type (10 | 12)`.
CANDIDATES = {
    "int": [1, 0, 5, 10, 11, 13, 14, 15, 20, 21, 22, 30, 2, 3, 128],
    "bool": [True],
    "float": [1.0],
    "str": ["a", "1", "20260101000000Z", "a@example.com"],
    "bytes": [b"\x05\x00", b"\x00" * 4, b"\x00" * 16, b"\x00" * 32, b""],
    "datetime.datetime": [datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)],
    "ObjectIdentifier": ["1.2.3"],
    "BitString": [b"\x00" * 4, b""],
}
ATTEMPTS = 400


def split_union(text):
    """The members of `A | B[C | D] | E`, split at the top level only."""
    members, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch == "["
        depth -= ch == "]"
        if ch == "|" and depth == 0:
            members.append(text[start:i].strip())
            start = i + 1
    members.append(text[start:].strip())
    return members


class Stubs:
    """Each class's constructor as its module's stub declares it."""

    def __init__(self, package=synta_schemas):
        self.params = {}  # (module, class) -> [(name, annotation, keyword)]
        self.choices = set()
        self.modules = {}
        for stub in sorted(pathlib.Path(package.__file__).parent.glob("*.pyi")):
            if stub.stem.startswith("_"):
                continue
            module = importlib.import_module(f"{package.__name__}.{stub.stem}")
            self.modules[stub.stem] = module
            for node in ast.parse(stub.read_text()).body:
                if isinstance(node, ast.ClassDef):
                    self._read_class(stub.stem, node)

    def _read_class(self, module, node):
        for item in node.body:
            if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                args = [(a.arg, ast.unparse(a.annotation), False) for a in item.args.args[1:]]
                args += [(a.arg, ast.unparse(a.annotation), True) for a in item.args.kwonlyargs]
                self.params[module, node.name] = args
            if isinstance(item, ast.FunctionDef) and item.name == "kind":
                self.choices.add((module, node.name))


class Builder:
    """Builds one value a class, memoised; None where none can be built."""

    def __init__(self, stubs):
        self.stubs = stubs
        self.built = {}
        self.building = set()

    def value_of(self, cls):
        key = (cls.__module__.rsplit(".", 1)[-1], cls.__name__)
        if key in self.built:
            return self.built[key]
        if key in self.building or key not in self.stubs.params:
            return None
        self.building.add(key)
        try:
            value = self._build(cls, key)
        finally:
            self.building.discard(key)
        self.built[key] = value
        return value

    def alternatives(self, cls):
        """A value of each alternative of a CHOICE class that can be built:
        {alternative: value}."""
        key = (cls.__module__.rsplit(".", 1)[-1], cls.__name__)
        out = {}
        for name, annotation, _ in self.stubs.params.get(key, []) if key in self.stubs.choices else []:
            for candidate in self.candidates(key[0], annotation):
                value = self._try(cls, {name: candidate})
                if value is not None:
                    out[name] = value
                    break
        return out

    def _build(self, cls, key):
        params = self.stubs.params[key]
        if key in self.stubs.choices:
            return next(iter(self.alternatives(cls).values()), None)
        mandatory = [(name, annotation, keyword) for name, annotation, keyword in params
                     if "None" not in split_union(annotation)]
        options = [self.candidates(key[0], annotation) for _, annotation, _ in mandatory]
        if any(not o for o in options):
            return None
        chosen = [0] * len(mandatory)
        for _ in range(ATTEMPTS):
            args = [options[i][c] for i, c in enumerate(chosen)]
            value = self._try(cls, {name: arg for (name, _, _), arg in zip(mandatory, args)}, mandatory)
            if value is not None:
                return value
            # The next candidate of the first field that has one left: a
            # plain search, enough for the few constraints a field has.
            for i, c in enumerate(chosen):
                if c + 1 < len(options[i]):
                    chosen[i] = c + 1
                    chosen[:i] = [0] * i
                    break
            else:
                return None
        return None

    @staticmethod
    def _try(cls, fields, params=None):
        try:
            if params and len(params) == 1 and not params[0][2]:
                return cls(fields[params[0][0]])
            return cls(**fields)
        except (synta_schemas.Error, TypeError, ValueError, OverflowError):
            return None

    def candidates(self, module, annotation):
        """The values tried for a field of this annotation, in order: those
        of its first Python type that gives any (a newtype names itself
        first, then its value's type)."""
        for member in split_union(annotation):
            found = self._candidates_of(module, member)
            if found:
                return found
        return []

    def _candidates_of(self, module, member):
        sequence = re.fullmatch(r"typing\.Sequence\[(.*)\]", member)
        if sequence:
            return [[v] for v in self.candidates(module, sequence.group(1))[:3]] + [[]]
        if member in CANDIDATES:
            return CANDIDATES[member]
        owner, _, name = member.rpartition(".")
        namespace = self.stubs.modules.get(owner or module)
        cls = getattr(namespace, name, None) if namespace else None
        if isinstance(cls, type) and issubclass(cls, enum.Enum):
            return [next(iter(cls))] if not issubclass(cls, enum.Flag) else [cls(0)]
        if isinstance(cls, type):
            value = self.value_of(cls)
            return [] if value is None else [value]
        return []
