#!/usr/bin/env bash
# The operator's test (for .ci/run, after the release build): what an operator runs the server
# with works, for a given static server binary.
#
#   scripts/test-operator.sh [--server PATH]     # default: Server/.build/release/arcade-server
#
# 1. The image: scripts/image builds it twice with the same digest (reproducible); skopeo reads
#    the archive; its config runs arcade-server as uid 65532 with /data a volume, port 2222
#    exposed and the entrypoint the docs give; its layer holds the stripped binary, every level
#    file and the user. Then the image is run as a container runtime would (as root only: it
#    uses chroot): the layer unpacked, its user, working folder, environment and entrypoint
#    applied, no new privileges, and no writable code (PR_SET_MDWE, what the unit's
#    MemoryDenyWriteExecute asks); the server must make its host key in /data and serve it,
#    a real ssh-keyscan must see the fingerprint ssh-keygen -lf prints for that file, a
#    guest's `ssh … scores` must be answered, SIGHUP (the unit's reload) must leave it serving
#    and SIGTERM must stop it cleanly. Under strace (when installed), every system call it made
#    must pass the unit's SystemCallFilter=.
# 2. The systemd unit (dist/arcade-server.service): systemd-analyze verify is clean, and
#    systemd-analyze security rates it at most 2.0 (printed).
#
# Needs python3, strip and nm (binutils), skopeo, ssh, ssh-keyscan and ssh-keygen
# (openssh-client), systemd-analyze (systemd), unshare (util-linux), pgrep (procps); strace
# for the system call check.
# Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"

server="Server/.build/release/arcade-server"
while (($#)); do
  case "$1" in
    --server) server="$2"; shift 2 ;;
    *) echo "usage: scripts/test-operator.sh [--server PATH]" >&2; exit 2 ;;
  esac
