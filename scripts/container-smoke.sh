#!/usr/bin/env bash
# Builds the container image and runs it as an operator would (README, "Running it as a
# container"): a fresh volume, a booking through the API, a stop by SIGTERM (exit 0), the booking
# still there in a new container on the same volume, then one more against the host's PostgreSQL.
#
# Needs podman (with runc), curl, jq and psql/createdb/dropdb on the host, and PostgreSQL on
# 127.0.0.1:5432 that lets `postgres` in without a password. With no registry reachable it makes
# its own base image from Debian (mmdebstrap, as root) once and keeps it.
#
# Settings (environment):
#   BASE_IMAGE       base to build on; default localhost/carrow-node-base:trixie, made here
#   DEBIAN_MIRROR    mirror for that base; default http://deb.debian.org/debian
#   CA_FILE          authorities passed to the build as secret `ca`; default the host's bundle
#   OCI_RUNTIME      podman's --runtime; default runc
#   PG_HOST, PG_USER the PostgreSQL to try; default 127.0.0.1 and postgres
#   KEEP_IMAGE=0     remove the built image at the end (kept by default: the next build is quicker)
set -euo pipefail

script_started=$(date +%s)
root=$(cd "$(dirname "$0")/.." && pwd)
image=carrow-hale-site:smoke
base_image=${BASE_IMAGE:-localhost/carrow-node-base:trixie}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
ca_file=${CA_FILE:-/etc/ssl/certs/ca-certificates.crt}
runtime=${OCI_RUNTIME:-runc}
pg_host=${PG_HOST:-127.0.0.1}
pg_user=${PG_USER:-postgres}
run_id="carrow-smoke-$$"
scratch=$(mktemp -d)

# Podman's defaults expect systemd and raised ulimits, which a CI machine or container lacks.
if [[ -z "${CONTAINERS_CONF:-}" ]]; then
  printf '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\n' \
    >"$scratch/containers.conf"
  export CONTAINERS_CONF="$scratch/containers.conf"
fi

say() { printf '[container-smoke] %s\n' "$*"; }
# Podman's own messages (without systemd it complains about health-check timers on every start)
# go to a log, shown if the script fails.
pod() { podman "$@" 2>>"$scratch/podman.log"; }
fail() {
  say "FAILED: $*"
  exit 1
}

containers=()
volumes=()
database=""
cleanup() {
  local status=$?
  if [[ $status -ne 0 && -s "$scratch/podman.log" ]]; then
    say "--- podman's messages ---"
    tail -20 "$scratch/podman.log"
  fi
  for c in "${containers[@]}"; do
    if [[ $status -ne 0 ]]; then
      say "--- last log lines of $c ---"
      podman logs --tail 40 "$c" 2>&1 || true
    fi
    podman rm -f -v -t 0 "$c" >/dev/null 2>&1 || true
  done
  for v in "${volumes[@]}"; do podman volume rm -f "$v" >/dev/null 2>&1 || true; done
  [[ -n "$database" ]] && dropdb -h "$pg_host" -U "$pg_user" --if-exists "$database" || true
  [[ "${KEEP_IMAGE:-1}" == "0" ]] && podman rmi -f "$image" >/dev/null 2>&1 || true
  rm -rf "$scratch"
  say "took $(($(date +%s) - script_started)) s in all ($([[ $status -eq 0 ]] && echo passed || echo failed))"
}
trap cleanup EXIT

