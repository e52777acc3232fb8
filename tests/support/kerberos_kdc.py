"""A real MIT Kerberos KDC on loopback, for capturing protocol messages.

`Kdc` creates a throwaway realm in its own directory (config, database,
stash, keytab, credential cache: nothing outside it is read or written),
starts `krb5kdc` on a free TCP port of 127.0.0.1 and puts a recording proxy
in front of it. Clients (kinit, kvno) are run with the realm's config and
talk to the proxy, which forwards each length-prefixed message (RFC 4120
7.2.2) and keeps a copy of both directions in order.

Used by tests/interop/test_kerberos.py and, as a script, to write the captured
messages to a directory for the benchmarks:

    python3 tests/support/kerberos_kdc.py OUTDIR

Needs the Debian packages krb5-kdc, krb5-admin-server and krb5-user.
"""

import os
import pathlib
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time

REALM = "SYNTA.TEST"
USER = "alice"
PASSWORD = "correct-horse-battery-staple"
SERVICE = "host/kdc.synta.test"
DELEGATE = "http/web.synta.test"
TOOLS = ["krb5kdc", "kdb5_util", "kadmin.local", "kinit", "kvno"]

# Outer [APPLICATION n] tag byte of each message the KDC exchange carries.
MESSAGE_TYPES = {
    0x6A: "AS-REQ",
    0x6B: "AS-REP",
    0x6C: "TGS-REQ",
    0x6D: "TGS-REP",
    0x6E: "AP-REQ",
    0x7E: "KRB-ERROR",
}


# The KDC tools live in sbin, which a non-root PATH may lack.
SEARCH_PATH = os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/sbin"])


def available():
    """Whether the MIT Kerberos tools are installed."""
    return all(shutil.which(tool, path=SEARCH_PATH) for tool in TOOLS)


def _free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _read_exact(sock, count):
    data = b""
    while len(data) < count:
        chunk = sock.recv(count - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def _read_record(sock):
    header = _read_exact(sock, 4)
    if header is None:
        return None
    (length,) = struct.unpack(">I", header)
    body = _read_exact(sock, length)
    return None if body is None else body


class _RecordingProxy:
    """Forwards Kerberos-over-TCP records to the KDC, keeping each one."""

    def __init__(self, upstream_port):
        self.upstream_port = upstream_port
        self.messages = []
        self._lock = threading.Lock()
        self._listener = socket.socket()
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(8)
        self._listener.settimeout(0.2)
        self.port = self._listener.getsockname()[1]
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self):
        while not self._stop.is_set():
            try:
                client, _ = self._listener.accept()
            except socket.timeout:
                continue
            with client, socket.create_connection(("127.0.0.1", self.upstream_port), timeout=10) as upstream:
                client.settimeout(10)
                while True:
                    request = _read_record(client)
                    if request is None:
                        break
                    upstream.sendall(struct.pack(">I", len(request)) + request)
                    reply = _read_record(upstream)
                    with self._lock:
                        self.messages.append(request)
                        if reply is not None:
                            self.messages.append(reply)
                    if reply is None:
                        break
                    client.sendall(struct.pack(">I", len(reply)) + reply)

    def close(self):
        self._stop.set()
        self._thread.join()
        self._listener.close()


