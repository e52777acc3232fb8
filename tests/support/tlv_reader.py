"""Reading DER and BER framing in tests, with no dependency (tests/support/ldap_server.py
also runs as a script)."""


def read_tlvs(data):
    """The TLVs that `data` holds one after the other (definite lengths, any
    length form), as (whole TLV, its content); where a TLV is cut short the
    list ends."""
    out = []
    i = 0
    while i < len(data):
        j = i + 1
        if data[i] & 0x1F == 0x1F:  # a tag number in the octets that follow
            while j < len(data) and data[j] & 0x80:
                j += 1
            j += 1
        if j >= len(data):
            break
        first = data[j]
        j += 1
        if first < 0x80:
            length = first
        else:
            count = first & 0x7F
            length = int.from_bytes(data[j:j + count], "big")
            j += count
        if j + length > len(data):
            break
        out.append((data[i:j + length], data[j:j + length]))
        i = j + length
    return out