free_port() {
  node -e 'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

mib() { echo "$(($1 / 1024 / 1024)) MiB"; }

# 1. The base: Debian's Node (20.19 in trixie), npm, flock and the authorities; made once.
if ! podman image exists "$base_image"; then
  [[ "$base_image" == localhost/carrow-node-base:* ]] ||
    fail "$base_image is not here and only localhost/carrow-node-base:<suite> can be made"
  suite=${base_image##*:}
  say "making $base_image from $mirror ($suite) with mmdebstrap"
  mmdebstrap --variant=apt --include=nodejs,npm,ca-certificates,util-linux,tzdata \
    "$suite" "$scratch/base.tar" "$mirror"
  podman import --change 'CMD ["node"]' "$scratch/base.tar" "$base_image" >/dev/null
  rm -f "$scratch/base.tar"
fi

# 2. The image.
build_started=$(date +%s)
secret=()
[[ -r "$ca_file" ]] && secret=(--secret "id=ca,src=$ca_file")
pod build --quiet --format docker --runtime "$runtime" --build-arg "BASE_IMAGE=$base_image" \
  "${secret[@]}" -f "$root/Containerfile" -t "$image" "$root" >/dev/null
base_size=$(podman image inspect --format '{{.Size}}' "$base_image")
image_size=$(podman image inspect --format '{{.Size}}' "$image")
say "built in $(($(date +%s) - build_started)) s: image $(mib "$image_size"), base $(mib "$base_size"), added $(mib $((image_size - base_size)))"
((image_size - base_size <= 200 * 1024 * 1024)) || fail "the image adds more than 200 MiB to its base"
# Nothing of the build's in the image: no dev dependencies, npm cache, tests or sources.
pod run --rm --runtime "$runtime" --health-interval disable "$image" sh -c \
  'cd /app && ! test -e node_modules/vitest -o -e node_modules/typescript -o -e /root/.npm \
     -o -e tests -o -e app -o -e node_modules/.cache && test "$(id -u)" = 10001' ||
  fail "the image holds build-time files or runs as root"

# What every run shares: the settings an operator gives.
admin_email=admin@example.com
admin_password="smoke-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
session_secret=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')

wait_ready() { # url container -> prints seconds to ready
  local url=$1 container=$2 started
  started=$(date +%s.%N)
  for _ in $(seq 1 600); do
    if curl -fsS -o /dev/null "$url/readyz" 2>/dev/null; then
      echo "$(date +%s.%N) - $started" | bc | xargs printf '%.1f'
      return 0
    fi
    [[ "$(podman inspect --format '{{.State.Running}}' "$container")" == "true" ]] ||
      fail "$container stopped before it was ready"
    sleep 0.1
  done
  fail "$container was not ready within 60 s"
}

run_site() { # name port-args... -- env-args...
  local name=$1
  shift
  containers+=("$name")
  pod run -d --runtime "$runtime" --name "$name" \
    -e SESSION_SECRET="$session_secret" -e ADMIN_EMAIL="$admin_email" \
    -e ADMIN_PASSWORD="$admin_password" -e LOG_LEVEL=warn "$@" "$image" >/dev/null
}

stop_and_check() { # container
  pod stop -t 30 "$1" >/dev/null
  local code
  code=$(podman inspect --format '{{.State.ExitCode}}' "$1")
  [[ "$code" == "0" ]] || fail "$1 exited with $code after SIGTERM"
  say "$1 stopped on SIGTERM with exit code 0"
}

# 3. A fresh volume, published on loopback only.
volume="$run_id-data"
volumes+=("$volume")
pod volume create "$volume" >/dev/null
port=$(free_port)
site="http://127.0.0.1:$port"
run_site "$run_id-1" -p "127.0.0.1:$port:3000" -v "$volume:/data" -e SITE_URL="$site"
say "first start, empty volume: ready in $(wait_ready "$site" "$run_id-1") s"
pod healthcheck run "$run_id-1" >/dev/null || fail "the image's HEALTHCHECK fails on a ready server"

# A second container on the same volume is refused: the embedded database is single-process.
containers+=("$run_id-rival")
podman run --runtime "$runtime" --health-interval disable --name "$run_id-rival" -v "$volume:/data" \
  "$image" >"$scratch/rival.log" 2>&1 && fail "a second container on the same volume started"
grep -q "is in use by process" "$scratch/rival.log" ||
  fail "the second container failed for another reason: $(tail -3 "$scratch/rival.log")"
say "a second container on the same volume is refused"

# 4. A booking through the API, as the booking page's script makes it.
from=$(date -u +%F)
to=$(date -u -d '+30 days' +%F)
slot=$(curl -fsS "$site/api/availability?from=$from&to=$to&type=phone&area=wills-probate" |
  jq -r '[.days[].slots[]][0].start // empty')
[[ -n "$slot" ]] || fail "no free phone slot for wills and probate between $from and $to"
booking=$(jq -n --arg start "$slot" '{practiceArea: "wills-probate", type: "phone", start: $start,
  name: "Smoke Test", email: "smoke@example.com", phone: "0161 496 0000",
  summary: "Container smoke test: please ignore."}')
status=$(curl -sS -o "$scratch/booking.json" -w '%{http_code}' -X POST "$site/api/bookings" \
  -H "Origin: $site" -H 'Content-Type: application/json' --data "$booking")
[[ "$status" == "201" ]] || fail "POST /api/bookings answered $status: $(cat "$scratch/booking.json")"
reference=$(jq -r '.reference' "$scratch/booking.json")
token=$(jq -r '.manageUrl' "$scratch/booking.json" | sed 's#.*/##')
[[ "$reference" == CH-* && -n "$token" && "$reference" != CH-ACCEPT ]] ||
  fail "the booking came back without a reference or link: $(cat "$scratch/booking.json")"
say "booked $slot: $reference"

# 5. SIGTERM: the server drains and exits 0.
stop_and_check "$run_id-1"

# 6. A new container on the same volume still has the booking (and the same generated files).
run_site "$run_id-2" -p "127.0.0.1:$port:3000" -v "$volume:/data" -e SITE_URL="$site"
say "second start, same volume: ready in $(wait_ready "$site" "$run_id-2") s"
status=$(curl -sS -o "$scratch/manage.json" -w '%{http_code}' "$site/api/bookings/manage/$token")
[[ "$status" == "200" ]] || fail "the booking's link answered $status after a restart"
[[ "$(jq -r '.reference' "$scratch/manage.json")" == "$reference" ]] ||
  fail "the booking's link shows another booking: $(cat "$scratch/manage.json")"
say "$reference is still there after a restart"

# 7. A backup taken from the running container (the server writes it: it holds the lock).
pod exec "$run_id-2" npm run --silent backup >"$scratch/backup.txt" ||
  fail "npm run backup failed: $(cat "$scratch/backup.txt")"
say "$(tail -1 "$scratch/backup.txt")"
stop_and_check "$run_id-2"

# 8. That backup restored into a new volume, in a throwaway container, serves the booking.
snapshot=$(sed -n 's#.*\(/data/backups/[^ ]*\.tar\.gz\).*#\1#p' "$scratch/backup.txt")
[[ -n "$snapshot" ]] || fail "npm run backup named no file"
restored="$run_id-restored"
volumes+=("$restored")
pod volume create "$restored" >/dev/null
pod run --rm --runtime "$runtime" --health-interval disable -v "$restored:/data" \
  -v "$volume:/backups:ro" "$image" npm run --silent restore -- "/backups/${snapshot#/data/}" \
  >"$scratch/restore.txt" || fail "npm run restore failed: $(cat "$scratch/restore.txt")"
run_site "$run_id-3" -p "127.0.0.1:$port:3000" -v "$restored:/data" -e SITE_URL="$site"
say "restored volume: ready in $(wait_ready "$site" "$run_id-3") s"
status=$(curl -sS -o "$scratch/manage.json" -w '%{http_code}' "$site/api/bookings/manage/$token")
[[ "$status" == "200" && "$(jq -r '.reference' "$scratch/manage.json")" == "$reference" ]] ||
  fail "the restored site does not show $reference (HTTP $status)"
say "$reference is there after a restore into a new volume"
stop_and_check "$run_id-3"

# 9. PostgreSQL instead of the volume: the host's server, a database of its own.
createdb -h "$pg_host" -U "$pg_user" "carrow_smoke_$$" ||
  fail "could not create a database on $pg_host as $pg_user"
database="carrow_smoke_$$"
pg_port=$(free_port)
run_site "$run_id-pg" --network host -e PORT="$pg_port" -e SITE_URL="http://127.0.0.1:$pg_port" \
  -e DATABASE_URL="postgres://$pg_user@$pg_host:5432/$database"
say "PostgreSQL ($database): ready in $(wait_ready "http://127.0.0.1:$pg_port" "$run_id-pg") s"
stop_and_check "$run_id-pg"
say "all checks passed"