class Kdc:
    """A KDC for one realm, started on entry and stopped (with its files
    removed when it made its own directory) on exit."""

    def __init__(self, directory=None):
        self._own_dir = directory is None
        self.dir = pathlib.Path(directory or tempfile.mkdtemp(prefix="synta-kdc-"))
        self.dir.mkdir(parents=True, exist_ok=True)
        self.kdc_port = _free_port()
        self._kdc = None
        self._proxy = None

    # -- set-up -------------------------------------------------------------

    def _write_configs(self, proxy_port):
        d = self.dir
        (d / "kdc.conf").write_text(
            f"""[kdcdefaults]
    kdc_listen = 127.0.0.1:{self.kdc_port}
    kdc_tcp_listen = 127.0.0.1:{self.kdc_port}
[realms]
    {REALM} = {{
        database_name = {d}/principal
        key_stash_file = {d}/stash
        acl_file = {d}/kadm5.acl
        max_life = 10h
        max_renewable_life = 7d
        supported_enctypes = aes256-cts-hmac-sha1-96:normal aes128-cts-hmac-sha256-128:normal
    }}
[logging]
    kdc = FILE:{d}/kdc.log
    admin_server = FILE:{d}/kadmin.log
"""
        )
        (d / "kadm5.acl").write_text("")
        (d / "krb5.conf").write_text(
            f"""[libdefaults]
    default_realm = {REALM}
    dns_lookup_kdc = false
    dns_lookup_realm = false
    rdns = false
    udp_preference_limit = 1
    forwardable = true
[realms]
    {REALM} = {{
        kdc = 127.0.0.1:{proxy_port}
    }}
"""
        )

    def env(self):
        """The environment every tool of this realm runs with."""
        env = dict(os.environ)
        env.update(
            PATH=SEARCH_PATH,
            KRB5_CONFIG=str(self.dir / "krb5.conf"),
            KRB5_KDC_PROFILE=str(self.dir / "kdc.conf"),
            KRB5CCNAME=f"FILE:{self.dir / 'ccache'}",
            KRB5_KTNAME=f"FILE:{self.dir / 'keytab'}",
            KRB5_CLIENT_KTNAME=f"FILE:{self.dir / 'client.keytab'}",
        )
        return env

    def run(self, *args, input=None, check=True):
        """Runs a Kerberos tool against this realm."""
        args = [shutil.which(args[0], path=SEARCH_PATH) or args[0], *args[1:]]
        result = subprocess.run(
            args, input=input, env=self.env(), capture_output=True, text=True, timeout=60
        )
        if check and result.returncode != 0:
            raise RuntimeError(f"{' '.join(args)} failed: {result.stderr.strip()}")
        return result

    def admin(self, query):
        # kadmin.local exits 0 even when a query fails; its stderr tells.
        result = self.run("kadmin.local", "-r", REALM, "-q", query)
        errors = [line for line in result.stderr.splitlines() if not line.startswith("No policy specified")]
        if errors:
            raise RuntimeError(f"kadmin.local {query!r}: {' '.join(errors)}")
        return result

    def __enter__(self):
        self._proxy = _RecordingProxy(self.kdc_port)
        self._write_configs(self._proxy.port)
        self.run("kdb5_util", "-r", REALM, "create", "-s", "-P", "throwaway master key")
        self.admin(f"addprinc -pw {PASSWORD} +requires_preauth {USER}")
        self.admin(f"addprinc -randkey {SERVICE}")
        self.admin(f"addprinc -randkey +ok_to_auth_as_delegate {DELEGATE}")
        self.admin(f"ktadd -k {self.dir / 'service.keytab'} {SERVICE} {DELEGATE}")
        self._kdc = subprocess.Popen(
            [shutil.which("krb5kdc", path=SEARCH_PATH) or "krb5kdc", "-n", "-r", REALM, "-P", str(self.dir / "kdc.pid")],
            env=self.env(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self._wait_until_listening()
        return self

    def _wait_until_listening(self):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self._kdc.poll() is not None:
                raise RuntimeError(f"krb5kdc exited: {(self.dir / 'kdc.log').read_text(errors='replace')}")
            try:
                socket.create_connection(("127.0.0.1", self.kdc_port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("krb5kdc did not start listening")

    def __exit__(self, *exc):
        if self._kdc:
            self._kdc.terminate()
            self._kdc.wait(timeout=10)
        if self._proxy:
            self._proxy.close()
        if self._own_dir:
            shutil.rmtree(self.dir, ignore_errors=True)

    # -- traffic --------------------------------------------------------------

    @property
    def messages(self):
        """Every message seen so far, requests and replies in order."""
        with self._proxy._lock:
            return list(self._proxy.messages)

    def scenarios(self):
        """Drives the clients through the exchanges the tests want to see.
        Returns {scenario name: messages it produced}."""
        keytab = str(self.dir / "service.keytab")
        steps = [
            # Preauth required (KRB-ERROR 25), then PA-ENC-TIMESTAMP: AS-REP.
            ("kinit", ["kinit", "-r", "2h", USER], PASSWORD + "\n", True),
            # A service ticket: TGS-REQ carrying an AP-REQ, then TGS-REP.
            ("kvno", ["kvno", SERVICE], None, True),
            # Renewal of the TGT: TGS-REQ with the renew option.
            ("renew", ["kinit", "-R"], None, True),
            # Unknown service: KRB-ERROR 7 (S_PRINCIPAL_UNKNOWN).
            ("unknown-service", ["kvno", "nosuch/service.synta.test"], None, False),
            # Wrong password: KRB-ERROR 24 (PREAUTH_FAILED).
            ("wrong-password", ["kinit", USER], "wrong\n", False),
            # Unknown client: KRB-ERROR 6 (C_PRINCIPAL_UNKNOWN).
            ("unknown-client", ["kinit", "nobody"], "x\n", False),
            # A service authenticating from its keytab (no preauth needed).
            ("keytab", ["kinit", "-k", "-t", keytab, DELEGATE], None, True),
            # Protocol transition: S4U2Self TGS-REQ with PA-FOR-USER.
            ("s4u2self", ["kvno", "-U", USER, DELEGATE], None, True),
        ]
        produced = {}
        for name, args, stdin, must_succeed in steps:
            before = len(self.messages)
            result = self.run(*args, input=stdin, check=False)
            if must_succeed and result.returncode != 0:
                raise RuntimeError(f"{name}: {' '.join(args)} failed: {result.stderr.strip()}")
            if not must_succeed and result.returncode == 0:
                raise RuntimeError(f"{name}: {' '.join(args)} succeeded but should fail")
            produced[name] = self.messages[before:]
        return produced


def message_type(message):
    """The Kerberos message name of a captured message, by its outer tag."""
    return MESSAGE_TYPES.get(message[0], f"unknown tag 0x{message[0]:02x}")


def main(argv):
    if len(argv) != 2:
        print(f"usage: {argv[0]} OUTDIR", file=sys.stderr)
        return 2
    if not available():
        print("MIT Kerberos tools not installed (krb5-kdc, krb5-admin-server, krb5-user)", file=sys.stderr)
        return 1
    out = pathlib.Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    with Kdc() as kdc:
        for scenario, messages in kdc.scenarios().items():
            for index, message in enumerate(messages):
                name = message_type(message).lower()
                (out / f"{scenario}-{index}-{name}.der").write_bytes(message)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
