"""A real OpenLDAP server on loopback, for capturing LDAP traffic.

`Slapd` writes a throwaway configuration and database in its own directory
(nothing outside it is read or written), starts `slapd` on a free TCP port
of 127.0.0.1 and puts a recording proxy in front of it. The ldap-utils
clients (ldapadd, ldapsearch, ldapmodify, ...) talk to the proxy, which
copies the bytes of both directions and keeps them; `messages()` splits
each direction into its LDAPMessages (RFC 4511 §5.1: BER, definite lengths
only, which OpenLDAP's liblber writes in a four-octet long form).

Used by tests/interop/test_ldap.py and, as a script, to write the captured messages
to a directory:

    python3 tests/support/ldap_server.py OUTDIR

Needs the Debian packages slapd and ldap-utils.
"""

import os
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

from tlv_reader import read_tlvs

SUFFIX = "dc=synta,dc=test"
ROOT_DN = f"cn=admin,{SUFFIX}"
ROOT_PASSWORD = "correct-horse-battery-staple"
PEOPLE = f"ou=people,{SUFFIX}"
STAFF = f"ou=staff,{SUFFIX}"
TOOLS = ["slapd", "ldapadd", "ldapsearch", "ldapmodify", "ldapcompare", "ldapdelete", "ldappasswd", "ldapwhoami"]
SEARCH_PATH = os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/sbin"])

# Where Debian keeps the server's schemas and modules.
SCHEMA_DIR = pathlib.Path("/etc/ldap/schema")
MODULE_DIR = pathlib.Path("/usr/lib/ldap")

PEOPLE_LDIF = f"""\
dn: {SUFFIX}
objectClass: dcObject
objectClass: organization
dc: synta
o: Synta Test

dn: {PEOPLE}
objectClass: organizationalUnit
ou: people

dn: {STAFF}
objectClass: organizationalUnit
ou: staff

dn: uid=alice,{PEOPLE}
objectClass: inetOrgPerson
uid: alice
cn: Alice Liddell
sn: Liddell
mail: a.liddell@synta.test
mail: alice@synta.test
userPassword: rabbit-hole

dn: uid=bob,{PEOPLE}
objectClass: inetOrgPerson
uid: bob
cn: Bob Dobbs
sn: Dobbs
telephoneNumber: +1 555 0100
userPassword: slack

dn: uid=carol,{PEOPLE}
objectClass: inetOrgPerson
uid: carol
cn: Carol Shaw
sn: Shaw
description: wrote River Raid

dn: uid=dave,{PEOPLE}
objectClass: inetOrgPerson
uid: dave
cn: Dave Lister
sn: Lister
"""

MODIFY_LDIF = f"""\
dn: uid=alice,{PEOPLE}
changetype: modify
replace: mail
mail: alice@wonderland.test
-
add: description
description: curiouser and curiouser
description: down the rabbit hole
-
delete: userPassword
"""

MODRDN_LDIF = f"""\
dn: uid=carol,{PEOPLE}
changetype: modrdn
newrdn: uid=caroline
deleteoldrdn: 1
newsuperior: {STAFF}
"""

# One filter with every choice of RFC 4511's Filter: and, or, not,
# equality, substrings (initial, any, final), >=, <=, present, ~= and an
# extensible match with a rule and :dn:. It matches the four people.
# (uid has no ordering rule: >= and <= are undefined, which an or allows.)
FILTER = ("(&(objectClass=inetOrgPerson)(!(sn=Nobody))(cn=*)(|(uid=al*c*e)(uid=*o*)(cn=*Lister)(sn~=Dobs)"
          "(uid>=a)(uid<=zz)(cn:caseExactMatch:=Alice Liddell)(:dn:2.5.13.2:=people)))")


def available():
    """Whether slapd and the ldap-utils clients are installed, with the
    schemas and the database module the throwaway server loads."""
    return (all(shutil.which(tool, path=SEARCH_PATH) for tool in TOOLS)
            and (SCHEMA_DIR / "inetorgperson.schema").is_file() and any(MODULE_DIR.glob("back_mdb*")))


def _free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def split_messages(stream: bytes):
    """The BER TLVs that make up `stream`, in order (definite lengths; any
    length form). A torn last message is not returned."""
    return [tlv for tlv, _ in read_tlvs(stream)]


class _RecordingProxy:
    """Forwards TCP connections to the server, keeping every byte of both
    directions: `connections` is [(to server, to client)] in the order they
    were accepted."""

    def __init__(self, upstream_port):
        self.upstream_port = upstream_port
        self.connections = []
        self._listener = socket.socket()
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(8)
        self._listener.settimeout(0.2)
        self.port = self._listener.getsockname()[1]
        self._stop = threading.Event()
        self._pumps = []
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self):
        while not self._stop.is_set():
            try:
                client, _ = self._listener.accept()
            except socket.timeout:
                continue
            upstream = socket.create_connection(("127.0.0.1", self.upstream_port), timeout=10)
            sent, received = bytearray(), bytearray()
            self.connections.append((sent, received))
            for source, sink, record in ((client, upstream, sent), (upstream, client, received)):
                pump = threading.Thread(target=self._pump, args=(source, sink, record), daemon=True)
                pump.start()
                self._pumps.append(pump)

    @staticmethod
    def _pump(source, sink, record):
        try:
            while True:
                chunk = source.recv(65536)
                if not chunk:
                    break
                record += chunk
                sink.sendall(chunk)
        except OSError:
            pass
        for sock in (sink, source):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def settle(self):
        """Waits until every connection so far has closed both ways."""
        for pump in list(self._pumps):
            pump.join(timeout=10)

    def close(self):
        self._stop.set()
        self._thread.join()
        self._listener.close()


