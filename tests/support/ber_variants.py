"""BER variants of real DER: the same values written in the forms X.690 §8
allows BER and DER does not, so that decoding a variant in BER mode and
re-encoding it must give back the DER it was made from.

`variant(der, rng)` rewrites a DER encoding without knowing its schema, by
what the universal tags say, plus the one schema fact X.509 needs for an
encoded DEFAULT (an Extension without `critical`):
- constructed values get the indefinite length or a long, non-minimal one;
- universal strings (OCTET STRING, BIT STRING, the character strings and
  the times) are sent in segments, themselves sometimes in segments;
- BOOLEAN true becomes another non-zero octet;
- UTCTime and GeneralizedTime are written in other forms X.680 allows for
  the same instant: with a time difference, without zero seconds (and
  minutes), with a fraction of the minute, a comma, trailing zeros;
- an Extension's absent `critical` is written as its DEFAULT, FALSE;
- the elements of a SET (an RDN of several attributes) are reversed.
The outermost value always has the indefinite length, so that every variant
is refused in DER mode.
"""

import random
from datetime import datetime, timedelta
from decimal import Decimal

# X.690 §8.7.3, §8.6.3 and §8.23.6: the universal types BER may send in
# segments.
SEGMENTABLE = {3, 4, 7, 12, 14, *range(18, 29), *range(30, 37)}


class Node:
    """One TLV of a DER encoding: identifier octets, and the content
    (primitive) or the children (constructed)."""

    def __init__(self, identifier, content=None, children=None):
        self.identifier = identifier
        self.content = content
        self.children = children

    @property
    def universal_number(self):
        first = self.identifier[0]
        if first >> 6 != 0 or first & 0x1F == 0x1F:
            return None
        return first & 0x1F


def parse(data):
    """The TLVs of `data`: DER, or BER (any length form, the indefinite one
    too). Each node keeps its whole encoding as `raw`."""
    nodes, pos = _parse(data, 0, len(data), until_end_of_contents=False)
    return nodes


def _parse(data, pos, end, until_end_of_contents):
    nodes = []
    while pos < end:
        if until_end_of_contents and data[pos : pos + 2] == b"\x00\x00":
            return nodes, pos + 2
        start = pos
        pos += 1
        if data[start] & 0x1F == 0x1F:
            while data[pos] & 0x80:
                pos += 1
            pos += 1
        identifier = data[start:pos]
        first = data[pos]
        pos += 1
        if first == 0x80:
            children, pos = _parse(data, pos, end, until_end_of_contents=True)
            nodes.append(Node(identifier, children=children))
        else:
            if first < 0x80:
                length = first
            else:
                count = first & 0x7F
                length = int.from_bytes(data[pos : pos + count], "big")
                pos += count
            content = data[pos : pos + length]
            pos += length
            if identifier[0] & 0x20:
                nodes.append(Node(identifier, children=parse(content)))
            else:
                nodes.append(Node(identifier, content=content))
        nodes[-1].raw = data[start:pos]
    return nodes, pos


def octets(node):
    """The data of a string, its segments joined."""
    if node.children is None:
        return node.content
    return b"".join(octets(child) for child in node.children)


def length_octets(n, rng):
    """A BER length of `n`: the minimal form, or a long one with leading
    zero octets."""
    if rng.random() < 0.3:
        body = n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big")
        body = b"\x00" * rng.randint(0, 2) + body
        return bytes([0x80 | len(body)]) + body
    if n < 0x80:
        return bytes([n])
    body = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(body)]) + body


def constructed(identifier, content, rng, indefinite=None):
    """A constructed TLV of `content`, with a BER length."""
    if indefinite is None:
        indefinite = rng.random() < 0.5
    if indefinite:
        return identifier + b"\x80" + content + b"\x00\x00"
    return identifier + length_octets(len(content), rng) + content


def segments(number, content, rng, depth=0):
    """The content of the constructed form of universal string `number`:
    OCTET STRING segments (BIT STRING segments for a BIT STRING, only the
    last with unused bits), some of them segmented again."""
    if number == 3:
        unused, data = content[0], content[1:]
    else:
        unused, data = 0, content
    cuts = sorted(rng.sample(range(1, len(data)), min(len(data) - 1, rng.randint(1, 3)))) if len(data) > 1 else []
    pieces = [data[a:b] for a, b in zip([0, *cuts], [*cuts, len(data)])]
    out = b""
    for i, piece in enumerate(pieces):
        last = i == len(pieces) - 1
        if number == 3:
            piece = bytes([unused if last else 0]) + piece
            tag = b"\x03"
        else:
            tag = b"\x04"
        if depth == 0 and len(piece) > 2 and rng.random() < 0.2 and (number != 3 or last):
            # A segment in segments (X.690 §8.7.3.2 allows nesting).
            inner_number = 3 if number == 3 else 4
            out += constructed(bytes([0x20 | tag[0]]), segments(inner_number, piece, rng, depth + 1), rng)
        else:
            out += tag + length_octets(len(piece), rng) + piece
    return out