done
[[ -x "$server" ]] || { echo "test-operator: no server binary at $server (build the release, or --server PATH)" >&2; exit 1; }
for tool in python3 skopeo ssh-keyscan ssh-keygen systemd-analyze; do
  command -v "$tool" > /dev/null || { echo "test-operator: $tool is missing" >&2; exit 1; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/arcade-operator-XXXXXX")"
server_pid=""
# Sends a signal to the image's server: the server itself, strace's child when traced (strace
# ends with the server's status).
signal_server() {
  local target="$server_pid"
  if ((${#tracer[@]})); then target="$(pgrep -P "$server_pid" || echo "$server_pid")"; fi
  kill "-$1" "$target" 2> /dev/null || true
}
tracer=()
cleanup() {
  if [[ -n "$server_pid" ]]; then signal_server KILL; wait "$server_pid" 2> /dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "test-operator: FAIL: $*" >&2; exit 1; }
pass() { echo "test-operator: ok: $*"; }

# --- 1. The image -------------------------------------------------------------------------
first="$(scripts/image "$work/image.tar" --server "$server" | awk '{print $3}')"
second="$(SOURCE_DATE_EPOCH=0 scripts/image "$work/again.tar" --server "$server" | awk '{print $3}')"
[[ "$first" == sha256:* && "$first" == "$second" ]] || fail "two builds of the image differ: $first, $second"
cmp -s "$work/image.tar" "$work/again.tar" || fail "two builds of the image archive differ"
pass "the image is reproducible ($first)"

skopeo inspect "oci-archive:$work/image.tar" > "$work/inspect.json" || fail "skopeo cannot read the archive"
[[ "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Digest"])' "$work/inspect.json")" == "$first" ]] \
  || fail "skopeo sees another digest than scripts/image printed"
skopeo inspect --config "oci-archive:$work/image.tar" > "$work/config.json" || fail "skopeo cannot read the config"
mkdir "$work/layout" "$work/root"
tar -xf "$work/image.tar" -C "$work/layout"
layer="$(python3 - "$work/layout" << 'EOF'
import json, sys
layout = sys.argv[1]
index = json.load(open(f"{layout}/index.json"))
manifest = json.load(open(f"{layout}/blobs/sha256/{index['manifests'][0]['digest'][7:]}"))
print(f"{layout}/blobs/sha256/{manifest['layers'][0]['digest'][7:]}")
EOF
)"
tar -xzf "$layer" -C "$work/root" --numeric-owner --same-permissions
python3 - "$work/config.json" "$work/root" "$repository/Levels" << 'EOF' || fail "the image's config or layer is not as documented"
import json, os, sys
config_path, root, levels = sys.argv[1:]
config = json.load(open(config_path))["config"]
def expect(what, actual, wanted):
    if actual != wanted:
        sys.exit(f"{what}: {actual!r}, expected {wanted!r}")
expect("User", config.get("User"), "65532:65532")
expect("Entrypoint", config.get("Entrypoint"),
       ["/usr/local/bin/arcade-server", "--listen", "0.0.0.0", "--port", "2222", "--data", "/data"])
expect("ExposedPorts", config.get("ExposedPorts"), {"2222/tcp": {}})
expect("Volumes", config.get("Volumes"), {"/data": {}})
expect("ARCADE_LEVELS", "ARCADE_LEVELS=/usr/local/share/arcade/levels" in config.get("Env", []), True)
data = os.stat(f"{root}/data")
expect("/data's owner", (data.st_uid, data.st_gid), (65532, 65532))
expect("the user in /etc/passwd", any(line.startswith("arcade:x:65532:65532:")
                                       for line in open(f"{root}/etc/passwd")), True)
expect("the group in /etc/group", "arcade:x:65532:\n" in open(f"{root}/etc/group").read(), True)
wanted = sorted(os.path.relpath(os.path.join(folder, name), levels)
                for folder, _, names in os.walk(levels) for name in names)
image = f"{root}/usr/local/share/arcade/levels"
held = sorted(os.path.relpath(os.path.join(folder, name), image) for folder, _, names in os.walk(image) for name in names)
expect("the level files", held, wanted)
EOF
nm "$work/root/usr/local/bin/arcade-server" 2>&1 | grep -q "no symbols" || fail "the image's binary is not stripped"
pass "skopeo reads the image; its config, user, volume, levels and binary are as documented"

if [[ "$(id -u)" != 0 ]]; then
  echo "test-operator: skipped running the image (it needs root for chroot)"
else
  # A container runtime's part, and the unit's: /proc (only the processes' folders, as the
  # unit's ProcSubset=pid leaves it) in a mount namespace of its own, the image's user, folder,
  # environment and entrypoint (listening on loopback, any port), no new privileges, no
  # writable code. Root may do what the image's user may not: the server must run as that user.
  mkdir "$work/root/proc"
  cat > "$work/runtime.py" << 'EOF'
import ctypes, json, os, sys
config = json.load(open(sys.argv[1]))["config"]
root = sys.argv[2]
libc = ctypes.CDLL(None, use_errno=True)
PR_SET_NO_NEW_PRIVS, PR_SET_MDWE, PR_MDWE_REFUSE_EXEC_GAIN = 38, 65, 1
if libc.prctl(PR_SET_MDWE, PR_MDWE_REFUSE_EXEC_GAIN, 0, 0, 0) != 0:
    sys.exit(f"prctl(PR_SET_MDWE): {os.strerror(ctypes.get_errno())} (a kernel before 6.3?)")
os.chroot(root)
os.chdir(config["WorkingDir"])
user, group = (int(part) for part in config["User"].split(":"))
os.setgroups([])
os.setgid(group)
os.setuid(user)
if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
    sys.exit("prctl(PR_SET_NO_NEW_PRIVS) failed")
environment = dict(entry.split("=", 1) for entry in config["Env"])
sys.stdout.flush()
os.execve(config["Entrypoint"][0], config["Entrypoint"] + ["--listen", "127.0.0.1", "--port", "0"], environment)
EOF
  # Under strace when there is one: the system calls it makes must pass the unit's filter.
  if command -v strace > /dev/null; then tracer=(strace -f -qq -o "$work/syscalls.trace"); fi
  "${tracer[@]}" unshare --mount --propagation private -- sh -c \
    'mount -t proc -o subset=pid,hidepid=invisible proc "$2/proc" && exec python3 "$0" "$1" "$2"' \
    "$work/runtime.py" "$work/config.json" "$work/root" > "$work/server.out" 2> "$work/server.err" &
  server_pid=$!
  port=""
  for _ in $(seq 100); do
    port="$(sed -n 's/^arcade serve: listening on 127.0.0.1 port \([0-9]*\)$/\1/p' "$work/server.out")"
    [[ -n "$port" ]] && break
    kill -0 "$server_pid" 2> /dev/null || fail "the image's server stopped: $(cat "$work/server.out" "$work/server.err")"
    sleep 0.1
  done
  [[ -n "$port" ]] || fail "the image's server did not say where it listens: $(cat "$work/server.out" "$work/server.err")"
  key="$work/root/data/host_key_ed25519"
  [[ "$(stat -c '%u %a' "$key")" == "65532 600" ]] || fail "the host key is not the image user's, mode 0600: $(stat -c '%u %a' "$key")"
  file_fingerprint="$(ssh-keygen -lf "$key" | awk '{print $2}')" || fail "ssh-keygen -lf cannot read the host key"
  ssh-keyscan -t ed25519 -p "$port" 127.0.0.1 > "$work/known_hosts" 2> "$work/keyscan.err" || true
  served_fingerprint="$(ssh-keygen -lf "$work/known_hosts" | awk '{print $2}')" \
    || fail "ssh-keyscan saw no host key: $(cat "$work/keyscan.err")"
  printed_fingerprint="$(sed -n 's/^host key \(SHA256:[^ ]*\).*/\1/p' "$work/server.out")"
  [[ "$file_fingerprint" == SHA256:* && "$served_fingerprint" == "$file_fingerprint" \
    && "$printed_fingerprint" == "$file_fingerprint" ]] \
    || fail "fingerprints differ: the file $file_fingerprint, served $served_fingerprint, printed $printed_fingerprint"
  timeout 30 ssh -o StrictHostKeyChecking=yes -o UserKnownHostsFile="$work/known_hosts" -o BatchMode=yes \
    -o ConnectTimeout=10 -p "$port" guest@127.0.0.1 scores < /dev/null > "$work/scores.out" 2>&1 || true
  grep -q "No scores yet" "$work/scores.out" || fail "a guest's ssh ... scores got: $(cat "$work/scores.out")"
  # The unit's ExecReload: the server reads its ban list again and keeps serving.
  signal_server HUP
  sleep 1
  ssh-keyscan -t ed25519 -p "$port" 127.0.0.1 2> /dev/null | grep -q "ssh-ed25519" \
    || fail "the server stopped serving on SIGHUP (systemctl reload): $(cat "$work/server.err")"
  signal_server TERM
  wait "$server_pid" || fail "the image's server did not stop cleanly on SIGTERM: $(cat "$work/server.err")"
  server_pid=""
  pass "the image runs as uid 65532 without writable code, keeps its key in /data, serves it ($file_fingerprint), keeps serving on SIGHUP and stops on SIGTERM"
  if ((${#tracer[@]})); then
    # The unit's SystemCallFilter= lines: the first allows, a ~ line takes away.
    expand() {
      systemd-analyze syscall-filter "$1" | sed 1d | awk '$1 !~ /^#/ {print $1}' | while read -r name; do
        if [[ "$name" == @* ]]; then expand "$name"; else echo "$name"; fi
      done
    }
    : > "$work/allowed"
    while read -r filter; do
      if [[ "$filter" == "~"* ]]; then
        for set in ${filter#"~"}; do expand "$set"; done | sort -u > "$work/denied"
        comm -23 "$work/allowed" "$work/denied" > "$work/allowed.new" && mv "$work/allowed.new" "$work/allowed"
      else
        for set in $filter; do expand "$set"; done | sort -u - "$work/allowed" -o "$work/allowed"
      fi
    done < <(sed -n 's/^SystemCallFilter=//p' dist/arcade-server.service)
    # The calls after the runtime's exec of the server.
    awk 'found {print} /execve\("\/usr\/local\/bin\/arcade-server"/ {found = 1}' "$work/syscalls.trace" \
      | sed -n 's/^[0-9]* *\([a-z0-9_]*\)(.*/\1/p' | sort -u > "$work/used"
    [[ -s "$work/used" ]] || fail "strace saw no system call of the server"
    refused="$(comm -23 "$work/used" "$work/allowed" | tr '\n' ' ')"
    [[ -z "$refused" ]] || fail "the server makes system calls the unit's SystemCallFilter refuses: $refused"
    pass "the $(wc -l < "$work/used") system calls the server made all pass the unit's SystemCallFilter"
  fi
fi

# --- 2. The systemd unit ------------------------------------------------------------------
# The unit names the installed binary; verify checks the one under test in its place.
sed "s#/usr/local/bin/arcade-server#$(realpath "$server")#" dist/arcade-server.service > "$work/arcade-server.service"
verify="$(systemd-analyze verify "$work/arcade-server.service" 2>&1)" || fail "systemd-analyze verify: $verify"
[[ -z "$verify" ]] || fail "systemd-analyze verify is not clean: $verify"
pass "systemd-analyze verify is clean"
exposure="$(systemd-analyze security --offline=true "$work/arcade-server.service" 2>&1 \
  | sed -n 's/.*Overall exposure level for arcade-server.service: \([0-9.]*\).*/\1/p')"
[[ -n "$exposure" ]] || fail "systemd-analyze security printed no exposure level"
python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) <= 2.0 else 1)" "$exposure" \
  || fail "systemd-analyze security rates the unit's exposure $exposure, above 2.0"
pass "systemd-analyze security: exposure $exposure (at most 2.0)"