class Slapd:
    """A throwaway OpenLDAP server with a recording proxy in front."""

    def __init__(self):
        self.dir = pathlib.Path(tempfile.mkdtemp(prefix="synta-slapd-"))
        self.port = _free_port()
        self.process = None
        self.proxy = None
        self.printed = {}

    def __enter__(self):
        (self.dir / "db").mkdir()
        includes = "".join(f"include {SCHEMA_DIR / name}.schema\n" for name in ("core", "cosine", "inetorgperson"))
        (self.dir / "slapd.conf").write_text(
            f"{includes}"
            f"pidfile {self.dir / 'slapd.pid'}\n"
            f"modulepath {MODULE_DIR}\n"
            "moduleload back_mdb\n"
            "database mdb\n"
            f'suffix "{SUFFIX}"\n'
            f'rootdn "{ROOT_DN}"\n'
            f"rootpw {ROOT_PASSWORD}\n"
            f"directory {self.dir / 'db'}\n"
            "maxsize 10485760\n"
            "index objectClass eq\n")
        slapd = shutil.which("slapd", path=SEARCH_PATH)
        self.log = open(self.dir / "slapd.log", "w")
        # -d 0: stay in the foreground (no daemon to lose), log nothing.
        self.process = subprocess.Popen(
            [slapd, "-f", self.dir / "slapd.conf", "-h", f"ldap://127.0.0.1:{self.port}/", "-d", "0"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("slapd did not start: " + (self.dir / "slapd.log").read_text()[-2000:])
                time.sleep(0.1)
        self.proxy = _RecordingProxy(self.port)
        return self

    def __exit__(self, *exc):
        if self.proxy:
            self.proxy.close()
        if self.process:
            self.process.terminate()
            self.process.wait(timeout=10)
        self.log.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def client(self, tool, *args, bind=True, password=ROOT_PASSWORD, stdin=None):
        """Runs one ldap-utils client against the proxy (simple bind as the
        root DN unless `bind` is False); returns its CompletedProcess. The
        system's ldap.conf is not read (LDAPNOINIT)."""
        command = [shutil.which(tool, path=SEARCH_PATH), "-H", f"ldap://127.0.0.1:{self.proxy.port}", "-x"]
        if bind:
            command += ["-D", ROOT_DN, "-w", password]
        env = dict(os.environ, LDAPNOINIT="1")
        result = subprocess.run([*command, *map(str, args)], input=stdin, capture_output=True, text=True,
                                env=env, timeout=60)
        self.proxy.settle()
        return result

    def scenarios(self):
        """Runs the client operations; returns {scenario: [(direction,
        message bytes)]}, direction "request" or "response", in the order
        each direction carried them. Each scenario is one connection; what
        its client printed is kept in `self.printed[scenario]`."""
        steps = {
            "add": lambda: self.client("ldapadd", stdin=PEOPLE_LDIF),
            # Adding an entry twice: entryAlreadyExists.
            "add-exists": lambda: self.client("ldapadd", "-c", stdin=PEOPLE_LDIF.split("\n\n")[3] + "\n"),
            # Two entries a page: the paged-results control and its cookie.
            "search-paged": lambda: self.client("ldapsearch", "-b", PEOPLE, "-E", "pr=2/noprompt", FILTER, "cn",
                                                "mail", "uid"),
            "search-missing": lambda: self.client("ldapsearch", "-b", f"ou=nowhere,{SUFFIX}", "(objectClass=*)"),
            "modify": lambda: self.client("ldapmodify", stdin=MODIFY_LDIF),
            "modrdn": lambda: self.client("ldapmodify", stdin=MODRDN_LDIF),
            "compare-true": lambda: self.client("ldapcompare", f"uid=bob,{PEOPLE}", "sn:Dobbs"),
            "compare-false": lambda: self.client("ldapcompare", f"uid=bob,{PEOPLE}", "sn:Smith"),
            "passwd-set": lambda: self.client("ldappasswd", "-s", "new-secret", f"uid=bob,{PEOPLE}"),
            "passwd-generate": lambda: self.client("ldappasswd", f"uid=dave,{PEOPLE}"),
            "whoami": lambda: self.client("ldapwhoami"),
            # StartTLS on a server without TLS: an error reply; -Z goes on.
            "starttls": lambda: self.client("ldapwhoami", "-Z"),
            "bind-refused": lambda: self.client("ldapwhoami", password="wrong"),
            "delete": lambda: self.client("ldapdelete", f"uid=dave,{PEOPLE}"),
            "anonymous-search": lambda: self.client("ldapsearch", "-b", "", "-s", "base", "(objectClass=*)",
                                                    "supportedExtension", "supportedControl", bind=False),
        }
        out = {}
        for name, step in steps.items():
            before = len(self.proxy.connections)
            result = step()
            self.printed[name] = result.stdout
            if len(self.proxy.connections) != before + 1:
                raise RuntimeError(f"{name}: expected one connection, stderr: {result.stderr}")
            sent, received = self.proxy.connections[before]
            out[name] = ([("request", m) for m in split_messages(bytes(sent))] +
                         [("response", m) for m in split_messages(bytes(received))])
        return out


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = pathlib.Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    with Slapd() as server:
        for scenario, messages in server.scenarios().items():
            for index, (direction, message) in enumerate(messages):
                (out / f"{scenario}-{index:02}-{direction}.ber").write_bytes(message)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