def ber_time(number, text, rng):
    """A BER form (X.680 §47.3, §46.3) of `text`, the DER of a UTCTime
    (23) or GeneralizedTime (24): the same instant, so that its DER is
    `text` again."""
    s = text.decode("ascii")
    if number == 23:
        yy = int(s[:2])
        year, rest, fraction = (2000 + yy if yy < 50 else 1900 + yy), s[2:12], ""
    else:
        year, rest, fraction = int(s[:4]), s[4:14], s[14:-1].lstrip(".")
    fields = [int(rest[i : i + 2]) for i in range(0, 10, 2)]
    utc = datetime(year, *fields)
    offset = rng.choice([0, 0, 60, -90, 330, -720, 840])
    try:
        local = utc + timedelta(minutes=offset)
    except OverflowError:
        local, offset = utc, 0
    if number == 23 and not 1950 <= local.year <= 2049:
        local, offset = utc, 0  # the difference would change the century
    year_digits = f"{local.year % 100:02}" if number == 23 else f"{local.year:04}"
    head = year_digits + local.strftime("%m%d%H")
    minute, second = local.minute, local.second
    mark = rng.choice(".,")
    if number == 23:
        body = head + f"{minute:02}" + ("" if second == 0 and rng.random() < 0.5 else f"{second:02}")
    elif not fraction and minute == second == 0 and rng.random() < 0.4:
        body = head
    elif not fraction and second == 0 and rng.random() < 0.5:
        body = head + f"{minute:02}"
    elif not fraction and second % 3 == 0 and second and rng.random() < 0.5:
        # A fraction of the minute that is a decimal (60 = 2² · 3 · 5).
        body = head + f"{minute:02}" + mark + f"{Decimal(second) / 60:f}"[2:]
    else:
        body = head + f"{minute:02}{second:02}"
        if fraction or rng.random() < 0.3:
            body += mark + (fraction or "0") + "0" * rng.randint(0, 2)
    if offset == 0:
        zone = "Z"
    else:
        sign, hours, minutes = "+" if offset > 0 else "-", abs(offset) // 60, abs(offset) % 60
        zone = sign + f"{hours:02}" + ("" if number == 24 and minutes == 0 and rng.random() < 0.5 else f"{minutes:02}")
    return (body + zone).encode("ascii")


def write(node, rng, ancestors=()):
    """The BER of `node`."""
    number = node.universal_number
    if node.children is None:
        content = node.content
        if number == 1 and content == b"\xff":
            content = bytes([rng.randint(1, 0xFE)])
        if number in (23, 24) and rng.random() < 0.7:
            content = ber_time(number, content, rng)
        if number in SEGMENTABLE and len(content) > (2 if number == 3 else 1) and rng.random() < 0.5:
            return constructed(bytes([node.identifier[0] | 0x20]), segments(number, content, rng), rng)
        return node.identifier + length_octets(len(content), rng) + content
    children = list(node.children)
    if is_extension_without_critical(node, ancestors):
        children.insert(1, Node(b"\x01", content=b"\x00"))
    if number == 17 and len(children) > 1:
        children.reverse()
    inner = b"".join(write(child, rng, (*ancestors, node)) for child in children)
    return constructed(node.identifier, inner, rng)


def is_extension_without_critical(node, ancestors):
    """An X.509 Extension (`SEQUENCE { extnID, extnValue }`, in the
    Extensions of a certificate's `[3]`) that leaves `critical` at its
    DEFAULT."""
    tags = [child.identifier for child in node.children]
    return (
        node.identifier == b"\x30"
        and tags == [b"\x06", b"\x04"]
        and len(ancestors) >= 2
        and ancestors[-2].identifier == b"\xa3"
        and ancestors[-1].identifier == b"\x30"
    )


def variant(der, rng):
    """A BER variant of `der`, one value; its outermost length indefinite."""
    (top,) = parse(der)
    inner = b"".join(write(child, rng, (top,)) for child in top.children)
    return constructed(top.identifier, inner, rng, indefinite=True)


def variants(ders, seed):
    """A variant of each encoding, reproducibly from `seed`."""
    rng = random.Random(seed)
    return [variant(der, rng) for der in ders]
